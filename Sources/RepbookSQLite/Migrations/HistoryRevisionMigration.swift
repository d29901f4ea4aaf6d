import GRDB

/// Migration `v7-history-revision`: `user.history_revision`, a counter SQLite itself bumps (by triggers, so every write
/// path counts, the CLI's included) whenever the user's finished training older than the last 25 days changes, or any
/// body weight, or an exercise's kind. Caches of figures derived from older history (the dashboard's record bests before
/// its 30-day window) stay valid while it stands. Changes to the last 25 days never bump it: they are inside that window,
/// which begins at most 29 days back in any time zone. Never edited once landed.
///
/// Inserts count per workout, not per row: a new finished workout bumps once however many sets it brings (an import of
/// ten years pays 2,000 bumps, not 100,000). Exercises and sets added to a finished workout that already exists come
/// only from the quick log, which then touches its workout's `ended_at`, so the workout's trigger counts them. Updates
/// and deletes of entries and sets count per row (they never come in bulk for finished workouts).
enum HistoryRevisionMigration {
    /// Whether a workout day is old enough for a change to it to bump the revision.
    private static func isOld(_ date: String) -> String { "\(date) < date('now', '-25 days')" }

    private static func bump(_ user: String) -> String {
        "UPDATE user SET history_revision = history_revision + 1 WHERE id = \(user);"
    }

    /// The user of a finished, old workout holding a workout exercise.
    private static func userOfExercise(_ workoutExerciseID: String) -> String {
        """
        (SELECT workout.user_id FROM workout_exercise JOIN workout ON workout.id = workout_exercise.workout_id
         WHERE workout_exercise.id = \(workoutExerciseID) AND workout.ended_at IS NOT NULL AND \(isOld("workout.local_date")))
        """
    }

    /// The user of a finished, old workout.
    private static func userOfWorkout(_ workoutID: String) -> String {
        "(SELECT user_id FROM workout WHERE id = \(workoutID) AND ended_at IS NOT NULL AND \(isOld("local_date")))"
    }

    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE user ADD COLUMN history_revision INTEGER NOT NULL DEFAULT 0 CHECK (history_revision >= 0);

            CREATE TRIGGER history_revision_workout_insert AFTER INSERT ON workout
            WHEN NEW.ended_at IS NOT NULL AND \(isOld("NEW.local_date"))
            BEGIN \(bump("NEW.user_id")) END;

            CREATE TRIGGER history_revision_workout_delete AFTER DELETE ON workout
            WHEN OLD.ended_at IS NOT NULL AND \(isOld("OLD.local_date"))
            BEGIN \(bump("OLD.user_id")) END;

            CREATE TRIGGER history_revision_workout_update AFTER UPDATE OF user_id, local_date, started_at, ended_at ON workout
            WHEN (OLD.ended_at IS NOT NULL AND \(isOld("OLD.local_date"))) OR (NEW.ended_at IS NOT NULL AND \(isOld("NEW.local_date")))
            BEGIN \(bump("OLD.user_id")) \(bump("NEW.user_id")) END;

            CREATE TRIGGER history_revision_exercise_entry_delete AFTER DELETE ON workout_exercise
            BEGIN \(bump(userOfWorkout("OLD.workout_id"))) END;

            CREATE TRIGGER history_revision_exercise_entry_update AFTER UPDATE OF workout_id, exercise_id, position ON workout_exercise
            BEGIN \(bump(userOfWorkout("OLD.workout_id"))) \(bump(userOfWorkout("NEW.workout_id"))) END;

            CREATE TRIGGER history_revision_set_delete AFTER DELETE ON workout_set
            BEGIN \(bump(userOfExercise("OLD.workout_exercise_id"))) END;

            CREATE TRIGGER history_revision_set_update AFTER UPDATE ON workout_set
            BEGIN \(bump(userOfExercise("OLD.workout_exercise_id"))) \(bump(userOfExercise("NEW.workout_exercise_id"))) END;

            CREATE TRIGGER history_revision_body_weight_insert AFTER INSERT ON body_weight BEGIN \(bump("NEW.user_id")) END;
            CREATE TRIGGER history_revision_body_weight_delete AFTER DELETE ON body_weight BEGIN \(bump("OLD.user_id")) END;
            CREATE TRIGGER history_revision_body_weight_update AFTER UPDATE ON body_weight
            BEGIN \(bump("OLD.user_id")) \(bump("NEW.user_id")) END;

            CREATE TRIGGER history_revision_exercise_kind AFTER UPDATE OF kind ON exercise BEGIN \(bump("NEW.user_id")) END;
            """)
    }
}
