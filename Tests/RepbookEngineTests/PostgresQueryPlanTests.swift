import Foundation
import PostgresNIO
@testable import RepbookPostgres
import Testing

/// The PostgreSQL twin of the SQLite store's query-plan checks, for the journal, supplement, body, template, split, coaching
/// and progress photo tables: with sequential scans priced out (`enable_seqscan = off`, so the planner takes an index
/// whenever one fits, even on tiny tables), no query the store runs reads a whole table.
@Suite("PostgreSQL query plans")
struct PostgresQueryPlanTests {
    static let queries = [
        "SELECT id, name, position, is_hidden FROM journal_tag WHERE user_id = 1 ORDER BY position, id",
        """
        SELECT d.id, d.note, t.tag_id FROM journal_day d
        LEFT JOIN journal_day_tag t ON t.user_id = d.user_id AND t.day_id = d.id
        WHERE d.user_id = 1 AND d.local_date = '2026-11-21'
        """,
        "SELECT id FROM journal_tag WHERE user_id = 1 AND id IN (1, 2)",
        "DELETE FROM journal_day_tag WHERE user_id = 1 AND tag_id = 3",
        "DELETE FROM journal_day_tag WHERE user_id = 1 AND day_id = 2 AND tag_id IN (3, 4)",
        "UPDATE journal_tag SET position = CASE id WHEN 1 THEN 0 WHEN 2 THEN 1 END WHERE user_id = 1 AND id IN (1, 2)",
        "SELECT COALESCE(max(position) + 1, 0) AS next_position FROM journal_tag WHERE user_id = 1",
        """
        UPDATE supplement SET position = COALESCE(
            (SELECT max(position) + 1 FROM supplement WHERE user_id = 1 AND stack = 'morning' AND id <> 2), 0)
        WHERE id = 2 AND user_id = 1
        """,
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
        """
        SELECT m.site, m.id, v.local_date, v.value, v.unit FROM body_measure m
        JOIN body_measurement v ON v.user_id = m.user_id AND v.measure_id = m.id
        WHERE m.user_id = 1 AND m.id = 4 AND m.name_key IS NOT NULL ORDER BY v.local_date
        """,
        """
        DELETE FROM body_measurement WHERE user_id = 1 AND local_date = '2026-11-21'
            AND measure_id = (SELECT m.id FROM body_measure m WHERE m.user_id = 1 AND m.site = 'waist')
        """,
        "UPDATE body_measurement SET value = 80 WHERE user_id = 1 AND measure_id = 2 AND local_date = '2026-11-21'",
        // The sign-in throttle (pg4-server).
        "SELECT key, failures, last_attempt FROM sign_in_attempt WHERE key IN ('account:ana', 'address:1') ORDER BY key FOR UPDATE",
        "UPDATE sign_in_attempt SET failures = failures - 1 WHERE key = 'address:1' AND failures > 0",
        "DELETE FROM sign_in_attempt WHERE key IN (SELECT key FROM sign_in_attempt WHERE last_attempt < now() FOR UPDATE SKIP LOCKED)",
        // Upload reservations (pg5-upload-reservations).
        "DELETE FROM upload_reservation WHERE user_id = 1 AND expires_at < now()",
        "SELECT token, bytes FROM upload_reservation WHERE user_id = 1",
        "UPDATE upload_reservation SET expires_at = now() WHERE user_id = 1 AND token = 'a'",
    ]

    /// The template, split, plan import, coaching and progress photo queries.
    static let planQueries = [
        "SELECT id, name, notes, updated_at FROM template WHERE user_id = 1 ORDER BY name_key",
        "SELECT id, name, notes, updated_at FROM template WHERE id = 2 AND user_id = 1",
        "SELECT id, name, notes, updated_at FROM template WHERE user_id = 1 AND id = ANY('{2,3}'::bigint[])",
        "SELECT \(PostgresRowDecoding.exerciseColumns) FROM exercise WHERE user_id = 1 AND id = ANY('{2,3}'::bigint[]) ORDER BY id",
        """
        SELECT template_exercise.template_id, template_exercise.exercise_id, exercise.name, exercise.kind, template_exercise.target_sets
        FROM template_exercise JOIN exercise ON exercise.id = template_exercise.exercise_id
        WHERE template_exercise.template_id = ANY('{1,2}'::bigint[])
        ORDER BY template_exercise.template_id, template_exercise.position
        """,
        "SELECT id FROM exercise WHERE user_id = 1 AND id = ANY('{1,2}'::bigint[]) FOR KEY SHARE",
        "DELETE FROM template_exercise WHERE template_id = 2",
        "SELECT name FROM template WHERE id = 2 AND user_id = 1 FOR UPDATE",
        """
        SELECT coalesce(split.custom_name, split.name) FROM split_day JOIN split ON split.id = split_day.split_id
        WHERE split_day.template_id = 2 AND split.user_id = 1 ORDER BY split.is_active DESC LIMIT 1
        """,
        "DELETE FROM template WHERE id = 2 AND user_id = 1",
        "SELECT id, name, schedule, advance, is_active, custom_name, start_date, activated_at FROM split WHERE user_id = 1 ORDER BY is_active DESC, "
            + "name_key",
        "SELECT id, name, schedule, advance, is_active, custom_name, start_date, activated_at FROM split WHERE id = 3 AND user_id = 1",
        "SELECT id, name, schedule, advance, is_active, custom_name, start_date, activated_at FROM split WHERE user_id = 1 AND is_active",
        """
        SELECT split_day.split_id, split_day.template_id, template.name FROM split_day
        LEFT JOIN template ON template.id = split_day.template_id
        WHERE split_day.split_id = ANY('{3,4}'::bigint[]) ORDER BY split_day.split_id, split_day.position
        """,
        "SELECT id FROM template WHERE user_id = 1 AND id = ANY('{1,2}'::bigint[]) FOR KEY SHARE",
        "DELETE FROM split_day WHERE split_id = 3",
        "UPDATE split SET is_active = false WHERE user_id = 1 AND is_active",
        "UPDATE split SET is_active = true WHERE id = 3 AND user_id = 1",
        "DELETE FROM split WHERE id = 3 AND user_id = 1",
        """
        SELECT split_day_index FROM workout
        WHERE split_id = 3 AND user_id = 1 AND ended_at IS NOT NULL AND started_at >= '2026-11-01T00:00:00Z' AND split_day_index IS NOT NULL
        ORDER BY started_at DESC, id DESC LIMIT 1
        """,
        "SELECT bar_kg, plates_kg, bar_lb, plates_lb, warmup_steps FROM coaching_settings WHERE user_id = 1",
        "SELECT id, local_date FROM progress_photo WHERE user_id = 1 AND angle = 'front' ORDER BY local_date DESC, id DESC",
        "SELECT id, local_date FROM progress_photo WHERE user_id = 1 ORDER BY local_date DESC, id DESC",
        "SELECT id, local_date FROM progress_photo WHERE id = 5 AND user_id = 1",
        "DELETE FROM progress_photo WHERE id = 5 AND user_id = 1",
    ]

    @Test("Every journal, supplement and body query is answered from an index", arguments: queries)
    func usesIndexes(query: String) async throws {
        try await expectIndexed(query)
    }

    @Test("Every template, split, coaching and progress photo query is answered from an index", arguments: planQueries)
    func planQueriesUseIndexes(query: String) async throws {
        try await expectIndexed(query)
    }

    /// Expects `query`'s plan, with sequential scans priced out, to hold no `Seq Scan`.
    private func expectIndexed(_ query: String) async throws {
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
