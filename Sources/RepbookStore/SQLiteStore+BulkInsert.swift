import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    /// Inserts finished workouts in one transaction with prepared statements; answers the number of sets written.
    public func insertFinishedWorkouts(_ workouts: [FinishedWorkoutDraft], userID: Int64, now: Date) async throws -> Int {
        for workout in workouts { try workout.validate() }
        guard !workouts.isEmpty else { return 0 }
        // Dates become text once per value here rather than once per row inside the loop.
        let createdAt = now.databaseValue
        return try await writer.write { db in
            let owned = try Int64.fetchSet(db, sql: "SELECT id FROM exercise WHERE user_id = ?", arguments: [userID])
            for workout in workouts {
                for exercise in workout.exercises where !owned.contains(exercise.exerciseID) {
                    throw DomainError.notFound("No exercise with id \(exercise.exerciseID).")
                }
            }
            let insertWorkout = try db.makeStatement(sql: """
                INSERT INTO workout (user_id, name, notes, source, local_date, started_at, ended_at) VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
            let insertExercise = try db.makeStatement(sql: """
                INSERT INTO workout_exercise (workout_id, exercise_id, position, superset_group, notes) VALUES (?, ?, ?, ?, ?)
                """)
            let insertSet = try db.makeStatement(sql: """
                INSERT INTO workout_set (workout_exercise_id, position, weight, weight_unit, reps, duration_seconds, distance_meters, kind,
                                         rpe, is_done, note, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)
                """)
            var setCount = 0
            for workout in workouts {
                try mappingUniqueViolation(to: .conflict("There is already a quick-log workout on \(workout.date).")) {
                    try insertWorkout.execute(arguments: [
                        userID, workout.name, workout.notes, workout.source.rawValue, workout.date.description, workout.startedAt,
                        workout.endedAt,
                    ])
                }
                let workoutID = db.lastInsertedRowID
                for (position, exercise) in workout.exercises.enumerated() {
                    try insertExercise.execute(arguments: [workoutID, exercise.exerciseID, position, exercise.supersetGroup, exercise.notes])
                    let workoutExerciseID = db.lastInsertedRowID
                    for (setPosition, values) in exercise.sets.enumerated() {
                        try insertSet.execute(arguments: [
                            workoutExerciseID, setPosition, values.weight?.value, (values.weight?.unit ?? .kilograms).rawValue, values.reps,
                            values.durationSeconds, values.distanceMeters, values.kind.rawValue, values.rpe, values.note, createdAt,
                        ])
                    }
                    setCount += exercise.sets.count
                }
            }
            return setCount
        }
    }
}
