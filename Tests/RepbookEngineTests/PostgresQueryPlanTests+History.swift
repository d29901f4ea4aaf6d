import Foundation
import Testing

/// The query plans of the workout history's reads and writes (quick log, logged sets, last sessions, the history list,
/// imports, an exercise's history): each is answered from an index, so its cost follows the page or the day, not the years
/// of history.
extension PostgresQueryPlanTests {
    static let historyQueries = [
        // PostgresExerciseHistory: last performed (in every exercise read) and whether an exercise has history.
        """
        SELECT exercise.id, (SELECT max(workout_exercise.workout_started_at) FROM workout_exercise
                             WHERE workout_exercise.exercise_id = exercise.id)
        FROM exercise WHERE user_id = 1
        """,
        """
        SELECT EXISTS (SELECT 1 FROM workout_exercise JOIN workout ON workout.id = workout_exercise.workout_id
                       WHERE workout_exercise.exercise_id = 2 AND workout.user_id = 1)
        """,
        "SELECT DISTINCT workout_id FROM workout_exercise WHERE exercise_id = 2",
        // The quick log: the day's workout, the exercise's entry in it, its sets appended after the last one, the line (the
        // room left is `LiveWorkoutChecks.requireRoom`, in `liveWorkoutQueries`).
        "SELECT id FROM workout WHERE user_id = 1 AND local_date = '2026-11-21' AND source = 'quick_log'",
        "SELECT id FROM workout_exercise WHERE workout_id = 1 AND exercise_id = 2 ORDER BY position LIMIT 1",
        """
        INSERT INTO workout_set (workout_exercise_id, position, weight, weight_unit, reps, kind, is_done, created_at)
        SELECT 3, base.first_position + step.column1, CAST(60 AS double precision), 'kg', CAST(8 AS bigint), 'normal', TRUE, now()
        FROM (SELECT coalesce(max(position) + 1, 0) AS first_position FROM workout_set WHERE workout_exercise_id = 3) AS base,
             (VALUES (0), (1)) AS step
        ORDER BY step.column1
        """,
        "SELECT EXISTS (SELECT 1 FROM workout_exercise WHERE workout_id = 1) AS holds_more",
        "DELETE FROM workout_set WHERE id IN (1, 2)",
        """
        SELECT min(workout_set.id) AS id, workout_exercise.workout_local_date AS local_date, workout_set.weight,
               workout_set.weight_unit, workout_set.reps, count(*) AS sets
        FROM workout_exercise
        JOIN workout ON workout.id = workout_exercise.workout_id AND workout.user_id = 1 AND workout.source = 'quick_log'
        JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id AND workout_set.is_done
        WHERE workout_exercise.exercise_id = 2 AND workout_exercise.workout_local_date BETWEEN '2026-10-01' AND '2026-11-21'
        GROUP BY workout_exercise.id, workout_set.weight, workout_set.weight_unit, workout_set.reps, workout_set.kind
        ORDER BY workout_exercise.workout_local_date DESC, workout_set.weight DESC NULLS LAST, workout_set.reps DESC NULLS LAST, id
        """,
        """
        SELECT workout.id AS workout_id, workout_set.workout_exercise_id, workout.local_date, workout_set.weight,
               workout_set.weight_unit, workout_set.reps, same.id AS set_id
        FROM workout_set
        JOIN workout_exercise ON workout_exercise.id = workout_set.workout_exercise_id AND workout_exercise.exercise_id = 2
        JOIN workout ON workout.id = workout_exercise.workout_id AND workout.user_id = 1 AND workout.source = 'quick_log'
        JOIN workout_set AS same ON same.workout_exercise_id = workout_set.workout_exercise_id AND same.is_done
         AND same.weight IS NOT DISTINCT FROM workout_set.weight AND same.weight_unit = workout_set.weight_unit
         AND same.reps IS NOT DISTINCT FROM workout_set.reps AND same.kind = workout_set.kind
        WHERE workout_set.id = 7 AND workout_set.is_done
        ORDER BY same.id
        """,
        // A page of an exercise's log, and each exercise's last finished day.
        """
        SELECT workout.local_date, workout_set.weight, workout_set.weight_unit, workout_set.reps, workout_set.kind
        FROM workout_exercise
        JOIN workout ON workout.id = workout_exercise.workout_id
        JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id
        WHERE workout_exercise.exercise_id = 2 AND workout.user_id = 1 AND workout_set.is_done
          AND workout_exercise.workout_local_date IN (
            SELECT DISTINCT day_entry.workout_local_date FROM workout_exercise AS day_entry
            JOIN workout AS day_workout ON day_workout.id = day_entry.workout_id AND day_workout.user_id = 1
            WHERE day_entry.exercise_id = 2 AND day_entry.workout_local_date < '2026-11-21'
              AND EXISTS (SELECT 1 FROM workout_set AS done WHERE done.workout_exercise_id = day_entry.id AND done.is_done)
            ORDER BY day_entry.workout_local_date DESC LIMIT 30)
        ORDER BY workout.local_date DESC, workout_exercise.position, workout_set.position, workout_set.id
        """,
        """
        SELECT exercise.id, workout_exercise.workout_local_date, workout_set.weight, workout_set.weight_unit, workout_set.reps,
               workout_set.kind
        FROM exercise
        JOIN workout_exercise ON workout_exercise.exercise_id = exercise.id
         AND workout_exercise.workout_local_date = (
            SELECT last.workout_local_date FROM workout_exercise AS last JOIN workout ON workout.id = last.workout_id
            WHERE last.exercise_id = exercise.id AND workout.ended_at IS NOT NULL
            ORDER BY last.workout_local_date DESC LIMIT 1)
        JOIN workout ON workout.id = workout_exercise.workout_id AND workout.user_id = 1 AND workout.ended_at IS NOT NULL
        JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id AND workout_set.is_done
        WHERE exercise.user_id = 1
        ORDER BY exercise.id, workout_exercise.workout_id, workout_exercise.position, workout_set.position
        """,
        // Last time's sets and the last sessions of some exercises.
        """
        SELECT wanted.exercise_id, entry.id, workout_set.weight, workout_set.reps
        FROM (SELECT DISTINCT unnest('{2,3}'::bigint[]) AS exercise_id) AS wanted
        CROSS JOIN LATERAL (
            SELECT workout_exercise.id, workout_exercise.workout_started_at, workout_exercise.workout_id, workout_exercise.position
            FROM workout_exercise JOIN workout ON workout.id = workout_exercise.workout_id
            WHERE workout_exercise.exercise_id = wanted.exercise_id AND workout.user_id = 1 AND workout.ended_at IS NOT NULL
              AND workout.id IS DISTINCT FROM 9
              AND EXISTS (SELECT 1 FROM workout_set WHERE workout_set.workout_exercise_id = workout_exercise.id AND workout_set.is_done)
            ORDER BY workout_exercise.workout_started_at DESC, workout_exercise.workout_id DESC, workout_exercise.position
            LIMIT 3
        ) AS entry
        JOIN workout_set ON workout_set.workout_exercise_id = entry.id AND workout_set.is_done
        ORDER BY wanted.exercise_id, entry.workout_started_at DESC, entry.workout_id DESC, entry.position, workout_set.position
        """,
        // The history list by cursor, and the identities an import checks.
        """
        SELECT workout.id FROM workout
        WHERE workout.user_id = 1 AND workout.ended_at IS NOT NULL
          AND (workout.started_at, workout.id) < (SELECT started_at, id FROM workout WHERE id = 40 AND user_id = 1)
        ORDER BY workout.started_at DESC, workout.id DESC LIMIT 20
        """,
        """
        SELECT started_at, name FROM workout
        WHERE user_id = 1 AND started_at >= '2024-01-01T00:00:00Z' AND started_at < '2024-12-31T00:00:00Z'
        """,
        "SELECT id FROM exercise WHERE user_id = 1 AND name_key = 'squat dumbbell'",
        // A bulk insert's checks: its exercises are the user's, its quick-log days are free.
        "SELECT id FROM exercise WHERE user_id = 1 AND id IN (1, 2)",
        """
        SELECT local_date FROM workout
        WHERE user_id = 1 AND source = 'quick_log' AND local_date IN ('2026-11-20', '2026-11-21')
        ORDER BY local_date LIMIT 1
        """,
    ]

    @Test("Every workout history query is answered from an index", arguments: historyQueries)
    func historyUsesIndexes(query: String) async throws {
        try await usesIndexes(query: query)
    }
}
