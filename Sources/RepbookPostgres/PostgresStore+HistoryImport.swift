import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// The workout history import on PostgreSQL: the identities of the workouts a file's span already holds, and the
/// import itself as one transaction under the user's lock, so two imports of one file at once add each workout once.
extension PostgresStore {
    public func workoutIdentities(userID: Int64, startedIn range: Range<Date>) async throws -> Set<WorkoutIdentity> {
        try await single { connection in try await Self.workoutIdentities(userID: userID, startedIn: range, connection: connection, logger: logger) }
    }

    public func importWorkoutHistory(_ batch: WorkoutImportBatch, userID: Int64, now: Date) async throws -> WorkoutImportReport {
        for workout in batch.workouts { try workout.validate() }
        guard let range = batch.startRange else {
            return WorkoutImportReport(workoutsAdded: 0, setsAdded: 0, exercisesCreated: 0, workoutsSkipped: 0)
        }
        return try await write { connection in
            // Where SQLite's single writer serialised two imports, the user's row does: the second reads the log (each
            // statement sees what committed before it) only after the first committed.
            try await PostgresUserLock.lock(userID: userID, connection: connection, logger: logger)
            var inLog = try await Self.workoutIdentities(userID: userID, startedIn: range, connection: connection, logger: logger)
            var exercises = try await PostgresImportedExerciseIDs(batch: batch, userID: userID, now: now, connection: connection, logger: logger)
            var finished: [FinishedWorkoutDraft] = []
            var skipped = 0
            for workout in batch.workouts {
                guard inLog.insert(workout.identity).inserted else {
                    skipped += 1
                    continue
                }
                var ids: [ImportedExerciseTarget: Int64] = [:]
                for exercise in workout.exercises where ids[exercise.target] == nil {
                    ids[exercise.target] = try await exercises.id(for: exercise.target)
                }
                finished.append(try workout.finished { target in
                    guard let id = ids[target] else { throw DomainError.notFound("The exercise of line \(workout.line) was not resolved.") }
                    return id
                })
            }
            let added = try await PostgresFinishedWorkouts.insert(finished, userID: userID, createdAt: now, connection: connection, logger: logger)
            try await PostgresSessionWriting.rewrite(workoutIDs: added, connection: connection, logger: logger)
            return WorkoutImportReport(
                workoutsAdded: added.count, setsAdded: finished.reduce(0) { $0 + $1.setCount }, exercisesCreated: exercises.created,
                workoutsSkipped: skipped)
        }
    }

    /// The identities of the user's workouts started in `range`, read through the `workout(user_id, started_at)` index.
    private static func workoutIdentities(
        userID: Int64, startedIn range: Range<Date>, connection: PostgresConnection, logger: Logger
    ) async throws -> Set<WorkoutIdentity> {
        let rows = try await connection.all(
            """
            SELECT started_at, name FROM workout
            WHERE user_id = \(userID) AND started_at >= \(range.lowerBound) AND started_at < \(range.upperBound)
            """, logger: logger) { row in
            let (startedAt, name) = try row.decode((Date, String).self)
            return WorkoutIdentity(startedAt: startedAt, name: name)
        }
        return Set(rows)
    }
}

/// The exercise ids of an import inside its transaction: an existing target must be the user's; a new one is created the
/// first time a written workout uses it, unless the user has one of its name by now.
private struct PostgresImportedExerciseIDs {
    private let batch: WorkoutImportBatch
    private let userID: Int64
    private let now: Date
    private let owned: Set<Int64>
    private let connection: PostgresConnection
    private let logger: Logger
    private var newIDs: [Int: Int64] = [:]
    /// The exercises created.
    private(set) var created = 0

    init(batch: WorkoutImportBatch, userID: Int64, now: Date, connection: PostgresConnection, logger: Logger) async throws {
        self.batch = batch
        self.userID = userID
        self.now = now
        self.connection = connection
        self.logger = logger
        owned = Set(try await connection.all("SELECT id FROM exercise WHERE user_id = \(userID)", logger: logger) { try $0.decode(Int64.self) })
    }

    mutating func id(for target: ImportedExerciseTarget) async throws -> Int64 {
        switch target {
        case .existing(let id):
            guard owned.contains(id) else { throw DomainError.notFound("No exercise with id \(id).") }
            return id
        case .new(let index):
            if let id = newIDs[index] { return id }
            let draft = batch.newExercises[index]
            let found = try await existing(draft)
            let id: Int64
            if let found { id = found } else { id = try await insert(draft) }
            newIDs[index] = id
            return id
        }
    }

    private func existing(_ draft: ExerciseDraft) async throws -> Int64? {
        try await connection.first(
            "SELECT id FROM exercise WHERE user_id = \(userID) AND name_key = \(draft.nameKey)", logger: logger) { try $0.decode(Int64.self) }
    }

    /// Inserts the new exercise; one of its name added meanwhile by another server (outside the user's lock) is used.
    private mutating func insert(_ draft: ExerciseDraft) async throws -> Int64 {
        let id = try await connection.first(
            """
            INSERT INTO exercise (user_id, name, name_key, category, kind, equipment, notes, created_at, updated_at)
            VALUES (
                \(userID), \(draft.name), \(draft.nameKey), \(draft.category.rawValue), \(draft.kind.rawValue), \(draft.equipment.rawValue),
                \(draft.notes), \(now), \(now))
            ON CONFLICT (user_id, name_key) DO NOTHING
            RETURNING id
            """, logger: logger) { try $0.decode(Int64.self) }
        if let id {
            created += 1
            return id
        }
        guard let id = try await existing(draft) else { throw DomainError.notFound("The exercise \(draft.name) was not stored.") }
        return id
    }
}
