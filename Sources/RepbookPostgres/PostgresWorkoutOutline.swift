import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// What `WorkoutFlow` needs to know after a set became done, read by seeks that do not grow with the workout's done sets:
/// every exercise with its first open set (index `workout_set_open`); for the set's own exercise, its first open set,
/// the set itself and the next open set after it; and the whole marks of a superset group it is in.
enum PostgresWorkoutOutline {
    /// One exercise of the workout with its first open set, and whether it holds the set that became done.
    private struct Row {
        let id: Int64
        let position: Int
        let supersetGroup: Int?
        let restSeconds: Int?
        let firstOpen: Int64?
        let firstOpenPosition: Int?
        let holdsSet: Bool
    }

    /// The outline of the workout as the flow after `set` (just done) needs it.
    static func outline(around set: WorkoutSet, of workoutID: Int64, connection: PostgresConnection, logger: Logger) async throws -> WorkoutOutline {
        let rows = try await connection.all(PostgresHotStatements.OutlineRows(setID: set.id, workoutID: workoutID), logger: logger) { row in
            let (id, position, group, rest, firstOpen, firstOpenPosition, holdsSet) = row
            return Row(
                id: id, position: position, supersetGroup: group, restSeconds: rest, firstOpen: firstOpen, firstOpenPosition: firstOpenPosition,
                holdsSet: holdsSet ?? false)
        }
        let group = rows.first(where: \.holdsSet)?.supersetGroup
        let grouped = group.map { number in rows.filter { $0.supersetGroup == number }.count > 1 } ?? false
        var exercises: [WorkoutOutline.Exercise] = []
        for row in rows {
            let sets: [WorkoutOutline.SetMark]
            if grouped, row.supersetGroup == group {
                sets = try await allMarks(of: row.id, connection: connection, logger: logger)
            } else if row.holdsSet {
                sets = try await marksAround(set, firstOpen: row.firstOpen, firstOpenPosition: row.firstOpenPosition, entry: row.id,
                                             connection: connection, logger: logger)
            } else {
                sets = row.firstOpen.map { [WorkoutOutline.SetMark(id: $0, isDone: false)] } ?? []
            }
            exercises.append(WorkoutOutline.Exercise(
                id: row.id, position: row.position, supersetGroup: row.supersetGroup, restSeconds: row.restSeconds, sets: sets))
        }
        return WorkoutOutline(exercises: exercises)
    }

    /// The set's exercise as the flow sees it: its first open set when that comes before the set, the set, and the next
    /// open set after it.
    private static func marksAround(
        _ set: WorkoutSet, firstOpen: Int64?, firstOpenPosition: Int?, entry: Int64, connection: PostgresConnection, logger: Logger
    ) async throws -> [WorkoutOutline.SetMark] {
        var marks: [WorkoutOutline.SetMark] = []
        if let firstOpen, let firstOpenPosition, firstOpenPosition < set.position { marks.append(.init(id: firstOpen, isDone: false)) }
        marks.append(.init(id: set.id, isDone: set.isDone))
        let next = try await connection.first(PostgresHotStatements.NextOpenSet(workoutExerciseID: entry, position: set.position), logger: logger)
        if let next { marks.append(.init(id: next, isDone: false)) }
        return marks
    }

    /// Every set's done mark of one exercise, in order (for a superset group, whose rounds go by set number).
    private static func allMarks(of entry: Int64, connection: PostgresConnection, logger: Logger) async throws -> [WorkoutOutline.SetMark] {
        try await connection.all(
            "SELECT id, is_done FROM workout_set WHERE workout_exercise_id = \(entry) ORDER BY position, id", logger: logger
        ) { row in
            let (id, isDone) = try row.decode((Int64, Bool).self)
            return WorkoutOutline.SetMark(id: id, isDone: isDone)
        }
    }
}
