import Foundation
import RepbookCore

/// What `WorkoutFlow` needs to know after a set became done, read by seeks that do not grow with the workout's done
/// sets: every exercise with its first open set (index `workout_set_open`); for the set's own exercise, its first open
/// set, the set itself and the next open set after it (one statement); and the whole marks of a superset group it is in.
enum WorkoutOutlineRead {
    static func outline(around set: WorkoutSet, of workoutID: Int64, _ connection: any SQLConnection) throws -> WorkoutOutline {
        let rows = try connection.rows(exercises, [set.id, set.position, workoutID])
        let own = try rows.first { try $0["holds_set"] as Bool }
        let group: Int? = try own?["superset_group"]
        let grouped = try group.map { number in try rows.filter { try $0["superset_group"] as Int? == number }.count > 1 } ?? false
        return WorkoutOutline(exercises: try rows.map { row in
            let id: Int64 = try row["id"]
            let sets: [WorkoutOutline.SetMark]
            if grouped, try row["superset_group"] as Int? == group {
                sets = try connection.all(allMarks, [id]) { WorkoutOutline.SetMark(id: try $0["id"], isDone: try $0["is_done"]) }
            } else if try row["holds_set"] as Bool {
                    sets = marksAround(
                        set, firstOpen: try row["first_open"], firstOpenPosition: try row["first_open_position"],
                        nextOpen: try row["next_open"])
            } else {
                sets = try (row["first_open"] as Int64?).map { [WorkoutOutline.SetMark(id: $0, isDone: false)] } ?? []
            }
            return WorkoutOutline.Exercise(
                id: id, position: try row["position"], supersetGroup: try row["superset_group"], restSeconds: try row["rest_seconds"],
                sets: sets)
        })
    }

    /// The set's exercise as the flow sees it: its first open set when that comes before the set, the set, and the next
    /// open set after it.
    private static func marksAround(_ set: WorkoutSet, firstOpen: Int64?, firstOpenPosition: Int?, nextOpen: Int64?)
        -> [WorkoutOutline.SetMark]
    {
        var marks: [WorkoutOutline.SetMark] = []
        if let firstOpen, let firstOpenPosition, firstOpenPosition < set.position { marks.append(.init(id: firstOpen, isDone: false)) }
        marks.append(.init(id: set.id, isDone: set.isDone))
        if let nextOpen { marks.append(.init(id: nextOpen, isDone: false)) }
        return marks
    }

    private static let exercises: SQL = """
        SELECT workout_exercise.id, workout_exercise.position, workout_exercise.superset_group, workout_exercise.rest_seconds,
               (SELECT open.id FROM workout_set AS open WHERE open.workout_exercise_id = workout_exercise.id AND NOT open.is_done
                ORDER BY open.position LIMIT 1) AS first_open,
               (SELECT open.position FROM workout_set AS open WHERE open.workout_exercise_id = workout_exercise.id AND NOT open.is_done
                ORDER BY open.position LIMIT 1) AS first_open_position,
               EXISTS (SELECT 1 FROM workout_set AS own WHERE own.id = ? AND own.workout_exercise_id = workout_exercise.id) AS holds_set,
               (SELECT open.id FROM workout_set AS open WHERE open.workout_exercise_id = workout_exercise.id AND NOT open.is_done
                AND open.position > ? ORDER BY open.position LIMIT 1) AS next_open
        FROM workout_exercise WHERE workout_exercise.workout_id = ?
        ORDER BY workout_exercise.position, workout_exercise.id
        """
    private static let allMarks: SQL = "SELECT id, is_done FROM workout_set WHERE workout_exercise_id = ? ORDER BY position, id"
}
