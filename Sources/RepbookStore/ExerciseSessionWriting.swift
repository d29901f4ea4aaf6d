import Foundation
import GRDB
import RepbookCore

/// Writes the `exercise_session` read model (migration `v10-exercise-sessions`) inside the caller's write transaction:
/// the summaries of some finished workouts are deleted and computed again from their done sets by
/// `ExerciseSessionSummary.of`, the one rule, so a summary always equals a fold of its raw sets.
enum ExerciseSessionWriting {
    /// Rewrites the summaries of the finished workouts among `workoutIDs` (an unfinished one gets none).
    static func rewrite(workoutIDs: [Int64], db: Database) throws {
        let ids = Array(Set(workoutIDs))
        for start in stride(from: 0, to: ids.count, by: 500) {
            let chunk = Array(ids[start..<min(start + 500, ids.count)])
            try rewrite(where: "workout.id IN (\(databaseQuestionMarks(count: chunk.count)))", arguments: StatementArguments(chunk), db: db)
        }
    }

    /// Rewrites the summaries of every finished workout containing the exercise (after a change of its kind).
    static func rewrite(exerciseID: Int64, db: Database) throws {
        try rewrite(workoutIDs: Int64.fetchAll(
            db, sql: "SELECT DISTINCT workout_id FROM workout_exercise WHERE exercise_id = ?", arguments: [exerciseID]), db: db)
    }

    /// Rewrites the summaries of the workouts matching `condition` (over `workout`).
    /// Then folds the running bests (`RunningBestsWriting`) again from the earliest session removed or written on.
    static func rewrite(where condition: String, arguments: StatementArguments, db: Database) throws {
        let sessions = "workout_id IN (SELECT workout.id FROM workout WHERE \(condition))"
        // The v10 backfill runs this before v12 made the running bests; v12 then folds them all itself.
        let foldsBests = try db.tableExists("exercise_rep_record")
        let removed = foldsBests ? try RunningBestsWriting.earliest(where: sessions, arguments: arguments, db: db) : [:]
        try db.execute(sql: "DELETE FROM exercise_session WHERE \(sessions)", arguments: arguments)
        let sets = try RowDecoding.performedSets(
            db, sql: AnalyticsSQL.performedSets(where: "\(condition) AND workout.ended_at IS NOT NULL AND workout_set.is_done = 1"),
            arguments: arguments)
        let insert = try db.cachedStatement(sql: """
            INSERT INTO exercise_session (
                user_id, workout_id, exercise_id, local_date, started_at, exercise_kind, working_sets, volume_kg,
                heaviest_kg, heaviest_set_kg, heaviest_reps, epley_kg, epley_set_kg, epley_reps, brzycki_kg, brzycki_set_kg, brzycki_reps,
                best_set_volume_kg, best_set_volume_set_kg, best_set_volume_reps, reps_1_3, reps_4_6, reps_7_10, reps_11_15, reps_16_plus)
            SELECT user_id, id, ?, local_date, started_at, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
            FROM workout WHERE id = ?
            """)
        let insertReps = try db.cachedStatement(sql: "INSERT INTO exercise_session_reps (session_id, weight_kg, reps) VALUES (?, ?, ?)")
        let insertLoad = try db.cachedStatement(
            sql: "INSERT INTO exercise_session_load (session_id, position, added_kg, reps) VALUES (?, ?, ?, ?)")
        for summary in ExerciseSessionSummary.sessions(of: sets) {
            let figures = summary.epley
            func best(_ best: SessionFigures.Best?) -> [(any DatabaseValueConvertible)?] { [best?.value, best?.kilograms, best?.reps] }
            var values: [(any DatabaseValueConvertible)?] = [
                summary.exerciseID, summary.kind.rawValue, figures.workingSets, figures.volume,
            ]
            values += best(figures.heaviest) + best(figures.oneRepMax) + best(summary.brzycki) + best(figures.bestSetVolume)
            values += figures.repRanges.map { $0 } as [(any DatabaseValueConvertible)?]
            values.append(summary.workoutID)
            try insert.execute(arguments: StatementArguments(values))
            let sessionID = db.lastInsertedRowID
            for (weight, reps) in figures.repsAtWeight { try insertReps.execute(arguments: [sessionID, weight, reps]) }
            for (position, load) in summary.loads.enumerated() {
                try insertLoad.execute(arguments: [sessionID, position, load.kilograms, load.reps])
            }
        }
        guard foldsBests else { return }
        let written = try RunningBestsWriting.earliest(where: sessions, arguments: arguments, db: db)
        try RunningBestsWriting.refold(from: removed, and: written, db: db)
    }

    /// Deletes the user's workout (its sessions go with it, `ON DELETE CASCADE`) and folds the running bests of its
    /// exercises again from where its sessions were; false when there is no such workout.
    static func deleteWorkout(_ workoutID: Int64, userID: Int64, db: Database) throws -> Bool {
        let removed = try RunningBestsWriting.earliest(where: "workout_id = ?", arguments: [workoutID], db: db)
        try db.execute(sql: "DELETE FROM workout WHERE id = ? AND user_id = ?", arguments: [workoutID, userID])
        guard db.changesCount > 0 else { return false }
        try RunningBestsWriting.refold(from: removed, and: [:], db: db)
        return true
    }
}
