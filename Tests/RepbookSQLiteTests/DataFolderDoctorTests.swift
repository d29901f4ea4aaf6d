import Foundation
import GRDB
import RepbookCore
import RepbookDataFolder
import RepbookTestFixtures
import Testing

@testable import RepbookSQLite

/// `repbook doctor`'s checks, each made to fail on a real data folder.
@Suite("Data folder doctor")
struct DataFolderDoctorTests {
    /// A data folder as the server leaves it: private folder, database and one fresh backup.
    private func healthyFolder(now: Date) async throws -> String {
        let directory = try temporaryDirectory()
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory)
        let store = try SQLiteStore.open(dataDirectory: directory)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: directory + "/repbook.sqlite")
        try FileManager.default.createDirectory(atPath: directory + "/backups", withIntermediateDirectories: true)
        try await store.backup(to: directory + "/backups/" + BackupFileName.stamped(at: now.addingTimeInterval(-3600)))
        return directory
    }

    private func levels(_ findings: [DoctorFinding]) -> [String: DoctorFinding.Level] {
        Dictionary(findings.map { ($0.check, $0.level) }, uniquingKeysWith: { first, _ in first })
    }

    @Test("A folder the server keeps passes every check")
    func healthy() async throws {
        let now = Date()
        let directory = try await healthyFolder(now: now)
        var doctor = DataFolderDoctor(dataDirectory: directory)
        doctor.minimumFreeBytes = 0
        let findings = doctor.examine(now: now)
        #expect(findings.map(\.check) == ["folder", "space", "database", "integrity", "schema", "backups"])
        #expect(findings.allSatisfy { $0.level == .ok }, "\(findings)")
        #expect(
            findings.first { $0.check == "schema" }.map { EnglishMessages.localizer.text($0.text) }
                == "Up to date (\(SchemaMigrations.migrator.migrations.last ?? "")).")
    }

    @Test("Open permissions, little space, an old backup and pending migrations are warnings that say what to do")
    func warnings() async throws {
        let now = Date()
        let directory = try await healthyFolder(now: now.addingTimeInterval(-5 * 86_400))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: directory + "/repbook.sqlite")
        let queue = try DatabaseQueue(path: directory + "/repbook.sqlite")
        try await queue.write {
            try $0.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = '\(SchemaMigrations.migrator.migrations.last ?? "")'")
        }
        try queue.close()
        var doctor = DataFolderDoctor(dataDirectory: directory)
        doctor.minimumFreeBytes = Int64.max / 4
        let findings = doctor.examine(now: now)
        #expect(
            levels(findings) == [
                "folder": .warning, "space": .warning, "database": .warning, "integrity": .ok, "schema": .warning, "backups": .warning,
            ])
        let messages = Dictionary(findings.map { ($0.check, EnglishMessages.localizer.text($0.text)) }, uniquingKeysWith: { first, _ in first })
        let fromCatalog = findings.filter { $0.text.key.hasPrefix("doctor.") }.map(\.check)
        #expect(
            fromCatalog == ["folder", "space", "database", "integrity", "schema", "backups"],
            "the folder's and the engine's findings are the catalog's, in the reader's language")
        #expect(messages["folder"]?.contains("chmod 700") == true)
        #expect(messages["database"]?.contains("chmod 600") == true)
        #expect(messages["schema"]?.contains("1 migration(s) to apply (\(SchemaMigrations.migrator.migrations.last ?? ""))") == true)
        #expect(messages["backups"]?.contains("is 121 hours old") == true)
    }

    @Test("A missing folder, a missing database, a newer schema, a damaged file and no backup are named")
    func problems() async throws {
        let missing = DataFolderDoctor(dataDirectory: "/nonexistent/repbook-\(UUID().uuidString)").examine()
        #expect(missing.map(\.level) == [.problem])

        let empty = try temporaryDirectory()
        #expect(levels(DataFolderDoctor(dataDirectory: empty).examine())["database"] == .problem)

        let newer = try temporaryDirectory()
        _ = try SQLiteStore.open(dataDirectory: newer)
        let queue = try DatabaseQueue(path: newer + "/repbook.sqlite")
        try await queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-future')") }
        try queue.close()
        let newerFindings = DataFolderDoctor(dataDirectory: newer).examine()
        #expect(levels(newerFindings)["schema"] == .problem)
        #expect(levels(newerFindings)["backups"] == .warning)

        let damaged = try temporaryDirectory()
        try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: damaged + "/repbook.sqlite"))
        #expect(levels(DataFolderDoctor(dataDirectory: damaged).examine())["integrity"] == .problem)
    }
}
