import Foundation
import RepbookCore
import RepbookTestFixtures
import RepbookFormats
import Testing
import ZIPFoundation

@Suite("Unpacking a Health export zip is bounded by a ratio to the zip and by the disk's free space")
struct HealthZipLimitTests {
    /// A zip in a new folder holding `apple_health_export/export.xml` made of `xml`.
    private func zip(_ xml: Data) throws -> (folder: URL, zip: URL) {
        let folder = try AppleHealthReaderTests.scratch()
        let url = folder.appendingPathComponent("export.zip")
        let archive = try Archive(url: url, accessMode: .create)
        try archive.addEntry(
            with: "apple_health_export/export.xml", type: .file, uncompressedSize: Int64(xml.count), compressionMethod: .deflate
        ) { position, size in
            xml.subdata(in: Int(position)..<Int(position) + size)
        }
        return (folder, url)
    }

    @Test("A zip that unpacks to more than 100 times its size is refused naming the ratio, and nothing is left beside it")
    func bomb() throws {
        let line =
            #"<Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="kg" startDate="2024-03-01 07:00:00 +0100" value="82.4"/>"#
        let xml = Data(("<HealthData>\n" + String(repeating: line + "\n", count: 120_000) + "</HealthData>\n").utf8)
        let (folder, url) = try zip(xml)
        defer { try? FileManager.default.removeItem(at: folder) }
        let zipBytes = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber).int64Value
        #expect(Int64(xml.count) > 100 * zipBytes)
        let error = #expect(throws: DomainError.self) { _ = try AppleHealthImportFile.read(url) }
        #expect(error?.english.contains("more than 100 times the zip's size") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["export.zip"])
    }

    @Test("The budget is the smallest of the ceiling, the ratio and the free disk space less its margin, each named")
    func budget() throws {
        let (folder, url) = try zip(Data("<HealthData/>".utf8))
        defer { try? FileManager.default.removeItem(at: folder) }
        let zipBytes = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber).int64Value
        let byRatio = ExtractionBudget.of(zip: url, into: folder, ratio: 100, freeSpaceMargin: 0)
        #expect(byRatio.bytes == 100 * zipBytes)
        let byCeiling = ExtractionBudget.of(zip: url, into: folder, ceiling: 10, freeSpaceMargin: 0)
        #expect(byCeiling.bytes == 10 && byCeiling.refusal.english.contains("larger than 10 bytes"))
        let byDisk = ExtractionBudget.of(zip: url, into: folder, freeSpaceMargin: Int64.max / 2)
        #expect(byDisk.bytes == 0 && byDisk.refusal.english.contains("does not fit on the server"))

        #expect(throws: byDisk.refusal) { _ = try HealthExportArchive.extractExport(from: url, budget: byDisk) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["export.zip"])
    }

    @Test("A realistic export (compressing about 20 times) passes the ratio")
    func realistic() throws {
        let folder = try AppleHealthReaderTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xmlURL = folder.appendingPathComponent("generated.xml")
        _ = try HealthExportGenerator(endDate: LocalDate("2026-11-01")!).write(to: xmlURL, approximateBytes: 2_000_000)
        let (zipFolder, url) = try zip(try Data(contentsOf: xmlURL))
        defer { try? FileManager.default.removeItem(at: zipFolder) }
        let export = try HealthExportArchive.extractExport(from: url)
        #expect(FileManager.default.fileExists(atPath: export.path))
        try FileManager.default.removeItem(at: export)
    }
}
