import Foundation
import RepbookCore

/// Inserts finished workouts with their exercises and done sets inside the caller's transaction (the demo history,
/// imports, tests' seeds): a few multi-row statements per table (`VALUES (…), (…)`, `batch` rows each) whatever the
/// number of workouts, so PostgreSQL pays few round trips and SQLite steps few statements. The caller has checked the
/// exercises are the user's and writes the session summaries after (`SessionWriting`).
public enum FinishedWorkoutRows {
    /// Rows per statement: under both engines' limits on bound values (11 per set row).
    private static let batch = 400

    /// Inserts `workouts` for the user and answers their ids, in order; a second quick-log workout on a day is a conflict
    /// naming the day.
    public static func insert(
        _ workouts: [FinishedWorkoutDraft], userID: Int64, createdAt: Date, _ connection: any SQLConnection
    ) throws -> [Int64] {
        try requireFreeQuickLogDays(workouts, userID: userID, connection)
        // Ids are handed out in the order of the rows (SQLite's AUTOINCREMENT, PostgreSQL's sequence), so the sorted ids
        // of a statement are its workouts' in order.
        var workoutIDs: [Int64] = []
        try connection.mappingUniqueViolation(to: DomainError.conflict(LocalizedText("error.there_already_quick_log_workout_on"))) {
            for rows in try insertRows(
                "workout (user_id, name, notes, source, local_date, started_at, ended_at)", returning: "id",
                workouts.map { workout -> [any SQLBindable] in
                    [userID, workout.name, workout.notes, workout.source.rawValue, workout.date, workout.startedAt, workout.endedAt]
                }, connection) {
                workoutIDs += try rows.map { try $0["id"] as Int64 }.sorted()
            }
        }
        let entries = zip(workoutIDs, workouts).flatMap { id, workout in
            workout.exercises.enumerated().map { (workoutID: id, workout: workout, position: $0.offset, exercise: $0.element) }
        }
        // The workout's start and day copied as stored, so the recency trigger has nothing to fix (see ExerciseRecencyMigration).
        var entryIDs: [String: Int64] = [:]
        for rows in try insertRows(
            "workout_exercise (workout_id, exercise_id, position, superset_group, notes, workout_started_at, workout_local_date)",
            returning: "id, workout_id, position",
            entries.map { entry -> [any SQLBindable] in
                [
                    entry.workoutID, entry.exercise.exerciseID, entry.position, entry.exercise.supersetGroup, entry.exercise.notes,
                    entry.workout.startedAt, entry.workout.date,
                ]
            },
            connection) {
            for row in rows { entryIDs["\(try row["workout_id"] as Int64)/\(try row["position"] as Int)"] = try row["id"] }
        }
        let sets = try entries.flatMap { entry in
            guard let id = entryIDs["\(entry.workoutID)/\(entry.position)"] else { throw CorruptColumn("An inserted entry answered no id.") }
            return entry.exercise.sets.enumerated().map { (entryID: id, position: $0.offset, values: $0.element) }
        }
        _ = try insertRows(
            "workout_set (workout_exercise_id, position, weight, weight_unit, reps, duration_seconds, distance_meters, kind, rpe, note, "
                + "created_at, is_done)",
            returning: nil,
            sets.map { set -> [any SQLBindable] in
                let values = set.values
                return [
                    set.entryID, set.position, values.weight?.value, (values.weight?.unit ?? .kilograms).rawValue, values.reps,
                    values.durationSeconds, values.distanceMeters, values.kind.rawValue, values.rpe, values.note, createdAt,
                ]
            }, constant: "TRUE", connection)
        return workoutIDs
    }

    /// Refuses, naming the earliest day, a quick-log workout on a day the user already has one or the batch repeats.
    private static func requireFreeQuickLogDays(_ workouts: [FinishedWorkoutDraft], userID: Int64, _ connection: any SQLConnection) throws {
        let days = workouts.filter { $0.source == .quickLog }.map(\.date)
        guard !days.isEmpty else { return }
        let taken: LocalDate? = try connection.value(SQL("""
            SELECT local_date FROM workout
            WHERE user_id = ? AND source = 'quick_log' AND local_date IN (\(SQL.placeholders(days.count)))
            ORDER BY local_date LIMIT 1
            """), [userID as any SQLBindable] + days.map { $0 as any SQLBindable }, column: "local_date")
        var seen: Set<LocalDate> = []
        let repeated = days.first { !seen.insert($0).inserted }
        if let day = [taken, repeated].compactMap({ $0 }).min() {
            throw DomainError.conflict(LocalizedText("error.quick_log.day_taken", ["day": "\(day)"]))
        }
    }

    /// `INSERT INTO <table> VALUES (…), (…) [RETURNING …]` of `rows` in batches, each row's values followed by `constant`
    /// (SQL text the same for every row) when given; answers each batch's returned rows.
    private static func insertRows(
        _ table: String, returning: String?, _ rows: [[any SQLBindable]], constant: String? = nil, _ connection: any SQLConnection
    ) throws -> [[any SQLRow]] {
        guard let width = rows.first?.count else { return [] }
        let row = "(" + Array(repeating: "?", count: width).joined(separator: ", ") + (constant.map { ", " + $0 } ?? "") + ")"
        var answers: [[any SQLRow]] = []
        for start in stride(from: 0, to: rows.count, by: batch) {
            let slice = rows[start..<min(start + batch, rows.count)]
            let values = Array(repeating: row, count: slice.count).joined(separator: ", ")
            let sql = SQL("INSERT INTO \(table) VALUES \(values)" + (returning.map { " RETURNING " + $0 } ?? ""))
            if returning == nil {
                try connection.execute(sql, slice.flatMap { $0 })
                answers.append([])
            } else {
                answers.append(try connection.rows(sql, slice.flatMap { $0 }))
            }
        }
        return answers
    }
}
