import Foundation
import RepbookCore

/// The exercise ids of an import inside its transaction: an existing target must be the user's; a new one is created the
/// first time a written workout uses it, unless the user has one of its name by now.
struct ImportedExerciseIDs {
    private let batch: WorkoutImportBatch
    private let userID: Int64
    private let now: Date
    private let owned: Set<Int64>
    private let connection: any SQLConnection
    private var newIDs: [Int: Int64] = [:]
    /// The exercises created.
    private(set) var created = 0

    init(batch: WorkoutImportBatch, userID: Int64, now: Date, _ connection: any SQLConnection) throws {
        self.batch = batch
        self.userID = userID
        self.now = now
        self.connection = connection
        owned = Set(try connection.all("SELECT id FROM exercise WHERE user_id = ?", [userID]) { try $0["id"] as Int64 })
    }

    /// The id `target` stands for, creating a new exercise the first time.
    mutating func id(for target: ImportedExerciseTarget) throws -> Int64 {
        switch target {
        case .existing(let id):
            guard owned.contains(id) else { throw DomainError.notFound(LocalizedText("error.no_exercise_with_id", ["exerciseID": "\(id)"])) }
            return id
        case .new(let index):
            if let id = newIDs[index] { return id }
            let draft = batch.newExercises[index]
            let id = try existing(draft) ?? insert(draft)
            newIDs[index] = id
            return id
        }
    }

    private func existing(_ draft: ExerciseDraft) throws -> Int64? {
        try connection.value("SELECT id FROM exercise WHERE user_id = ? AND name_key = ?", [userID, draft.nameKey], column: "id")
    }

    /// Inserts the new exercise; one of its name added meanwhile by another PostgreSQL server (outside the user's lock)
    /// is used.
    private mutating func insert(_ draft: ExerciseDraft) throws -> Int64 {
        let inserted: Int64? = try connection.value(
            """
            INSERT INTO exercise (user_id, name, name_key, category, kind, equipment, notes, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (user_id, name_key) DO NOTHING
            RETURNING id
            """,
            [userID, draft.name, draft.nameKey, draft.category.rawValue, draft.kind.rawValue, draft.equipment.rawValue, draft.notes, now, now],
            column: "id")
        if let inserted {
            created += 1
            return inserted
        }
        guard let id = try existing(draft) else { throw DomainError.notFound(
            LocalizedText("error.exercise_was_not_stored", ["draft": "\(draft.name)"])) }
        return id
    }
}
