import Foundation
import PostgresNIO
@testable import RepbookPostgres
@testable import RepbookStorage
import Testing

/// The plans of the analytics reads (`AnalyticsStore`, `TagEffectStore`): built from the shared statements with sample
/// values, each is answered by index ranges: no `Seq Scan`, and no index read without an `Index Cond` (a walk of a
/// whole index grows with the history as a table scan does).
extension PostgresQueryPlanTests {
    static let analyticsQueries = [
        filled(AnalyticsReads.workoutDigests, "1", "'2026-11-01'", "'2026-11-30'"),
        filled(AnalyticsReads.trainedDays, "1"),
        PerformedSetRows.statement(where: "workout_exercise.exercise_id IN (1, 2) AND workout.user_id = 1").postgres,
        PerformedSetRows.statement(where: """
            workout_exercise.exercise_id = 1 AND workout_exercise.workout_local_date BETWEEN '2026-10-01' AND '2026-11-30'
            AND workout.user_id = 1
            """).postgres,
        PerformedSetRows.statement(where: "workout.id IN (1, 2)").postgres,
        "SELECT id, name FROM exercise WHERE user_id = 1 AND id IN (1, 2)",
        filled(AnalyticsReads.workingSetsByCategory, "1", "'2026-11-01'", "'2026-11-30'"),
        filled(AnalyticsReads.workoutVolumes, "1", "'2025-11-21'", "'2026-11-20'"),
    ] + sessionSummaryQueries([
        "exercise_id IN (1, 2) AND user_id = 1 AND local_date < '2026-11-01'",
        "exercise_id IN (1, 2) AND user_id = 1",
        "user_id = 1 AND local_date BETWEEN '2026-10-22' AND '2026-11-20'",
        "exercise_id IN (1, 2) AND user_id = 1 AND started_at < '2026-11-20T18:00:00Z' AND workout_id <> 7",
    ]) + [
        filled(RunningBestsReads.last(where: "user_id = 1 AND local_date < '2026-10-22'", exercises: 2), "1", "2"),
        filled(RunningBestsReads.last(where: "user_id = 1 AND started_at < '2026-11-20T18:00:00Z'", exercises: 2), "1", "2"),
        filled(RunningBestsReads.repRecords(sessions: 2), "1", "'2026-11-20T18:00:00Z'", "7", "2", "'2026-11-19T18:00:00Z'", "6"),
        """
        SELECT weight_kg, max(reps) AS reps FROM exercise_rep_record
        WHERE exercise_id = 1 AND (started_at, workout_id) <= ('2026-11-20T18:00:00Z', 7) GROUP BY weight_kg
        """,
        """
        SELECT exercise_id, local_date, epley_kg AS one_rep_max_kg, volume_kg FROM exercise_session
        WHERE user_id = 1 AND local_date >= '2025-09-25' ORDER BY local_date, started_at
        """,
        "SELECT id, name FROM journal_tag WHERE user_id = 1 AND NOT is_hidden ORDER BY position, id",
        """
        SELECT t.tag_id, d.local_date FROM journal_day d
        JOIN journal_day_tag t ON t.user_id = d.user_id AND t.day_id = d.id
        WHERE d.user_id = 1 AND d.local_date >= '2025-11-20'
        """,
    ]

    /// The three statements of each session-summary read (`SessionSummaryReads`) selecting sessions by `conditions`.
    static func sessionSummaryQueries(_ conditions: [String]) -> [String] {
        conditions.flatMap { condition in
            let statements = SessionSummaryReads.statements(where: condition, byExercise: true)
            return [statements.reps.postgres, statements.loads.postgres, statements.rows.postgres]
        }
    }

    /// `sql`'s PostgreSQL text with `$1`, `$2`, … replaced by `values`.
    static func filled(_ sql: SQL, _ values: String...) -> String {
        var text = sql.postgres
        for (index, value) in values.enumerated().reversed() { text = text.replacingOccurrences(of: "$\(index + 1)", with: value) }
        return text
    }

    @Test("Every analytics read is answered from index ranges", arguments: analyticsQueries)
    func analyticsUseIndexRanges(query: String) async throws {
        try await TestDatabase.with(.postgres) { database in
            let store = try #require(try await database.open() as? PostgresStore)
            let plan = try await store.write { connection in
                try await connection.run("SET LOCAL enable_seqscan = off", logger: store.logger)
                return try await connection.all(PostgresQuery(unsafeSQL: "EXPLAIN " + query), logger: store.logger) { try $0.decode(String.self) }
            }
            #expect(!plan.joined().contains("Seq Scan"), "\(query)\n\(plan.joined(separator: "\n"))")
            #expect(Self.indexReadsWithoutCondition(plan).isEmpty, "\(query)\n\(plan.joined(separator: "\n"))")
        }
    }

    @Test("The check sees an index walked whole and not one read by range")
    func detectsWholeIndexWalks() {
        let walked = [
            "Index Scan using exercise_session_by_exercise on exercise_session s  (cost=0.15..60.20 rows=1 width=8)",
            "  Filter: (volume_kg > '0'::double precision)",
            "->  Index Only Scan using journal_day_by_user_date on journal_day  (cost=0.15..4.17 rows=1 width=4)",
            "      Index Cond: (user_id = 1)",
        ]
        #expect(Self.indexReadsWithoutCondition(walked) == [walked[0]])
    }

    /// The plan lines of index reads (`Index Scan`, `Index Only Scan`, `Bitmap Index Scan`) that have no `Index Cond`
    /// among their own detail lines: the whole index is walked.
    static func indexReadsWithoutCondition(_ plan: [String]) -> [String] {
        var found: [String] = []
        for (number, line) in plan.enumerated() where line.contains("Index Scan") || line.contains("Index Only Scan") {
            let details = plan[(number + 1)...].prefix { !$0.contains("->") }
            if !details.contains(where: { $0.contains("Index Cond:") }) { found.append(line) }
        }
        return found
    }
}
