import Foundation
import RepbookCore
import RepbookTestFixtures
import RepbookFormats
import Testing

/// Hostile Health export zips found by `scripts/fuzz` (target health-zip).
@Suite("Apple Health zip, hostile files")
struct HealthZipHostileTests {
    /// 175 bytes: one entry, `apple_health_export/export.xml`, deflated, whose data is a stored deflate block that
    /// announces 65,535 bytes and holds 12 before the file ends. ZIPFoundation 0.9.20's `Data.decode` (the Linux inflate
    /// path) loops `while result != Z_STREAM_END`, and once its provider returns no more bytes it never calls `inflate`
    /// again: `extractExport` spins at 100% CPU forever (weichsel/ZIPFoundation#389, in tuist/ZIPFoundation 0.9.22; no
    /// weichsel release carries it). In a parser child, the CPU limit stops it.
    static let cutDeflateBlock = Data(hex: """
        504b0304140000000800000000000000000011000000ffff00001e0000006170706c655f6865616c74685f6578706f72742f6578706f72742e
        786d6c00ffff00003c4865616c7468446174613e504b01021400140000000800000000000000000011000000ffff00001e000000000000000000
        00000000000000006170706c655f6865616c74685f6578706f72742f6578706f72742e786d6c504b050600000000010001004c0000004d000000
        0000
        """)

    /// The same zip declaring 100 unpacked bytes instead of 65,535, so the extraction budget (100 times the zip) lets
    /// ZIPFoundation start, and it spins.
    static var cutDeflateBlockDeclaringLittle: Data {
        var bytes = [UInt8](cutDeflateBlock)
        let directory = bytes.indices.first { bytes[$0...].starts(with: [0x50, 0x4B, 0x01, 0x02]) }!
        for offset in [22, directory + 24] { bytes.replaceSubrange(offset..<offset + 4, with: [100, 0, 0, 0]) }
        return Data(bytes)
    }

    @Test("Fuzzed: a zip whose export.xml ends inside a deflate block is refused; spinning in ZIPFoundation, the child hits its CPU limit")
    func cutDeflateBlockIsRefused() async throws {
        let folder = try AppleHealthReaderTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let parser = IsolatedParser(limits: ParserLimits(cpuSeconds: 2, wallSeconds: 120))
        let url = folder.appendingPathComponent("export.zip")
        try Self.cutDeflateBlock.write(to: url)
        #expect(HealthExportArchive.isZip(url))
        let declared = await #expect(throws: DomainError.self) { _ = try await parser.healthWeights(in: url) }
        #expect(declared?.english.contains("unpacks to more than 100 times the zip's size") == true, "\(String(describing: declared))")

        try Self.cutDeflateBlockDeclaringLittle.write(to: url)
        let spun = await #expect(throws: DomainError.self) { _ = try await parser.healthWeights(in: url) }
        #expect(spun?.english == "This file could not be read: the parser stopped (it used its CPU time limit). Nothing was changed.")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["export.zip"])
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
