import Foundation

/// Tells a backup zip (database and photos) from anything else by its first bytes, without reading more.
package enum BackupFormat {
    /// Whether the file at `path` starts as a zip does (`PK\u{3}\u{4}`, or `PK\u{5}\u{6}` for an empty one).
    package static func isZip(_ path: String) throws -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let start = try handle.read(upToCount: 4) ?? Data()
        return start == Data([0x50, 0x4B, 0x03, 0x04]) || start == Data([0x50, 0x4B, 0x05, 0x06])
    }
}
