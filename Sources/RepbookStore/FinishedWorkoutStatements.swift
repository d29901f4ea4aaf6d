import Foundation
import GRDB
import RepbookCore

/// The prepared statements that insert a finished workout with its exercises and done sets, for bulk writes inside one
/// transaction (the demo history, imports).
struct FinishedWorkoutStatements {
    private let db: Database
    private let insertWorkout: Statement
    private let insertExercise: Statement
    private let insertSet: Statement
    /// The sets' creation time, as database text once rather than once per row.
    private let createdAt: DatabaseValue

    init(db: Database, createdAt: Date) throws {
        self.db = db
        self.createdAt = createdAt.databaseValue
        insertWorkout = try db.makeStatement(sql: """
            INSERT INTO workout (user_id, name, notes, source, local_date, started_at, ended_at) VALUES (?, ?, ?, ?, ?, ?, ?)
            """)
        insertExercise = try db.makeStatement(sql: """
            INSERT INTO workout_exercise (workout_id, exercise_id, position, superset_group, notes, workout_started_at, workout_local_date)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """)
        insertSet = try db.makeStatement(sql: """
            INSERT INTO workout_set (workout_exercise_id, position, weight, weight_unit, reps, duration_seconds, distance_meters, kind,
                                     rpe, is_done, note, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)
            """)
    }

    /// Inserts `workout` for the user (its exercises already known to be theirs); answers its id. The caller writes the
    /// session summaries of the workouts it inserted (`ExerciseSessionWriting`) before its transaction ends.
    func insert(_ workout: FinishedWorkoutDraft, userID: Int64) throws -> Int64 {
        try mappingUniqueViolation(to: .conflict("There is already a quick-log workout on \(workout.date).")) {
            try insertWorkout.execute(arguments: [
                userID, workout.name, workout.notes, workout.source.rawValue, workout.date.description, workout.startedAt, workout.endedAt,
            ])
        }
        let workoutID = db.lastInsertedRowID
        for (position, exercise) in workout.exercises.enumerated() {
            // The workout's start and day copied as stored, so the recency trigger has nothing to fix (see ExerciseRecencyMigration).
            try insertExercise.execute(arguments: [
                workoutID, exercise.exerciseID, position, exercise.supersetGroup, exercise.notes, workout.startedAt, workout.date.description,
            ])
            let workoutExerciseID = db.lastInsertedRowID
            for (setPosition, values) in exercise.sets.enumerated() {
                try insertSet.execute(arguments: [
                    workoutExerciseID, setPosition, values.weight?.value, (values.weight?.unit ?? .kilograms).rawValue, values.reps,
                    values.durationSeconds, values.distanceMeters, values.kind.rawValue, values.rpe, values.note, createdAt,
                ])
            }
        }
        return workoutID
    }
}
