import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    public func workoutIdentities(userID: Int64, startedIn range: Range<Date>) async throws -> Set<WorkoutIdentity> {
        try await writer.read { db in try Self.workoutIdentities(userID: userID, startedIn: range, db: db) }
    }

    public func importWorkoutHistory(_ batch: WorkoutImportBatch, userID: Int64, now: Date) async throws -> WorkoutImportReport {
        for workout in batch.workouts { try workout.validate() }
        guard let range = batch.startRange else {
            return WorkoutImportReport(workoutsAdded: 0, setsAdded: 0, exercisesCreated: 0, workoutsSkipped: 0)
        }
        return try await writer.write { db in
            var inLog = try Self.workoutIdentities(userID: userID, startedIn: range, db: db)
            var exercises = try ImportedExerciseIDs(batch: batch, userID: userID, now: now, db: db)
            let statements = try FinishedWorkoutStatements(db: db, createdAt: now)
            var added: [Int64] = []
            var sets = 0
            var skipped = 0
            for workout in batch.workouts {
                guard inLog.insert(workout.identity).inserted else {
                    skipped += 1
                    continue
                }
                let finished = try workout.finished { try exercises.id(for: $0) }
                added.append(try statements.insert(finished, userID: userID))
                sets += finished.setCount
            }
            try ExerciseSessionWriting.rewrite(workoutIDs: added, db: db)
            return WorkoutImportReport(workoutsAdded: added.count, setsAdded: sets, exercisesCreated: exercises.created, workoutsSkipped: skipped)
        }
    }

    /// The identities of the user's workouts started in `range`, read through the `workout(user_id, started_at)` index.
    private static func workoutIdentities(userID: Int64, startedIn range: Range<Date>, db: Database) throws -> Set<WorkoutIdentity> {
        let rows = try Row.fetchCursor(
            db, sql: "SELECT started_at, name FROM workout WHERE user_id = ? AND started_at >= ? AND started_at < ?",
            arguments: [userID, range.lowerBound, range.upperBound])
        var identities: Set<WorkoutIdentity> = []
        while let row = try rows.next() {
            identities.insert(WorkoutIdentity(startedAt: row["started_at"], name: row["name"]))
        }
        return identities
    }
}

/// The exercise ids of an import inside its transaction: an existing target must be the user's; a new one is created the
/// first time a written workout uses it, unless the user has one of its name by now.
private struct ImportedExerciseIDs {
    private let batch: WorkoutImportBatch
    private let userID: Int64
    private let now: Date
    private let owned: Set<Int64>
    private let findByKey: Statement
    private let insertExercise: Statement
    private let db: Database
    private var newIDs: [Int: Int64] = [:]
    /// The exercises created.
    private(set) var created = 0

    init(batch: WorkoutImportBatch, userID: Int64, now: Date, db: Database) throws {
        self.batch = batch
        self.userID = userID
        self.now = now
        self.db = db
        owned = try Int64.fetchSet(db, sql: "SELECT id FROM exercise WHERE user_id = ?", arguments: [userID])
        findByKey = try db.makeStatement(sql: "SELECT id FROM exercise WHERE user_id = ? AND name_key = ?")
        insertExercise = try db.makeStatement(sql: """
            INSERT INTO exercise (user_id, name, name_key, category, kind, equipment, notes, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
    }

    mutating func id(for target: ImportedExerciseTarget) throws -> Int64 {
        switch target {
        case .existing(let id):
            guard owned.contains(id) else { throw DomainError.notFound("No exercise with id \(id).") }
            return id
        case .new(let index):
            if let id = newIDs[index] { return id }
            let draft = batch.newExercises[index]
            let id = try Int64.fetchOne(findByKey, arguments: [userID, draft.nameKey]) ?? insert(draft)
            newIDs[index] = id
            return id
        }
    }

    private mutating func insert(_ draft: ExerciseDraft) throws -> Int64 {
        try insertExercise.execute(arguments: [
            userID, draft.name, draft.nameKey, draft.category.rawValue, draft.kind.rawValue, draft.equipment.rawValue, draft.notes,
            now, now,
        ])
        created += 1
        return db.lastInsertedRowID
    }
}
