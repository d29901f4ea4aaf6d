import Foundation
import RepbookCore
import RepbookDataFolder
import RepbookFormats
import RepbookSecurity
import RepbookSQLite
import RepbookTestFixtures
import Testing

/// Issue 30's hostile files given to the real `repbook` binary: `repbook body import-health` and `repbook restore` run
/// their parsers in a child of their own, so each ends with a refusal (exit status 1 and the reason), never a crash of
/// the command, and the data folder is unchanged.
@Suite("repbook body import-health and restore refuse hostile files without crashing")
struct HostileFileCommandTests {
    /// What one run of the binary ended with.
    struct Run {
        let status: Int32
        let crashed: Bool
        let output: String
    }

    func repbook(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = ParserExecutable.running
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Run(status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal, output: text)
    }

    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-hostile-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func dataFolder(_ path: String) async throws {
        let store = try SQLiteStore.open(dataDirectory: path)
        let accounts = AccountService(store: store, hasher: BcryptPasswordHasher(cost: 4), throttle: LoginThrottle(), now: { Date() })
        _ = try await accounts.addUser(username: "ana", password: "correct horse")
    }

    @Test("body import-health: every hostile XML and zip is refused with the reason, and no weight is written")
    func importHealth() async throws {
        let scratch = try folder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let data = scratch + "/data"
        try await dataFolder(data)
        for (name, bytes) in HostileHealthFiles.all {
            let file = scratch + "/upload"
            try bytes.write(to: URL(fileURLWithPath: file))
            let run = try repbook(["body", "import-health", file, "--data-dir", data])
            #expect(!run.crashed, "\(name): \(run.output)")
            #expect(run.status == 1, "\(name): \(run.output)")
            #expect(run.output.contains("This file could not be read") || run.output.contains("Health export"), "\(name): \(run.output)")
        }
        let plain = scratch + "/export.xml"
        try HostileHealthFiles.plainExport(days: 12).write(to: URL(fileURLWithPath: plain))
        let imported = try repbook(["body", "import-health", plain, "--data-dir", data])
        #expect(imported.status == 0, "\(imported.output)")
        #expect(imported.output.contains("export.xml: Added 12, skipped 0, rejected 0"), "\(imported.output)")
    }

    @Test("restore: the ZIP64 zip and the hostile Health zips are refused; the data folder is unchanged")
    func restore() async throws {
        let scratch = try folder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let data = scratch + "/data"
        try await dataFolder(data)
        func listing() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: data).filter { $0 != DataDirectoryLock.fileName }.sorted()
        }
        let before = try listing()
        for (name, bytes) in HostileHealthFiles.zips {
            let file = scratch + "/backup.zip"
            try bytes.write(to: URL(fileURLWithPath: file))
            let run = try repbook(["restore", file, "--yes", "--data-dir", data])
            #expect(!run.crashed, "\(name): \(run.output)")
            #expect(run.status == 1, "\(name): \(run.output)")
            #expect(run.output.contains("could not be read") || run.output.contains("not part of a Repbook backup"), "\(name): \(run.output)")
            #expect(try listing() == before, "\(name)")
        }
        let zip64 = try repbook(["restore", scratch + "/backup.zip", "--yes", "--data-dir", data])
        #expect(zip64.output.contains("This file could not be read: the parser stopped (it crashed (signal"), "\(zip64.output)")
    }
}
