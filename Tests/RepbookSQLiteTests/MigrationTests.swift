import Foundation
import GRDB
import RepbookCore
@testable import RepbookSQLite
import Testing

@Suite("Migrations")
struct MigrationTests {
    @Test("An empty file database is migrated, in WAL mode with foreign keys on")
    func emptyDatabase() async throws {
        let directory = try temporaryDirectory()
        let store = try SQLiteStore.open(dataDirectory: directory)
        let applied = try await store.appliedMigrations()
        #expect(applied == SchemaMigrations.migrator.migrations, "every registered migration, in order")
        #expect(applied.starts(with: [
            "v1-accounts", "v1-exercise-library", "v2-workout-log", "v3-training", "v4-analytics", "v5-body-settings", "v5-journal",
            "v5-supplements", "v5-progress-photos", "v6-history-import", "v7-history-revision", "v8-exercise-recency", "v9-open-sets",
            "v10-exercise-sessions", "v11-drop-history-revision", "v12-running-bests", "v12-recency-keys", "v13-account-security",
            "v14-set-kind-rest", "v15-set-version-idempotency", "v16-progression", "v16-coaching", "v18-session-keys",
            "v18-session-volume-index", "v19-body-measurements",
        ]), "landed migrations keep their names and order")
        #expect(try await store.journalMode() == "wal")
        #expect(try await store.foreignKeysEnabled())
        #expect(FileManager.default.fileExists(atPath: directory + "/repbook.sqlite"))
        #expect(try await store.userCount() == 0)
    }

    @Test("Opening again applies nothing twice")
    func reopen() async throws {
        let directory = try temporaryDirectory()
        let first = try await SQLiteStore.open(dataDirectory: directory).appliedMigrations()
        let again = try SQLiteStore.open(dataDirectory: directory)
        #expect(try await again.appliedMigrations() == first)
    }

    @Test("The data folder is created when missing")
    func createsFolder() async throws {
        let directory = try temporaryDirectory() + "/nested/data"
        _ = try SQLiteStore.open(dataDirectory: directory)
        #expect(FileManager.default.fileExists(atPath: directory + "/repbook.sqlite"))
    }
}
