import Foundation
import GRDB
import RepbookCore

/// Writes the running bests of migration `v12-running-bests` inside the caller's write transaction: an exercise's
/// sessions from a point in the running fold on are folded again by `RunningBests.after`, the one rule, starting
/// from the bests of the session just before that point. Appending today's session folds one row.
enum RunningBestsWriting {
    /// A point in an exercise's running fold: sessions are ordered by start, then workout.
    struct Position {
        let startedAt: DatabaseValue
        let workoutID: Int64

        /// Whether `a` comes before `b` in the fold (start times are stored as sortable text).
        static func precedes(_ a: Position, _ b: Position) -> Bool {
            let (x, y) = (String.fromDatabaseValue(a.startedAt) ?? "", String.fromDatabaseValue(b.startedAt) ?? "")
            return x != y ? x < y : a.workoutID < b.workoutID
        }
    }

    /// Each exercise's earliest position among the sessions matching `condition` (over `exercise_session`).
    static func earliest(where condition: String, arguments: StatementArguments, db: Database) throws -> [Int64: Position] {
        var result: [Int64: Position] = [:]
        let rows = try Row.fetchCursor(
            db, sql: "SELECT exercise_id, started_at, workout_id FROM exercise_session WHERE \(condition) ORDER BY started_at, workout_id",
            arguments: arguments)
        while let row = try rows.next() {
            let exerciseID: Int64 = row[0]
            if result[exerciseID] == nil { result[exerciseID] = Position(startedAt: row[1], workoutID: row[2]) }
        }
        return result
    }

    /// Folds again each exercise's sessions from the earlier of its two positions in `a` and `b` on.
    static func refold(from a: [Int64: Position], and b: [Int64: Position], db: Database) throws {
        for exerciseID in Set(a.keys).union(b.keys).sorted() {
            let positions = [a[exerciseID], b[exerciseID]].compactMap { $0 }
            try refold(exerciseID: exerciseID, from: positions.min(by: Position.precedes), db: db)
        }
    }

    /// Folds again the exercise's sessions at or after `from` (all of them when nil).
    static func refold(exerciseID: Int64, from: Position?, db: Database) throws {
        // `exercise_session_by_exercise` orders the sessions; the fold starts from the last one before `from`.
        var bests: RunningBests?
        if let from, let previous = try Row.fetchOne(
            db,
            sql: """
                SELECT id, started_at, workout_id, through_heaviest_kg, through_epley_kg, through_brzycki_kg, through_set_volume_kg,
                       through_session_volume_kg
                FROM exercise_session WHERE exercise_id = ? AND (started_at, workout_id) < (?, ?)
                ORDER BY started_at DESC, workout_id DESC LIMIT 1
                """,
            arguments: [exerciseID, from.startedAt, from.workoutID]) {
            bests = try RunningBestsReading.bests(row: previous, exerciseID: exerciseID, db: db)
        }
        var condition = "exercise_id = ?"
        var arguments: StatementArguments = [exerciseID]
        if let from {
            condition += " AND (started_at, workout_id) >= (?, ?)"
            arguments += [from.startedAt, from.workoutID]
        }
        try db.execute(sql: "DELETE FROM exercise_rep_record WHERE \(condition)", arguments: arguments)

        let update = try db.cachedStatement(sql: """
            UPDATE exercise_session SET through_heaviest_kg = ?, through_epley_kg = ?, through_brzycki_kg = ?, through_set_volume_kg = ?,
                through_session_volume_kg = ?
            WHERE id = ?
            """)
        let insertRecord = try db.cachedStatement(sql: """
            INSERT INTO exercise_rep_record (session_id, exercise_id, started_at, workout_id, weight_kg, reps) VALUES (?, ?, ?, ?, ?, ?)
            """)
        // Each summary's row id and start by its workout (one session per workout and exercise), so each row is
        // updated by its id.
        var rows: [Int64: (id: Int64, startedAt: DatabaseValue)] = [:]
        let cursor = try Row.fetchCursor(db, sql: "SELECT workout_id, id, started_at FROM exercise_session WHERE \(condition)", arguments: arguments)
        while let row = try cursor.next() { rows[row[0]] = (row[1], row[2]) }
        for session in try ExerciseSessionReading.summaries(where: condition, arguments: arguments, db: db) {
            let (next, newRecords) = RunningBests.after(bests, session)
            bests = next
            guard let (sessionID, startedAt) = rows[session.workoutID] else { continue }
            try update.execute(arguments: [next.heaviest, next.epley, next.brzycki, next.setVolume, next.sessionVolume, sessionID])
            for (weight, reps) in newRecords {
                try insertRecord.execute(arguments: [sessionID, exerciseID, startedAt, session.workoutID, weight, reps])
            }
        }
    }
}
