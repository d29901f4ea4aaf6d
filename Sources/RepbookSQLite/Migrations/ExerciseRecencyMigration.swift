import GRDB

/// Migration `v8-exercise-recency`: each `workout_exercise` row carries its workout's start and calendar day
/// (`workout_started_at`, `workout_local_date`), so "when was this exercise last performed" and "its last day" are one
/// index seek per exercise instead of a walk over its whole history; and an index of finished workouts by user and day
/// in the order the streaks read them. Never edited once landed.
///
/// Triggers keep the copies right on every write path: an inserted entry gets its workout's values (a writer that
/// fills them itself, correctly, skips that update), an entry moved to another workout gets the new one's, and a change
/// of a workout's start or day reaches its entries. Nothing writes the copies otherwise.
enum ExerciseRecencyMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE workout_exercise ADD COLUMN workout_started_at DATETIME;
            ALTER TABLE workout_exercise ADD COLUMN workout_local_date TEXT;
            UPDATE workout_exercise SET (workout_started_at, workout_local_date) =
                (SELECT started_at, local_date FROM workout WHERE workout.id = workout_exercise.workout_id);
            CREATE INDEX workout_exercise_by_exercise_start ON workout_exercise(exercise_id, workout_started_at);
            CREATE INDEX workout_exercise_by_exercise_day ON workout_exercise(exercise_id, workout_local_date, workout_id);

            CREATE TRIGGER workout_exercise_recency_on_insert AFTER INSERT ON workout_exercise
            WHEN (NEW.workout_started_at, NEW.workout_local_date) IS NOT
                 (SELECT started_at, local_date FROM workout WHERE workout.id = NEW.workout_id)
            BEGIN
                UPDATE workout_exercise SET (workout_started_at, workout_local_date) =
                    (SELECT started_at, local_date FROM workout WHERE workout.id = NEW.workout_id)
                WHERE id = NEW.id;
            END;
            CREATE TRIGGER workout_exercise_recency_on_move AFTER UPDATE OF workout_id ON workout_exercise
            BEGIN
                UPDATE workout_exercise SET (workout_started_at, workout_local_date) =
                    (SELECT started_at, local_date FROM workout WHERE workout.id = NEW.workout_id)
                WHERE id = NEW.id;
            END;
            CREATE TRIGGER workout_recency_on_update AFTER UPDATE OF started_at, local_date ON workout
            BEGIN
                UPDATE workout_exercise SET workout_started_at = NEW.started_at, workout_local_date = NEW.local_date
                WHERE workout_id = NEW.id;
            END;

            CREATE INDEX workout_finished_by_user_day ON workout(user_id, local_date, started_at, id, split_id, split_day_index)
            WHERE ended_at IS NOT NULL;
            """)
    }
}
