import Foundation
import RepbookCore
import RepbookFormats
import Testing

/// Hostile Health export zips found by `scripts/fuzz` (target health-zip).
@Suite("Apple Health zip, hostile files")
struct HealthZipHostileTests {
    /// 175 bytes: one entry, `apple_health_export/export.xml`, deflated, whose data is a stored deflate block that
    /// announces 65,535 bytes and holds 12 before the file ends. ZIPFoundation 0.9.20's `Data.decode` (the Linux inflate
    /// path) loops `while result != Z_STREAM_END`, and once its provider returns no more bytes it never calls `inflate`
    /// again: `extractExport` spins at 100% CPU forever, holding a server thread (weichsel/ZIPFoundation#389, in
    /// tuist/ZIPFoundation 0.9.22; no weichsel release carries it). `ZipEntryCheck` inflates the entry's own bytes
    /// first and refuses the file, so the dependency's loop is never reached.
    static let cutDeflateBlock = Data(hex: """
        504b0304140000000800000000000000000011000000ffff00001e0000006170706c655f6865616c74685f6578706f72742f6578706f72742e
        786d6c00ffff00003c4865616c7468446174613e504b01021400140000000800000000000000000011000000ffff00001e000000000000000000
        00000000000000006170706c655f6865616c74685f6578706f72742f6578706f72742e786d6c504b050600000000010001004c0000004d000000
        0000
        """)

    @Test("Fuzzed: a zip whose export.xml ends inside a deflate block is refused, not extracted forever")
    func cutDeflateBlockIsRefused() throws {
        let folder = try AppleHealthReaderTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("export.zip")
        try Self.cutDeflateBlock.write(to: url)
        #expect(HealthExportArchive.isZip(url))
        #expect(throws: DomainError.self) { _ = try HealthExportArchive.extractExport(from: url) }
    }

    @Test("The fuzzed zip is what its comment says: 175 bytes, a zip")
    func fixtureShape() {
        #expect(Self.cutDeflateBlock.count == 175)
        #expect(Self.cutDeflateBlock.starts(with: [0x50, 0x4B, 0x03, 0x04]))
    }
}

private extension Data {
    /// Bytes from hexadecimal digits; whitespace is ignored.
    init(hex: String) {
        let digits = hex.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) }.map { Character($0) }
        var bytes: [UInt8] = []
        var index = digits.startIndex
        while index + 1 < digits.endIndex {
            bytes.append(UInt8(String(digits[index...index + 1]), radix: 16)!)
            index += 2
        }
        self.init(bytes)
    }
}
