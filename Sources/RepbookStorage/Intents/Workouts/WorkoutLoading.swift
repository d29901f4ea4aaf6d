import Foundation
import RepbookCore

/// Reads whole workouts (their exercises, named from the library, and their sets) inside the caller's transaction, so
/// an intent answers the workout as its own transaction left it: three indexed queries for any number of workouts.
public enum WorkoutLoading {
    /// The workouts `ids` (of any user: the caller has scoped the ids), in the order of `ids`; a missing id is left out.
    public static func workouts(ids: [Int64], _ connection: any SQLConnection) throws -> [Workout] {
        guard !ids.isEmpty else { return [] }
        let rows = try connection.rows(SQL("SELECT * FROM workout WHERE id IN (\(SQL.placeholders(ids.count)))"), ids)
        guard !rows.isEmpty else { return [] }
        let workoutIDs: [Int64] = try rows.map { try $0["id"] }
        let entries = try connection.rows(SQL("""
            SELECT workout_exercise.*, exercise.name AS exercise_name, exercise.kind AS exercise_kind,
                   exercise.equipment AS exercise_equipment
            FROM workout_exercise JOIN exercise ON exercise.id = workout_exercise.exercise_id
            WHERE workout_exercise.workout_id IN (\(SQL.placeholders(workoutIDs.count)))
            ORDER BY workout_exercise.workout_id, workout_exercise.position, workout_exercise.id
            """), workoutIDs)
        let entryIDs: [Int64] = try entries.map { try $0["id"] }
        var setsByEntry: [Int64: [WorkoutSet]] = [:]
        if !entryIDs.isEmpty {
            let sets = try connection.all(SQL("""
                SELECT * FROM workout_set WHERE workout_exercise_id IN (\(SQL.placeholders(entryIDs.count)))
                ORDER BY workout_exercise_id, position, id
                """), entryIDs) { row in (try row["workout_exercise_id"] as Int64, try TrainingRows.workoutSet(row)) }
            for (entryID, set) in sets { setsByEntry[entryID, default: []].append(set) }
        }
        var entriesByWorkout: [Int64: [WorkoutExercise]] = [:]
        for entry in entries {
            let id: Int64 = try entry["id"]
            entriesByWorkout[try entry["workout_id"], default: []].append(try TrainingRows.workoutExercise(entry, sets: setsByEntry[id] ?? []))
        }
        var byID: [Int64: Workout] = [:]
        for row in rows {
            let id: Int64 = try row["id"]
            byID[id] = try TrainingRows.workout(row, exercises: entriesByWorkout[id] ?? [])
        }
        return ids.compactMap { byID[$0] }
    }

    /// The user's workout `id`, or nil when there is none (or it is another user's).
    public static func workout(id: Int64, userID: Int64, _ connection: any SQLConnection) throws -> Workout? {
        guard let owned: Int64 = try connection.value("SELECT id FROM workout WHERE id = ? AND user_id = ?", [id, userID], column: "id")
        else { return nil }
        return try workouts(ids: [owned], connection).first
    }

    /// The user's workout, read inside the intent's transaction; not found otherwise.
    public static func requireWorkout(_ workoutID: Int64, userID: Int64, _ connection: any SQLConnection) throws -> Workout {
        guard let workout = try workout(id: workoutID, userID: userID, connection) else {
            throw DomainError.notFound(LocalizedText("error.no_workout_with_id", ["id": "\(workoutID)"]))
        }
        return workout
    }
}
