import Foundation
import RepbookCore

/// A user's exercise library: the list the picker searches, one exercise, its edits, its delete and the starter seed.
/// (Changing an exercise's fields, which rewrites its session summaries, is `ExerciseUpdate`.)
extension SQLStore {
    public func exercises(userID: Int64, query: ExerciseQuery) async throws -> [Exercise] {
        // One of a few statement texts (the filters present and the order), each cached per SQLite connection.
        var conditions = ["user_id = ?"]
        var arguments: [any SQLBindable] = [userID]
        if !query.includeArchived { conditions.append("NOT is_archived") }
        if let category = query.category {
            conditions.append("category = ?")
            arguments.append(category.rawValue)
        }
        // PostgreSQL orders by an output column only by its bare name, so the never-performed go last by `NULLS LAST` there.
        let (sqliteOrder, postgresOrder) = switch query.sort {
        case .name: ("is_favorite DESC, name_key", "is_favorite DESC, name_key")
        case .recent: (
            "is_favorite DESC, last_performed_at IS NULL, last_performed_at DESC, name_key",
            "is_favorite DESC, last_performed_at DESC NULLS LAST, name_key")
        }
        let select = "SELECT \(ExerciseRows.columns) FROM exercise WHERE \(conditions.joined(separator: " AND ")) ORDER BY "
        let sql = SQL(sqlite: select + sqliteOrder, postgres: select + postgresOrder)
        let bound = arguments
        let rows = try await engine.readSingle { connection in try connection.all(sql, bound, columns: ExerciseRows.selected, ExerciseRows.exercise) }
        // The search is Core's forgiving rule (spacing, plurals, shorthands, any case), applied to the user's few hundred
        // rows in Swift on both engines, so SQLite's and PostgreSQL's different `LIKE` never decide what matches.
        guard !ExerciseSearch.query(query.search).isEmpty else { return rows }
        return rows.filter { ExerciseSearch.matches(name: $0.name, equipment: $0.equipment, query: query.search) }
    }

    public func exercise(id: Int64, userID: Int64) async throws -> Exercise? {
        try await engine.readSingle { connection in try ExerciseRows.fetch(id: id, userID: userID, connection) }
    }

    public func insertExercise(_ draft: ExerciseDraft, userID: Int64, now: Date) async throws -> Exercise {
        try await engine.write { connection in
            try connection.mappingUniqueViolation(to: ExerciseRows.nameTaken(draft.name)) {
                try ExerciseRows.require(ExerciseRows.insert, [
                    userID, draft.name, draft.nameKey, draft.category.rawValue, draft.kind.rawValue, draft.equipment.rawValue, draft.notes, now, now,
                ], connection)
            }
        }
    }

    public func setFavorite(id: Int64, userID: Int64, isFavorite: Bool, now: Date) async throws -> Exercise {
        try await engine.write { connection in
            try ExerciseRows.require(ExerciseRows.setFavorite, [isFavorite, now, id, userID], id: id, connection)
        }
    }

    public func setArchived(id: Int64, userID: Int64, isArchived: Bool, now: Date) async throws -> Exercise {
        try await engine.write { connection in
            try ExerciseRows.require(ExerciseRows.setArchived, [isArchived, now, id, userID], id: id, connection)
        }
    }

    public func exerciseHasHistory(id: Int64, userID: Int64) async throws -> Bool {
        try await engine.readSingle { connection in
            try connection.value(ExerciseRows.hasHistory, [id, userID], column: "has_history") ?? false
        }
    }

    public func deleteExercise(id: Int64, userID: Int64) async throws {
        try await engine.write { connection in try ExerciseRemoval.delete(id: id, userID: userID, connection) }
    }

    public func seedLibrary(userID: Int64, library: [LibraryExercise], version: Int, now: Date) async throws -> Int {
        try await engine.write { connection in try LibrarySeed.seed(library, version: version, userID: userID, now: now, connection) }
    }
}
