import Foundation
import GRDB
import RepbookCore
@testable import RepbookSQLite
import Testing

/// What only the SQLite store has of the journal and supplements: the migration that seeded existing users, and the query
/// plans. Their store behaviour runs on both engines in `RepbookEngineTests/JournalSupplementStoreTests`.
@Suite("Journal and supplements in SQLite: the seeding migration, query plans")
struct JournalSupplementStoreTests {
    private static func today(_ zone: String = "UTC") -> LocalDate { LocalDate(Date(), in: TimeZone(identifier: zone)!) }

    @Test("Users that existed before the migration receive the starter tags and stacks once, in their own time zones")
    func existingUsersSeededByMigration() async throws {
        let path = try temporaryDirectory() + "/repbook.sqlite"
        let old = try DatabaseQueue(path: path)
        try SchemaMigrations.migrator.migrate(old, upTo: "v5-body-settings")
        try await old.write { db in
            for (id, zone) in [(1, "Europe/Berlin"), (2, "Pacific/Kiritimati")] {
                try db.execute(
                    sql: "INSERT INTO user (id, username, username_key, password_hash, is_owner, created_at) VALUES (?, ?, ?, 'x', ?, ?)",
                    arguments: [id, "user\(id)", "user\(id)", id == 1, Date()])
                try db.execute(
                    sql:
                        "INSERT INTO user_settings (user_id, weight_unit, appearance, time_zone, default_rest_seconds) VALUES (?, 'kg', 'system', ?, "
                            + "90)",
                    arguments: [id, zone])
            }
        }
        try old.close()

        let store = try SQLiteStore.open(path: path)
        #expect(try await store.appliedMigrations().contains("v5-supplements"))
        for (id, zone) in [(Int64(1), "Europe/Berlin"), (Int64(2), "Pacific/Kiritimati")] {
            #expect(try await store.journalTags(userID: id).map(\.name) == StarterJournalTags.names)
            let supplements = try await store.supplements(userID: id)
            #expect(supplements.count == StarterSupplements.drafts.count)
            #expect(supplements.allSatisfy { $0.startDate == Self.today(zone) })
        }
        let reopened = try SQLiteStore.open(path: path)
        #expect(try await reopened.journalTags(userID: 1).count == StarterJournalTags.names.count, "opening again seeds nothing twice")
    }

    @Test("Every journal and supplement query is answered from an index")
    func queriesUseIndexes() async throws {
        let store = try SQLiteStore.inMemory()
        let queries = [
            "SELECT id, name, position, is_hidden FROM journal_tag WHERE user_id = 1 ORDER BY position, id",
            """
            SELECT d.id, d.note, t.tag_id FROM journal_day d
            LEFT JOIN journal_day_tag t ON t.user_id = d.user_id AND t.day_id = d.id
            WHERE d.user_id = 1 AND d.local_date = '2026-11-21'
            """,
            "SELECT id FROM journal_tag WHERE user_id = 1 AND id IN (1, 2)",
            "DELETE FROM journal_day_tag WHERE user_id = 1 AND day_id = 2 AND tag_id IN (3, 4)",
            "UPDATE journal_tag SET position = CASE id WHEN 1 THEN 0 WHEN 2 THEN 1 END WHERE user_id = 1 AND id IN (1, 2)",
            """
            UPDATE supplement SET position = COALESCE(
                (SELECT max(position) + 1 FROM supplement WHERE user_id = 1 AND stack = 'morning' AND id <> 2), 0)
            WHERE id = 2 AND user_id = 1
            """,
            "SELECT id FROM supplement WHERE user_id = 1 ORDER BY stack, position, id",
            "SELECT supplement_id, local_date FROM supplement_intake WHERE user_id = 1 AND local_date BETWEEN '2026-10-23' AND '2026-11-21'",
            "DELETE FROM journal_day_tag WHERE user_id = 1 AND tag_id = 3",
        ]
        for query in queries {
            let plan = try await store.writer.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + query).map { $0["detail"] as String }.joined(separator: "; ")
            }
            #expect(plan.contains("USING") && !plan.contains("SCAN"), "\(query): \(plan)")
        }
    }
}
