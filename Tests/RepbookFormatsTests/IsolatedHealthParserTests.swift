import Foundation
import RepbookCore
import RepbookFormats
import RepbookTestFixtures
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The Apple Health reader behind `IsolatedParser`: the built `repbook` runs it as a child process. The hostile files of
/// issue 30's review crash Foundation's XMLParser or ZIPFoundation in the child and come back as a refusal; this test
/// process, which would die of the same crash, lives on. A plain export reads exactly as in this process.
@Suite("Apple Health reader in a parser child")
struct IsolatedHealthParserTests {
    func write(_ bytes: Data, named name: String) throws -> (URL, URL) {
        let folder = try AppleHealthReaderTests.scratch()
        let url = folder.appendingPathComponent(name)
        try bytes.write(to: url)
        return (folder, url)
    }

    @Test("The built repbook is found beside the test binary")
    func executableFound() {
        let executable = ParserExecutable.running
        #expect(executable.lastPathComponent == "repbook")
        #expect(FileManager.default.isExecutableFile(atPath: executable.path))
    }

    @Test("Each hostile XML and zip of the review crashes the child, not this process, and is refused", arguments: HostileHealthFiles.all.map(\.name))
    func hostileFileRefused(name: String) async throws {
        let bytes = try #require(HostileHealthFiles.all.first { $0.name == name }).bytes
        let (folder, url) = try write(bytes, named: "upload")
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = await #expect(throws: DomainError.self) { _ = try await IsolatedParser().healthWeights(in: url) }
        guard case .invalid(let field, let text) = error else {
            Issue.record("\(name): \(String(describing: error))")
            return
        }
        let message = EnglishMessages.text(text)
        #expect(field == "file")
        #expect(message.hasPrefix("This file could not be read") || message.contains("Health export"), "\(name): \(message)")
        // Only the unpacked copy of a zip's export.xml may be written, and it is removed.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["upload"])
    }

    @Test("The hostile files really crash the parser: the child died of a signal on the 50-byte XML and the ZIP64 zip")
    func childReallyCrashed() async throws {
        for bytes in [HostileHealthFiles.processingInstruction, StoredZip.zip64DirectoryOffset()] {
            let (folder, url) = try write(bytes, named: "upload")
            defer { try? FileManager.default.removeItem(at: folder) }
            let error = await #expect(throws: DomainError.self) { _ = try await IsolatedParser().healthWeights(in: url) }
            #expect(error?.english.contains("the parser stopped (it crashed (signal") == true, "\(String(describing: error))")
        }
    }

    @Test("A plain export, and the same export zipped, read in the child exactly as in this process")
    func plainExportReadsTheSame() async throws {
        let xml = HostileHealthFiles.plainExport(days: 400)
        let zip = StoredZip.make([("apple_health_export/export.xml", xml)])
        for (bytes, name) in [(xml, "export.xml"), (zip, "export.zip")] {
            let (folder, url) = try write(bytes, named: name)
            defer { try? FileManager.default.removeItem(at: folder) }
            let isolated = try await IsolatedParser().healthWeights(in: url)
            #expect(isolated == (try AppleHealthImportFile.read(url)))
            #expect(isolated.rows.count == 400)
        }
    }

    @Test("A child killed mid-parse (SIGKILL of its pid) ends in a refusal naming it")
    func childKilledMidParse() async throws {
        let (folder, url) = try write(HostileHealthFiles.plainExport(days: 200_000), named: "export.xml")
        defer { try? FileManager.default.removeItem(at: folder) }
        let killer = ParserChildKiller(holding: url.path)
        let error = await #expect(throws: DomainError.self) { _ = try await IsolatedParser().healthWeights(in: url) }
        #expect(killer.stop())
        #expect(error?.english == "This file could not be read: the parser stopped (it was killed). Nothing was changed.")
    }

    @Test("A child that passes its output limit or wall-clock limit is refused, and a missing executable too")
    func limitsStopTheChild() async throws {
        let (folder, url) = try write(HostileHealthFiles.plainExport(days: 20_000), named: "export.xml")
        defer { try? FileManager.default.removeItem(at: folder) }
        let tiny = IsolatedParser(limits: ParserLimits(outputBytes: 1_000))
        let output = await #expect(throws: DomainError.self) { _ = try await tiny.healthWeights(in: url) }
        #expect(output?.english.contains("its answer passed") == true, "\(String(describing: output))")
        let quick = IsolatedParser(limits: ParserLimits(wallSeconds: 0.01))
        let wall = await #expect(throws: DomainError.self) { _ = try await quick.healthWeights(in: url) }
        #expect(wall?.english.contains("it ran longer than") == true, "\(String(describing: wall))")
        let missing = IsolatedParser(executable: URL(fileURLWithPath: "/nonexistent/repbook"))
        await #expect(throws: DomainError.self) { _ = try await missing.healthWeights(in: url) }
    }
}
