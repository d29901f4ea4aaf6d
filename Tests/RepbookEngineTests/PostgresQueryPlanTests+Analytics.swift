import Foundation
import PostgresNIO
@testable import RepbookPostgres
import Testing

/// The plans of the analytics reads (`AnalyticsStore`, `TagEffectStore`): built from the store's own SQL fragments with
/// sample values, each is answered by index ranges: no `Seq Scan`, and no index read without an `Index Cond` (a walk of a
/// whole index grows with the history as a table scan does).
extension PostgresQueryPlanTests {
    static let analyticsQueries = [
        """
        SELECT workout.id, workout.name, workout.local_date, workout.started_at, workout.ended_at,
               CASE WHEN workout.split_id IS NOT NULL THEN template.name END, totals.working_sets, totals.volume
        FROM workout
        LEFT JOIN template ON template.id = workout.template_id
        CROSS JOIN LATERAL (
            SELECT count(*) FILTER (WHERE \(PostgresAnalyticsSQL.isWorking)) AS working_sets,
                   COALESCE(sum(\(PostgresAnalyticsSQL.workingVolume)), 0)::float8 AS volume
            FROM workout_exercise
            JOIN exercise ON exercise.id = workout_exercise.exercise_id
            JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id
            WHERE workout_exercise.workout_id = workout.id
        ) AS totals
        WHERE workout.user_id = 1 AND workout.local_date BETWEEN '2026-11-01' AND '2026-11-30' AND workout.ended_at IS NOT NULL
        ORDER BY workout.local_date, workout.started_at, workout.id
        """,
        """
        SELECT local_date, split_id, split_day_index FROM workout
        WHERE user_id = 1 AND ended_at IS NOT NULL ORDER BY local_date, started_at, id
        """,
        """
        \(PostgresAnalyticsSQL.performedSetsSelect)
        WHERE workout_exercise.exercise_id = ANY('{1,2}'::bigint[])
          AND workout.user_id = 1 AND workout.ended_at IS NOT NULL AND workout_set.is_done
        \(PostgresAnalyticsSQL.performedSetsOrder)
        """,
        """
        \(PostgresAnalyticsSQL.performedSetsSelect)
        WHERE workout_exercise.exercise_id = 1 AND workout_exercise.workout_local_date BETWEEN '2026-10-01' AND '2026-11-30'
          AND workout.user_id = 1 AND workout.ended_at IS NOT NULL AND workout_set.is_done
        \(PostgresAnalyticsSQL.performedSetsOrder)
        """,
        "SELECT id, name FROM exercise WHERE user_id = 1 AND id = ANY('{1,2}'::bigint[])",
        """
        SELECT exercise.category, count(*) FROM workout
        JOIN workout_exercise ON workout_exercise.workout_id = workout.id
        JOIN exercise ON exercise.id = workout_exercise.exercise_id
        JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id
        WHERE workout.user_id = 1 AND workout.local_date BETWEEN '2026-11-01' AND '2026-11-30'
          AND workout.ended_at IS NOT NULL AND \(PostgresAnalyticsSQL.isWorking)
        GROUP BY exercise.category
        """,
        """
        SELECT workout.local_date, (SELECT COALESCE(sum(volume_kg), 0)::float8 FROM exercise_session WHERE workout_id = workout.id)
        FROM workout
        WHERE workout.user_id = 1 AND workout.local_date BETWEEN '2025-11-21' AND '2026-11-20' AND workout.ended_at IS NOT NULL
        ORDER BY workout.local_date, workout.started_at, workout.id
        """,
        """
        SELECT \(PostgresSessionSummaryQuery.columns) FROM exercise_session s
        WHERE s.exercise_id = ANY('{1,2}'::bigint[]) AND s.user_id = 1 AND s.local_date < '2026-11-01'
        ORDER BY \(PostgresSessionSummaryQuery.order)
        """,
        """
        SELECT \(PostgresSessionSummaryQuery.columns) FROM exercise_session s
        WHERE s.exercise_id = ANY('{1,2}'::bigint[]) AND s.user_id = 1
        ORDER BY \(PostgresSessionSummaryQuery.order)
        """,
        """
        SELECT \(PostgresSessionSummaryQuery.columns) FROM exercise_session s
        WHERE s.user_id = 1 AND s.local_date BETWEEN '2026-10-22' AND '2026-11-20'
        ORDER BY \(PostgresSessionSummaryQuery.order)
        """,
        """
        SELECT \(PostgresSessionSummaryQuery.columns) FROM exercise_session s
        WHERE s.exercise_id = ANY('{1,2}'::bigint[]) AND s.user_id = 1 AND s.started_at < '2026-11-20T18:00:00Z'
          AND s.workout_id <> 7
        ORDER BY \(PostgresSessionSummaryQuery.order)
        """,
        """
        SELECT \(PostgresRunningBestsReading.columns)
        FROM unnest('{1,2}'::bigint[]) AS wanted (exercise_id)
        CROSS JOIN LATERAL (
            SELECT s.started_at, s.workout_id, \(PostgresRunningBestsReading.throughColumns) FROM exercise_session s
            WHERE s.exercise_id = wanted.exercise_id AND s.user_id = 1 AND s.local_date < '2026-10-22'
            ORDER BY s.started_at DESC, s.workout_id DESC LIMIT 1
        ) AS last
        \(PostgresRunningBestsReading.recordsJoin)
        """,
        """
        SELECT \(PostgresRunningBestsReading.columns)
        FROM unnest('{1,2}'::bigint[]) AS wanted (exercise_id)
        CROSS JOIN LATERAL (
            SELECT s.started_at, s.workout_id, \(PostgresRunningBestsReading.throughColumns) FROM exercise_session s
            WHERE s.exercise_id = wanted.exercise_id AND s.user_id = 1 AND s.started_at < '2026-11-20T18:00:00Z'
            ORDER BY s.started_at DESC, s.workout_id DESC LIMIT 1
        ) AS last
        \(PostgresRunningBestsReading.recordsJoin)
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
