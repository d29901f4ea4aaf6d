import Foundation
import PostgresNIO
@testable import RepbookPostgres
import Testing

/// The PostgreSQL twin of the SQLite store's query-plan checks, for the journal, supplement and body tables: with
/// sequential scans priced out (`enable_seqscan = off`, so the planner takes an index whenever one fits, even on tiny
/// tables), no query the store runs reads a whole table.
@Suite("PostgreSQL query plans")
struct PostgresQueryPlanTests {
    static let queries = [
        "SELECT id, name, position, is_hidden FROM journal_tag WHERE user_id = 1 ORDER BY position, id",
        """
        SELECT note, ARRAY(SELECT tag_id FROM journal_day_tag WHERE user_id = journal_day.user_id AND day_id = journal_day.id)
        FROM journal_day WHERE user_id = 1 AND local_date = '2026-11-21'
        """,
        "SELECT id FROM journal_tag WHERE user_id = 1 AND id = ANY('{1,2}'::bigint[])",
        "DELETE FROM journal_day_tag WHERE user_id = 1 AND tag_id = 3",
        "SELECT id, name, dose, stack, position, start_date, retired_on FROM supplement WHERE user_id = 1 ORDER BY stack, position, id",
        "SELECT id, retired_on IS NULL FROM supplement WHERE user_id = 1 AND stack = 'morning' ORDER BY position, id",
        "SELECT supplement_id, local_date FROM supplement_intake WHERE user_id = 1 AND local_date BETWEEN '2026-10-23' AND '2026-11-21'",
        "DELETE FROM supplement_intake WHERE user_id = 1 AND supplement_id = 2 AND local_date = '2026-11-21'",
        "SELECT local_date, weight, weight_unit, body_fat_percent FROM body_weight WHERE user_id = 1 ORDER BY local_date",
        "SELECT local_date, weight FROM body_weight WHERE user_id = 1 AND local_date = '2026-11-21'",
        "SELECT id, name FROM body_measure WHERE user_id = 1 AND name_key IS NOT NULL ORDER BY name_key",
        "SELECT id FROM body_measure WHERE user_id = 1 AND site = 'waist'",
        """
        SELECT m.site, m.id, v.local_date, v.value, v.unit FROM body_measurement v JOIN body_measure m ON m.id = v.measure_id
        WHERE v.user_id = 1 AND v.local_date = '2026-11-21' ORDER BY m.id
        """,
        """
        SELECT m.site, m.id, v.local_date, v.value, v.unit FROM body_measure m
        CROSS JOIN LATERAL (
            SELECT w.local_date, w.value, w.unit FROM body_measurement w
            WHERE w.user_id = m.user_id AND w.measure_id = m.id AND w.local_date < '2026-11-21'
            ORDER BY w.local_date DESC LIMIT 3
        ) AS v
        WHERE m.user_id = 1 ORDER BY v.local_date, m.id
        """,
        """
        SELECT m.site, m.id, v.local_date, v.value, v.unit FROM body_measure m
        JOIN body_measurement v ON v.user_id = m.user_id AND v.measure_id = m.id
        WHERE m.user_id = 1 AND m.site = 'waist' ORDER BY v.local_date
        """,
        // The sign-in throttle (pg4-server).
        "SELECT key, failures, last_attempt FROM sign_in_attempt WHERE key = ANY('{account:ana,address:1}'::text[]) ORDER BY key FOR UPDATE",
        "UPDATE sign_in_attempt SET failures = failures - 1 WHERE key = 'address:1' AND failures > 0",
        "DELETE FROM sign_in_attempt WHERE key IN (SELECT key FROM sign_in_attempt WHERE last_attempt < now() FOR UPDATE SKIP LOCKED)",
    ]

    @Test("Every journal, supplement and body query is answered from an index", arguments: queries)
    func usesIndexes(query: String) async throws {
        try await TestDatabase.with(.postgres) { database in
            let store = try #require(try await database.open() as? PostgresStore)
            let plan = try await store.write { connection in
                try await connection.run("SET LOCAL enable_seqscan = off", logger: store.logger)
                return try await connection.all(PostgresQuery(unsafeSQL: "EXPLAIN " + query), logger: store.logger) { try $0.decode(String.self) }
            }.joined(separator: "\n")
            #expect(!plan.contains("Seq Scan"), "\(query)\n\(plan)")
        }
    }
}
