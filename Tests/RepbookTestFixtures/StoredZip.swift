import Foundation

/// A zip written by hand for tests: entries stored (not deflated) with their CRC-32, and the ZIP64 records a hostile zip
/// needs that no zip tool writes.
public enum StoredZip {
    /// A zip holding `entries` (path, bytes), stored.
    public static func make(_ entries: [(path: String, bytes: Data)]) -> Data {
        var zip = Data()
        var directory = Data()
        for (path, bytes) in entries {
            let offset = UInt32(zip.count)
            let name = Data(path.utf8)
            let crc = crc32(bytes)
            zip.append(le32(0x0403_4B50)); zip.append(le16(20)); zip.append(le16(0)); zip.append(le16(0))
            zip.append(le16(0)); zip.append(le16(0x21)); zip.append(le32(crc))
            zip.append(le32(UInt32(bytes.count))); zip.append(le32(UInt32(bytes.count)))
            zip.append(le16(UInt16(name.count))); zip.append(le16(0)); zip.append(name); zip.append(bytes)

            directory.append(le32(0x0201_4B50)); directory.append(le16(0x031E)); directory.append(le16(20)); directory.append(le16(0))
            directory.append(le16(0)); directory.append(le16(0)); directory.append(le16(0x21)); directory.append(le32(crc))
            directory.append(le32(UInt32(bytes.count))); directory.append(le32(UInt32(bytes.count)))
            directory.append(le16(UInt16(name.count))); directory.append(le16(0)); directory.append(le16(0))
            directory.append(le16(0)); directory.append(le16(0)); directory.append(le32(0o100644 << 16)); directory.append(le32(offset))
            directory.append(name)
        }
        let directoryOffset = UInt32(zip.count)
        zip.append(directory)
        zip.append(le32(0x0605_4B50)); zip.append(le16(0)); zip.append(le16(0))
        zip.append(le16(UInt16(entries.count))); zip.append(le16(UInt16(entries.count)))
        zip.append(le32(UInt32(directory.count))); zip.append(le32(directoryOffset)); zip.append(le16(0))
        return zip
    }

    /// A zip whose ZIP64 end record puts the central directory at byte `directoryOffset` (2^63 by default): ZIPFoundation
    /// 0.9.20 checks that offset only against `UInt64.max`, and converting it to `off_t` traps (SIGILL).
    public static func zip64DirectoryOffset(_ directoryOffset: UInt64 = 1 << 63) -> Data {
        var zip = make([("apple_health_export/export.xml", Data("<HealthData/>".utf8))])
        // Drop the plain end record: the ZIP64 record, its locator and an end record of "see ZIP64" values replace it.
        zip.removeLast(22)
        let recordOffset = UInt64(zip.count)
        zip.append(le32(0x0606_4B50)); zip.append(le64(44)); zip.append(le16(45)); zip.append(le16(45))
        zip.append(le32(0)); zip.append(le32(0)); zip.append(le64(1)); zip.append(le64(1))
        zip.append(le64(76)); zip.append(le64(directoryOffset))
        zip.append(le32(0x0706_4B50)); zip.append(le32(0)); zip.append(le64(recordOffset)); zip.append(le32(1))
        zip.append(le32(0x0605_4B50)); zip.append(le16(0xFFFF)); zip.append(le16(0xFFFF)); zip.append(le16(0xFFFF))
        zip.append(le16(0xFFFF)); zip.append(le32(0xFFFF_FFFF)); zip.append(le32(0xFFFF_FFFF)); zip.append(le16(0))
        return zip
    }

    /// The CRC-32 (IEEE) of `bytes`, as zip records it.
    public static func crc32(_ bytes: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func le16(_ value: UInt16) -> Data { withUnsafeBytes(of: value.littleEndian) { Data($0) } }
    private static func le32(_ value: UInt32) -> Data { withUnsafeBytes(of: value.littleEndian) { Data($0) } }
    private static func le64(_ value: UInt64) -> Data { withUnsafeBytes(of: value.littleEndian) { Data($0) } }
}
