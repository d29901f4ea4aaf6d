import Foundation

extension ArchiveJSON {
    /// Whether `data` starts (after a byte-order mark and whitespace) with `{`, as a JSON archive does and no CSV file can.
    public static func looksLikeJSON(_ data: Data) -> Bool {
        var bytes = data.prefix(1024)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{")
    }
}
