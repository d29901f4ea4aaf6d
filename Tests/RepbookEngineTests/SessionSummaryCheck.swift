import Foundation
import GRDB
import PostgresNIO
import RepbookCore
@testable import RepbookPostgres
@testable import RepbookSQLite
import Testing

/// The session summaries and running bests as stored, against Core's rules applied to the raw done sets, on either
/// engine: read with plain SQL (every column cast to text), so the check does not go through the reads it checks.
enum SessionSummaryCheck {
    /// Expects one summary per finished session with working sets, each with the working sets, volume and heaviest set
    /// that `ExerciseSessionSummary.sessions` makes of the raw sets, and each running heaviest the fold of those before.
    static func expectMatchesRawSets(_ store: any EngineStore, userID: Int64, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let raw = try await RawSQL.texts(
            """
            SELECT CAST(workout.id AS TEXT), CAST(workout_exercise.exercise_id AS TEXT), CAST(workout.local_date AS TEXT), exercise.kind,
                   CAST(workout_set.weight AS TEXT), workout_set.weight_unit, CAST(workout_set.reps AS TEXT),
                   CAST(workout_set.duration_seconds AS TEXT), CAST(workout_set.distance_meters AS TEXT), workout_set.kind,
                   CAST(workout_set.rpe AS TEXT)
            FROM workout JOIN workout_exercise ON workout_exercise.workout_id = workout.id
            JOIN exercise ON exercise.id = workout_exercise.exercise_id
            JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id
            WHERE workout.user_id = \(userID) AND workout.ended_at IS NOT NULL AND workout_set.is_done
            ORDER BY workout.started_at, workout.id, workout_exercise.position, workout_set.position
            """, on: store)
        let sets = try raw.map { row in
            let unit = try #require(WeightUnit(rawValue: row[5] ?? ""))
            return PerformedSet(
                workoutID: try #require(Int64(row[0] ?? "")), exerciseID: try #require(Int64(row[1] ?? "")),
                date: try #require(LocalDate(row[2] ?? "")), kind: try #require(ExerciseKind(rawValue: row[3] ?? "")),
                values: SetValues(
                    weight: row[4].flatMap(Double.init).map { Weight($0, unit) }, reps: row[6].flatMap(Int.init),
                    durationSeconds: row[7].flatMap(Int.init), distanceMeters: row[8].flatMap(Double.init),
                    kind: try #require(SetKind(rawValue: row[9] ?? "")), rpe: row[10].flatMap(Double.init)))
        }
        let computed = Dictionary(
            ExerciseSessionSummary.sessions(of: sets).map { ("\($0.workoutID)/\($0.exerciseID)", $0) }, uniquingKeysWith: { a, _ in a })

        let stored = try await RawSQL.texts(
            """
            SELECT CAST(workout_id AS TEXT), CAST(exercise_id AS TEXT), CAST(working_sets AS TEXT), CAST(volume_kg AS TEXT),
                   CAST(heaviest_kg AS TEXT), CAST(through_heaviest_kg AS TEXT)
            FROM exercise_session WHERE user_id = \(userID) ORDER BY exercise_id, started_at, workout_id
            """, on: store)
        #expect(Set(stored.map { "\($0[0] ?? "")/\($0[1] ?? "")" }) == Set(computed.keys), "one summary per session", sourceLocation: sourceLocation)
        #expect(stored.count == computed.count, sourceLocation: sourceLocation)
        var runningHeaviest: [String: Double] = [:]
        for row in stored {
            let key = "\(row[0] ?? "")/\(row[1] ?? "")"
            guard let summary = computed[key] else { continue }
            #expect(row[2].flatMap(Int.init) == summary.epley.workingSets, "working sets of \(key)", sourceLocation: sourceLocation)
            #expect(abs((row[3].flatMap(Double.init) ?? -1) - summary.epley.volume) < 1e-6, "volume of \(key)", sourceLocation: sourceLocation)
            #expect(row[4].flatMap(Double.init) == summary.epley.heaviest?.value, "heaviest of \(key)", sourceLocation: sourceLocation)
            let exercise = row[1] ?? ""
            if let heaviest = summary.epley.heaviest?.value { runningHeaviest[exercise] = max(runningHeaviest[exercise] ?? heaviest, heaviest) }
            #expect(row[5].flatMap(Double.init) == runningHeaviest[exercise], "running heaviest of \(key)", sourceLocation: sourceLocation)
        }
    }
}

extension RawSQL {
    /// Every row of `sql`, whose columns are all text (cast them) or NULL.
    static func texts(_ sql: String, on store: any EngineStore) async throws -> [[String?]] {
        switch store {
        case let sqlite as SQLiteStore:
            return try await sqlite.writer.read { db in
                try Row.fetchAll(db, sql: sql).map { row in row.databaseValues.map { String.fromDatabaseValue($0) } }
            }
        case let postgres as PostgresStore:
            return try await postgres.single { connection in
                try await connection.all(PostgresQuery(unsafeSQL: sql), logger: postgres.logger) { row in
                    try row.map { try $0.decode(String?.self) }
                }
            }
        default:
            throw UnknownEngineStore()
        }
    }
}
