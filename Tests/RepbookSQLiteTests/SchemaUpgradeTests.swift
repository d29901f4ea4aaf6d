import Foundation
import GRDB
import RepbookCore
import Testing

@testable import RepbookSQLite

/// Starting a newer binary on an older database backs it up before migrating and says so; an older binary refuses a
/// database a newer one migrated, changing nothing.
@Suite("Schema upgrades")
struct SchemaUpgradeTests {
    /// A data folder whose database stops at `last` (an older Repbook's schema), holding one user.
    private func olderDatabase(upTo last: String) throws -> String {
        let directory = try temporaryDirectory()
        let queue = try DatabaseQueue(path: directory + "/" + DataDirectory.databaseFileName)
        try SchemaMigrations.migrator.migrate(queue, upTo: last)
        try queue.write { db in
            try db.execute(
                sql: "INSERT INTO user (username, username_key, password_hash, created_at) VALUES ('ana', 'ana', 'x', '2026-01-01 00:00:00')")
        }
        try queue.close()
        return directory
    }

    @Test("An older database is backed up into the backup folder first, then migrated; the log says both")
    func upgradeTakesABackupFirst() async throws {
        let directory = try olderDatabase(upTo: "v9-open-sets")
        var lines: [String] = []
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let store = try SQLiteStore.open(dataDirectory: directory, now: now, log: { lines.append($0) })
        #expect(try await store.appliedMigrations() == SchemaMigrations.migrator.migrations)
        #expect(try await store.userCount() == 1)

        let name = BackupFileName.stamped(at: now).replacingOccurrences(of: ".zip", with: ".sqlite")
        let backup = directory + "/backups/" + name
        #expect(lines.count == 2)
        let all = SchemaMigrations.migrator.migrations
        let later = Array(all.drop { $0 != "v9-open-sets" }.dropFirst())
        #expect(
            lines.first?.hasPrefix(
                "Upgrading the database from v9-open-sets with \(later.count) migration(s): \(later.joined(separator: ", ")). Backed up first to "
                    + "\(backup) ("
            ) == true, "\(lines)")
        #expect(lines.last?.hasPrefix("Database upgraded to \(all.last ?? "") in ") == true)
        // The copy is the database as it was: the old schema, the user, readable only by its owner.
        let state = try SchemaState.read(path: backup)
        #expect(state.applied.last == "v9-open-sets")
        #expect(state.pending == later)
        let mode = try #require(FileManager.default.attributesOfItem(atPath: backup)[.posixPermissions] as? Int)
        #expect(mode & 0o077 == 0)
        let copy = try DatabaseQueue(path: backup)
        #expect(try await copy.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM user") } == 1)
        // The backup folder lists it, so Settings → Backups and `repbook restore` know it.
        #expect(try BackupFolder(path: directory + "/backups").backups().map(\.name) == [name])
    }

    @Test("A new database and an up-to-date one are opened without a backup or a log line")
    func noUpgradeNoBackup() throws {
        let directory = try temporaryDirectory()
        var lines: [String] = []
        _ = try SQLiteStore.open(dataDirectory: directory, log: { lines.append($0) })
        _ = try SQLiteStore.open(dataDirectory: directory, log: { lines.append($0) })
        #expect(lines.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory + "/backups"))
    }

    @Test("A database migrated by a newer Repbook is refused with what to do, by every way of opening it, and left as it is")
    func newerSchemaIsRefused() throws {
        let directory = try temporaryDirectory()
        _ = try SQLiteStore.open(dataDirectory: directory)
        let path = directory + "/" + DataDirectory.databaseFileName
        let queue = try DatabaseQueue(path: path)
        try queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')") }
        try queue.close()
        let before = try SchemaState.read(path: path)

        var lines: [String] = []
        let error = #expect(throws: NewerSchemaError.self) { try SQLiteStore.open(dataDirectory: directory, log: { lines.append($0) }) }
        #expect(error?.unknown == ["v99-from-the-future"])
        #expect(error?.description.contains("was upgraded by a newer Repbook") == true)
        #expect(error?.description.contains("v99-from-the-future") == true)
        #expect(error?.description.contains("repbook restore") == true)
        #expect(throws: NewerSchemaError.self) { try SQLiteStore.open(path: path) }
        #expect(lines.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory + "/backups"))
        #expect(try SchemaState.read(path: path) == before)
        #expect(before.applied.last == "v99-from-the-future")
    }

    @Test("When the backup cannot be written the upgrade does not run")
    func failedBackupStopsTheUpgrade() throws {
        let directory = try olderDatabase(upTo: "v10-exercise-sessions")
        let blocked = directory + "/not-a-folder"
        _ = FileManager.default.createFile(atPath: blocked, contents: Data("x".utf8))
        #expect(throws: (any Error).self) { try SQLiteStore.open(dataDirectory: directory, backupDirectory: blocked + "/backups") }
        #expect(try SchemaState.read(path: directory + "/" + DataDirectory.databaseFileName).pending
            == Array(SchemaMigrations.migrator.migrations.drop { $0 != "v10-exercise-sessions" }.dropFirst()))
    }
}
