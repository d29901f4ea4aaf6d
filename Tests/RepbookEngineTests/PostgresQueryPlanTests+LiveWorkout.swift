import Foundation
import Testing

/// The live workout's queries (its intents, the keys of applied requests, the finish's summary) in the PostgreSQL
/// query-plan check: each answered from an index, none reading a whole table.
extension PostgresQueryPlanTests {
    static let liveWorkoutQueries = [
        "SELECT id FROM workout WHERE user_id = 1 AND ended_at IS NULL FOR NO KEY UPDATE",
        "SELECT ended_at FROM workout WHERE id = 1 AND user_id = 1 FOR NO KEY UPDATE",
        "SELECT name FROM workout WHERE user_id = 1 AND ended_at IS NULL",
        """
        SELECT (SELECT count(*) FROM workout_exercise WHERE workout_id = 1),
               (SELECT count(*) FROM workout_set JOIN workout_exercise ON workout_exercise.id = workout_set.workout_exercise_id
                WHERE workout_exercise.workout_id = 1)
        """,
        "SELECT 1 FROM exercise WHERE id = 1 AND user_id = 1",
        """
        INSERT INTO workout_exercise (workout_id, exercise_id, position, superset_group, notes, rest_seconds, target_sets,
                                      target_reps_min, target_reps_max, workout_started_at, workout_local_date, suggestion_reason)
        SELECT id, 2, (SELECT coalesce(max(position) + 1, 0) FROM workout_exercise WHERE workout_id = workout.id),
               NULL, '', NULL, NULL, NULL, NULL, started_at, local_date, NULL
        FROM workout WHERE id = 1
        """,
        """
        SELECT workout_exercise.id FROM workout_exercise JOIN workout ON workout.id = workout_exercise.workout_id
        WHERE workout_exercise.exercise_id = 1 AND workout.user_id = 1 AND workout.ended_at IS NOT NULL
          AND workout.id IS DISTINCT FROM 2
          AND EXISTS (SELECT 1 FROM workout_set WHERE workout_set.workout_exercise_id = workout_exercise.id AND workout_set.is_done)
        ORDER BY workout_exercise.workout_started_at DESC, workout_exercise.workout_id DESC, workout_exercise.position
        LIMIT 1
        """,
        "SELECT weight, reps FROM workout_set WHERE workout_exercise_id = 1 AND is_done ORDER BY position",
        """
        SELECT workout_exercise.exercise_id, exercise.kind,
               (SELECT max(position) FROM workout_set WHERE workout_exercise_id = workout_exercise.id)
        FROM workout_exercise JOIN exercise ON exercise.id = workout_exercise.exercise_id
        WHERE workout_exercise.id = 1 AND workout_exercise.workout_id = 2
        """,
        "SELECT weight, reps FROM workout_set WHERE workout_exercise_id = 1 AND position = 3",
        """
        SELECT workout_set.id, workout_set.version, exercise.kind
        FROM workout_set
        JOIN workout_exercise ON workout_exercise.id = workout_set.workout_exercise_id
        JOIN exercise ON exercise.id = workout_exercise.exercise_id
        WHERE workout_set.id = 1 AND workout_exercise.workout_id = 2
        """,
        "UPDATE workout_set SET reps = 5, version = version + 1 WHERE id = 1",
        """
        SELECT workout_exercise.id, workout_exercise.position, workout_exercise.superset_group, workout_exercise.rest_seconds,
               first_open.id, first_open.position, workout_exercise.id = (SELECT workout_exercise_id FROM workout_set WHERE id = 3)
        FROM workout_exercise
        LEFT JOIN LATERAL (
            SELECT open.id, open.position FROM workout_set AS open
            WHERE open.workout_exercise_id = workout_exercise.id AND NOT open.is_done
            ORDER BY open.position LIMIT 1
        ) AS first_open ON true
        WHERE workout_exercise.workout_id = 1
        ORDER BY workout_exercise.position, workout_exercise.id
        """,
        "SELECT id FROM workout_set WHERE workout_exercise_id = 1 AND NOT is_done AND position > 2 ORDER BY position LIMIT 1",
        "SELECT id, is_done FROM workout_set WHERE workout_exercise_id = 1 ORDER BY position, id",
        "UPDATE workout SET rest_started_at = NULL, rest_ends_at = NULL WHERE id = 1 RETURNING rest_started_at, rest_ends_at",
        """
        DELETE FROM workout_set USING workout_exercise
        WHERE workout_set.id = 1 AND workout_exercise.id = workout_set.workout_exercise_id AND workout_exercise.workout_id = 2
        RETURNING workout_set.id
        """,
        """
        DELETE FROM workout_set USING workout_exercise
        WHERE workout_exercise.id = workout_set.workout_exercise_id AND workout_exercise.workout_id = 1 AND NOT workout_set.is_done
        """,
        """
        DELETE FROM workout_exercise WHERE workout_id = 1
        AND NOT EXISTS (SELECT 1 FROM workout_set WHERE workout_set.workout_exercise_id = workout_exercise.id)
        """,
        "UPDATE workout_exercise SET position = 0, superset_group = NULL, notes = '' WHERE id = 1 AND workout_id = 2",
        "DELETE FROM workout_exercise WHERE id = 1 AND workout_id = 2 RETURNING id",
        """
        SELECT exercise.equipment FROM workout_exercise JOIN exercise ON exercise.id = workout_exercise.exercise_id
        WHERE workout_exercise.id = 1 AND workout_exercise.workout_id = 2
        """,
        """
        SELECT weight, weight_unit FROM workout_set
        WHERE workout_exercise_id = 1 AND kind <> 'warmup' AND weight IS NOT NULL AND weight > 0
        ORDER BY position LIMIT 1
        """,
        "UPDATE workout_set SET position = position + 3 WHERE workout_exercise_id = 1",
        """
        INSERT INTO applied_request (user_id, idempotency_key, request, status, body, created_at)
        VALUES (1, 'k', 'POST /', 200, '', now())
        ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING 1
        """,
        "SELECT request, status, body FROM applied_request WHERE user_id = 1 AND idempotency_key = 'k'",
        "UPDATE applied_request SET status = 201, body = '' WHERE user_id = 1 AND idempotency_key = 'k'",
        "DELETE FROM applied_request WHERE created_at < now() - interval '2 days'",
        "SELECT id, name, notes, updated_at FROM template WHERE id = 1 AND user_id = 2 FOR NO KEY UPDATE",
        """
        SELECT exercise.name, template_exercise.target_sets FROM template_exercise JOIN exercise ON exercise.id = template_exercise.exercise_id
        WHERE template_exercise.template_id = 1 ORDER BY template_exercise.position
        """,
        "DELETE FROM template_exercise WHERE template_id = 1",
        "SELECT bar_kg, plates_kg, bar_lb, plates_lb, warmup_steps FROM coaching_settings WHERE user_id = 1",
        "SELECT e1rm_formula FROM user_settings WHERE user_id = 1",
        """
        SELECT id FROM exercise_session
        WHERE exercise_id = ANY('{1,2}'::bigint[]) AND started_at < now() AND workout_id <> 3
        """,
    ]

    @Test("Every live workout query is answered from an index", arguments: liveWorkoutQueries)
    func liveWorkoutUsesIndexes(query: String) async throws {
        try await usesIndexes(query: query)
    }
}
