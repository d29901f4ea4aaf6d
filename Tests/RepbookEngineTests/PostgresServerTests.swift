import Foundation
import RepbookCore
import RepbookDataFolder
@testable import RepbookPostgres
import RepbookPostgresTestSupport
import RepbookSQLite
import RepbookTestFixtures
import Testing
import ZIPFoundation

/// What several servers on one PostgreSQL database share besides the store protocols: one of them at a time holds an
/// advisory lock, and a backup is `pg_dump`'s snapshot with the photo files.
@Suite("PostgreSQL: work one server at a time does, and its backups")
struct PostgresServerTests {
    @Test("While one server holds the backup lock the other is told no at once; after, it gets the lock")
    func advisoryLock() async throws {
        try await TestDatabase.with(.postgres) { database in
            let first = try #require(try await database.open() as? PostgresStore)
            let second = try #require(try await database.open() as? PostgresStore)
            let inside = try await first.whileHolding(.scheduledBackup) {
                try await second.whileHolding(.scheduledBackup) { "second ran inside" }
            }
            #expect(inside == .some(nil), "the second server ran while the first held the lock")
            #expect(try await second.whileHolding(.scheduledBackup) { "second ran" } == "second ran")
            // A body that throws releases the lock too.
            await #expect(throws: DomainError.self) {
                _ = try await first.whileHolding(.scheduledBackup) { () async throws -> Int in throw DomainError.conflict(.verbatim("failed")) }
            }
            #expect(try await second.whileHolding(.scheduledBackup) { 1 } == 1)
        }
    }

    @Test("A backup on PostgreSQL is a zip of pg_dump's custom format and the photo files; pg_restore reads it")
    func dumpBundle() async throws {
        guard let cluster = Engine.postgresURL else {
            print("PostgreSQL run skipped: \(Engine.postgresURLVariable) is unset.")
            try Test.cancel("\(Engine.postgresURLVariable) is unset")
        }
        try await PostgresAdmin.withDatabase(on: cluster, prefix: "repbook_t_") { url in try await Self.checkDumpBundle(url: url) }
    }

    /// Writes a backup of the database `url` names, with one account and one photo file, and reads it back.
    static func checkDumpBundle(url: String) async throws {
        let store = try await PostgresStore.connect(url: url, maximumConnections: 2)
        let services = EngineServices(store: store)
        _ = try await services.accounts.addUser(username: "ana", password: "correct horse")
        await store.close()

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-pgdump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = PhotoFileKey.random(for: .jpeg)
        let photos = folder.appendingPathComponent("photos/1", isDirectory: true)
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        try Data("a photo".utf8).write(to: photos.appendingPathComponent(key.description))
        try Data("not a photo".utf8).write(to: photos.appendingPathComponent("notes.txt"))
        let backup = folder.appendingPathComponent("repbook-20261126-220000.zip").path

        try await BackupBundleWriter.postgres(databaseURL: url, dataDirectory: folder.path).writeBackup(to: backup)

        let archive = try Archive(url: URL(fileURLWithPath: backup), accessMode: .read)
        #expect(Set(archive.map(\.path)) == ["repbook.pgdump", "photos/1/\(key)"])
        let dump = folder.appendingPathComponent("restore.pgdump")
        _ = try archive.extract(try #require(archive["repbook.pgdump"]), to: dump)
        let listing = try Self.run(["pg_restore", "--list", dump.path])
        #expect(listing.contains("TABLE public sign_in_attempt"))
        #expect(listing.contains("TABLE DATA public exercise"))
        #expect((try FileManager.default.attributesOfItem(atPath: backup)[.posixPermissions] as? Int) == 0o600)
    }

    @Test("A database pg_dump cannot reach fails the backup with pg_dump's words and leaves no file")
    func dumpFailure() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-pgdump-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let backup = folder.appendingPathComponent("repbook-20261126-220000.zip").path
        let writer = BackupBundleWriter.postgres(databaseURL: "postgres://nobody:secret@127.0.0.1:1/none", dataDirectory: folder.path)
        do {
            try await writer.writeBackup(to: backup)
            Issue.record("a backup of an unreachable database was written")
        } catch let DomainError.conflict(said) {
            let message = EnglishMessages.text(said)
            #expect(message.hasPrefix("pg_dump failed"))
            #expect(!message.contains("secret"), "the password leaked into the message: \(message)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// The standard output of `command`, failing on a non-zero exit.
    static func run(_ command: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(command.joined(separator: " ")) exited with \(process.terminationStatus)")
        return String(decoding: data, as: UTF8.self)
    }
}
