import Foundation

/// The first 100 bytes of an SQLite database file, read without opening it as a database.
struct SQLiteHeader {
    static let magic = Array("SQLite format 3\0".utf8)
    static let size = 100

    let pageSize: Int
    /// The page count the header records, when the header says it is current (SQLite's "in-header database size").
    let recordedPageCount: Int?
    /// Whether the file is in WAL mode (its read and write versions are 2).
    let isWAL: Bool

    /// The header of the file at `path`, or nil when it does not start like an SQLite database.
    init?(path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let bytes = Array(try handle.read(upToCount: Self.size) ?? Data())
        guard bytes.count == Self.size, Array(bytes[0..<16]) == Self.magic else { return nil }
        let rawPageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        guard pageSize >= 512, pageSize & (pageSize - 1) == 0 else { return nil }
        let changeCounter = Self.uint32(bytes, at: 24)
        let pageCount = Self.uint32(bytes, at: 28)
        recordedPageCount = pageCount > 0 && changeCounter == Self.uint32(bytes, at: 92) ? pageCount : nil
        isWAL = bytes[18] == 2 || bytes[19] == 2
    }

    private static func uint32(_ bytes: [UInt8], at offset: Int) -> Int {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
}
