import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    /// The column list of an exercise; `last_performed_at` is derived from the workout log.
    private static let exerciseColumns = "exercise.*, \(ExerciseHistorySQL.lastPerformedAt) AS last_performed_at"

    public func exercises(userID: Int64, query: ExerciseQuery) async throws -> [Exercise] {
        var conditions = ["user_id = :user"]
        var arguments: [String: (any DatabaseValueConvertible)?] = ["user": userID]
        if !query.includeArchived { conditions.append("is_archived = 0") }
        if let category = query.category {
            conditions.append("category = :category")
            arguments["category"] = category.rawValue
        }
        // The search is Core's forgiving rule (spacing, plurals, shorthands), applied to the user's few hundred rows.
        let search = query.search
        let order = switch query.sort {
        case .name: "is_favorite DESC, name_key"
        case .recent: "is_favorite DESC, last_performed_at IS NULL, last_performed_at DESC, name_key"
        }
        // One of a few SQL texts (the filters present and the order), so cached per connection.
        let sql = "SELECT \(Self.exerciseColumns) FROM exercise WHERE \(conditions.joined(separator: " AND ")) ORDER BY \(order)"
        let statementArguments = StatementArguments(arguments)
        let rows = try await writer.read { db in
            try Row.decodeAll(db, sql: sql, arguments: statementArguments, cached: true, RowDecoding.exercise)
        }
        guard !ExerciseSearch.query(search).isEmpty else { return rows }
        return rows.filter { ExerciseSearch.matches(name: $0.name, equipment: $0.equipment, query: search) }
    }

    public func exercise(id: Int64, userID: Int64) async throws -> Exercise? {
        try await writer.read { db in try Self.fetchExercise(id: id, userID: userID, db: db) }
    }

    public func insertExercise(_ draft: ExerciseDraft, userID: Int64, now: Date) async throws -> Exercise {
        try await writer.write { db in
            try mappingUniqueViolation(to: Self.nameTaken(draft.name)) {
                try db.execute(
                    sql: """
                        INSERT INTO exercise (user_id, name, name_key, category, kind, equipment, notes, created_at, updated_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        userID, draft.name, draft.nameKey, draft.category.rawValue, draft.kind.rawValue,
                        draft.equipment.rawValue, draft.notes, now, now,
                    ])
            }
            return try Self.requireExercise(id: db.lastInsertedRowID, userID: userID, db: db)
        }
    }

    public func updateExercise(id: Int64, userID: Int64, draft: ExerciseDraft, now: Date) async throws -> Exercise {
        try await writer.write { db in
            let kind = try String.fetchOne(db, sql: "SELECT kind FROM exercise WHERE id = ? AND user_id = ?", arguments: [id, userID])
            try mappingUniqueViolation(to: Self.nameTaken(draft.name)) {
                try db.execute(
                    sql: """
                        UPDATE exercise SET name = ?, name_key = ?, category = ?, kind = ?, equipment = ?, notes = ?, updated_at = ?
                        WHERE id = ? AND user_id = ?
                        """,
                    arguments: [
                        draft.name, draft.nameKey, draft.category.rawValue, draft.kind.rawValue, draft.equipment.rawValue,
                        draft.notes, now, id, userID,
                    ])
            }
            // What counts as volume and load depends on the kind: its session summaries are written again.
            if let kind, kind != draft.kind.rawValue { try ExerciseSessionWriting.rewrite(exerciseID: id, db: db) }
            return try Self.requireExercise(id: id, userID: userID, db: db)
        }
    }

    public func setFavorite(id: Int64, userID: Int64, isFavorite: Bool, now: Date) async throws -> Exercise {
        try await setFlag("is_favorite", to: isFavorite, id: id, userID: userID, now: now)
    }

    public func setArchived(id: Int64, userID: Int64, isArchived: Bool, now: Date) async throws -> Exercise {
        try await setFlag("is_archived", to: isArchived, id: id, userID: userID, now: now)
    }

    public func exerciseHasHistory(id: Int64, userID: Int64) async throws -> Bool {
        try await writer.read { db in
            try Bool.fetchOne(db, sql: ExerciseHistorySQL.hasHistory, arguments: ["id": id, "user": userID]) ?? false
        }
    }

    public func deleteExercise(id: Int64, userID: Int64) async throws {
        try await writer.write { db in
            let name = try String.fetchOne(db, sql: "SELECT name FROM exercise WHERE id = ? AND user_id = ?", arguments: [id, userID])
            guard let name else { throw DomainError.notFound("No exercise with id \(id).") }
            let templates = try String.fetchAll(db, sql: """
                SELECT DISTINCT template.name FROM template_exercise JOIN template ON template.id = template_exercise.template_id
                WHERE template_exercise.exercise_id = ? ORDER BY template.name
                """, arguments: [id])
            guard templates.isEmpty else { throw ExerciseInUse.inTemplates(templates, exercise: name) }
            guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM workout_exercise WHERE exercise_id = ?)", arguments: [id]) == false else {
                throw ExerciseInUse.inWorkouts(exercise: name)
            }
            try db.execute(sql: "DELETE FROM exercise WHERE id = ? AND user_id = ?", arguments: [id, userID])
            guard db.changesCount > 0 else { throw DomainError.notFound("No exercise with id \(id).") }
        }
    }

    public func seedLibrary(userID: Int64, library: [LibraryExercise], version: Int, now: Date) async throws -> Int {
        try await writer.write { db in try Self.seed(library, version: version, userID: userID, now: now, db: db) }
    }

    /// Inserts the library exercises a user lacks, once per library version; a name the user already has is skipped.
    @discardableResult
    static func seed(_ library: [LibraryExercise], version: Int, userID: Int64, now: Date, db: Database) throws -> Int {
        let seeded = try Int.fetchOne(db, sql: "SELECT library_version FROM user WHERE id = ?", arguments: [userID]) ?? 0
        guard seeded < version else { return 0 }
        let statement = try db.cachedStatement(sql: """
            INSERT INTO exercise (user_id, name, name_key, category, kind, equipment, seed_key, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT DO NOTHING
            """)
        var inserted = 0
        for item in library {
            try statement.execute(arguments: [
                userID, item.name, ExerciseName.key(item.name), item.category.rawValue, item.kind.rawValue,
                item.equipment.rawValue, item.seedKey, now, now,
            ])
            inserted += db.changesCount
        }
        try db.execute(sql: "UPDATE user SET library_version = ? WHERE id = ?", arguments: [version, userID])
        return inserted
    }

    private func setFlag(_ column: String, to value: Bool, id: Int64, userID: Int64, now: Date) async throws -> Exercise {
        try await writer.write { db in
            try db.execute(
                sql: "UPDATE exercise SET \(column) = ?, updated_at = ? WHERE id = ? AND user_id = ?",
                arguments: [value, now, id, userID])
            return try Self.requireExercise(id: id, userID: userID, db: db)
        }
    }

    private static func fetchExercise(id: Int64, userID: Int64, db: Database) throws -> Exercise? {
        try Row.fetchOne(
            db, cached: "SELECT \(exerciseColumns) FROM exercise WHERE id = ? AND user_id = ?", arguments: [id, userID]
        ).map(RowDecoding.exercise)
    }

    private static func requireExercise(id: Int64, userID: Int64, db: Database) throws -> Exercise {
        guard let exercise = try fetchExercise(id: id, userID: userID, db: db) else {
            throw DomainError.notFound("No exercise with id \(id).")
        }
        return exercise
    }

    private static func nameTaken(_ name: String) -> DomainError {
        .conflict("An exercise named \"\(name)\" already exists.")
    }
}
