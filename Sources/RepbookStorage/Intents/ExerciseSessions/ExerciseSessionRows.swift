import Foundation
import RepbookCore

/// The rows of the session read model written in batches: `exercise_session` with its reps at each weight and loads,
/// the running figures (`through_*`) and `exercise_rep_record`. Each batch is one multi-row statement (`VALUES (…), (…)`)
/// both engines run; nullable numbers are cast, so PostgreSQL knows the type of a NULL.
enum ExerciseSessionRows {
    /// A new rep record of a session.
    struct RepRecord {
        let sessionID: Int64
        let exerciseID: Int64
        let position: FoldPosition
        let weight: Double
        let reps: Int
    }

    /// Rows per statement: under both engines' limits on bound values.
    private static let batch = 400

    /// Inserts `summaries` (each workout's user, day and start from `workout`) with their reps at each weight and loads.
    static func insert(_ summaries: [ExerciseSessionSummary], _ connection: any SQLConnection) throws {
        for start in stride(from: 0, to: summaries.count, by: batch) {
            let slice = Array(summaries[start..<min(start + batch, summaries.count)])
            var arguments: [any SQLBindable] = []
            for summary in slice {
                let figures = summary.epley
                arguments += [summary.workoutID, summary.exerciseID, summary.kind.rawValue, figures.workingSets, figures.volume]
                for best in [figures.heaviest, figures.oneRepMax, summary.brzycki, figures.bestSetVolume] {
                    arguments += [best?.value, best?.kilograms, best?.reps]
                }
                arguments += figures.repRanges.map { $0 as any SQLBindable }
            }
            let number = "CAST(? AS double precision)", count = "CAST(? AS bigint)"
            let best = [number, number, count].joined(separator: ", ")
            let row = "(\(count), \(count), ?, \(count), \(number), \(best), \(best), \(best), \(best), "
                + "\(count), \(count), \(count), \(count), \(count))"
            let rows = try connection.rows(SQL("""
                INSERT INTO exercise_session (
                    user_id, workout_id, exercise_id, local_date, started_at, exercise_kind, working_sets, volume_kg,
                    heaviest_kg, heaviest_set_kg, heaviest_reps, epley_kg, epley_set_kg, epley_reps, brzycki_kg, brzycki_set_kg, brzycki_reps,
                    best_set_volume_kg, best_set_volume_set_kg, best_set_volume_reps, reps_1_3, reps_4_6, reps_7_10, reps_11_15, reps_16_plus)
                SELECT workout.user_id, workout.id, item.column2, workout.local_date, workout.started_at, item.column3, item.column4,
                       item.column5, item.column6, item.column7, item.column8, item.column9, item.column10, item.column11, item.column12,
                       item.column13, item.column14, item.column15, item.column16, item.column17, item.column18, item.column19,
                       item.column20, item.column21, item.column22
                FROM (VALUES \(Array(repeating: row, count: slice.count).joined(separator: ", "))) AS item
                JOIN workout ON workout.id = item.column1
                RETURNING id, workout_id, exercise_id
                """), arguments)
            var ids: [String: Int64] = [:]
            for row in rows { ids["\(try row["workout_id"] as Int64)/\(try row["exercise_id"] as Int64)"] = try row["id"] }
            var reps: [(Int64, Double, Int)] = []
            var loads: [(Int64, Int, Double, Int)] = []
            for summary in slice {
                guard let id = ids["\(summary.workoutID)/\(summary.exerciseID)"] else { continue }
                reps += summary.epley.repsAtWeight.sorted { $0.key < $1.key }.map { (id, $0.key, $0.value) }
                loads += summary.loads.enumerated().map { (id, $0.offset, $0.element.kilograms, $0.element.reps) }
            }
            try insertRows("exercise_session_reps (session_id, weight_kg, reps)", width: 3, reps.map { [$0.0, $0.1, $0.2] }, connection)
            try insertRows(
                "exercise_session_load (session_id, position, added_kg, reps)", width: 4, loads.map { [$0.0, $0.1, $0.2, $0.3] }, connection)
        }
    }

    /// Writes each session's running figures.
    static func updateThroughs(_ throughs: [(Int64, RunningBests)], _ connection: any SQLConnection) throws {
        let number = "CAST(? AS double precision)"
        let row = "(CAST(? AS bigint), \(Array(repeating: number, count: 5).joined(separator: ", ")))"
        for start in stride(from: 0, to: throughs.count, by: batch) {
            let slice = throughs[start..<min(start + batch, throughs.count)]
            let arguments: [any SQLBindable] = slice.flatMap { id, bests -> [any SQLBindable] in
                [id, bests.heaviest, bests.epley, bests.brzycki, bests.setVolume, bests.sessionVolume]
            }
            try connection.execute(SQL("""
                UPDATE exercise_session SET through_heaviest_kg = item.column2, through_epley_kg = item.column3,
                    through_brzycki_kg = item.column4, through_set_volume_kg = item.column5, through_session_volume_kg = item.column6
                FROM (VALUES \(Array(repeating: row, count: slice.count).joined(separator: ", "))) AS item
                WHERE exercise_session.id = item.column1
                """), arguments)
        }
    }

    /// Inserts rep records.
    static func insert(_ records: [RepRecord], _ connection: any SQLConnection) throws {
        try insertRows(
            "exercise_rep_record (session_id, exercise_id, started_at, workout_id, weight_kg, reps)", width: 6,
            records.map { [$0.sessionID, $0.exerciseID, $0.position.startedAt, $0.position.workoutID, $0.weight, $0.reps] }, connection)
    }

    /// `INSERT INTO <table> VALUES (…), (…)` of `rows`, each `width` values, in batches.
    private static func insertRows(_ table: String, width: Int, _ rows: [[any SQLBindable]], _ connection: any SQLConnection) throws {
        let row = "(" + Array(repeating: "?", count: width).joined(separator: ", ") + ")"
        for start in stride(from: 0, to: rows.count, by: batch) {
            let slice = rows[start..<min(start + batch, rows.count)]
            try connection.execute(
                SQL("INSERT INTO \(table) VALUES \(Array(repeating: row, count: slice.count).joined(separator: ", "))"), slice.flatMap { $0 })
        }
    }
}
