import Foundation
import Logging
import PostgresNIO
import RepbookCore

extension PostgresStore: ExerciseStore {
    public func exercises(userID: Int64, query: ExerciseQuery) async throws -> [Exercise] {
        let archived = query.includeArchived ? "" : " AND NOT is_archived"
        let order = switch query.sort {
        case .name: "is_favorite DESC, name_key"
        case .recent: "is_favorite DESC, last_performed_at DESC NULLS LAST, name_key"
        }
        let rows = try await single { connection in
            try await connection.all(
                """
                SELECT \(unescaped: PostgresRowDecoding.exerciseColumns) FROM exercise
                WHERE user_id = \(userID) AND (\(query.category?.rawValue)::text IS NULL OR category = \(query.category?.rawValue))\(unescaped: archived)
                ORDER BY \(unescaped: order)
                """, logger: logger, PostgresRowDecoding.row(PostgresRowDecoding.exercise))
        }
        // The search is Core's forgiving rule (spacing, plurals, shorthands), applied to the user's few hundred rows.
        guard !ExerciseSearch.query(query.search).isEmpty else { return rows }
        return rows.filter { ExerciseSearch.matches(name: $0.name, equipment: $0.equipment, query: query.search) }
    }

    public func exercise(id: Int64, userID: Int64) async throws -> Exercise? {
        try await single { connection in try await Self.fetchExercise(id: id, userID: userID, connection: connection, logger: logger) }
    }

    public func insertExercise(_ draft: ExerciseDraft, userID: Int64, now: Date) async throws -> Exercise {
        try await write { connection in
            try await connection.mappingUniqueViolation(to: Self.nameTaken(draft.name)) {
                try await Self.requireExercise(
                    """
                    INSERT INTO exercise (user_id, name, name_key, category, kind, equipment, notes, created_at, updated_at)
                    VALUES (
                        \(userID), \(draft.name), \(draft.nameKey), \(draft.category.rawValue), \(draft.kind.rawValue),
                        \(draft.equipment.rawValue), \(draft.notes), \(now), \(now))
                    RETURNING \(unescaped: PostgresRowDecoding.exerciseColumns)
                    """, connection: connection, logger: logger)
            }
        }
    }

    public func updateExercise(id: Int64, userID: Int64, draft: ExerciseDraft, now: Date) async throws -> Exercise {
        try await write { connection in
            // A change of kind folds the user's running bests again: the user's row is locked first, as every fold of
            // them is (one at a time, always the user before a workout or an exercise).
            try await PostgresUserLock.lock(userID: userID, connection: connection, logger: logger)
            let kind = try await connection.first(
                "SELECT kind FROM exercise WHERE id = \(id) AND user_id = \(userID)", logger: logger) { try $0.decode(String.self) }
            let exercise = try await connection.mappingUniqueViolation(to: Self.nameTaken(draft.name)) {
                try await Self.requireExercise(
                    """
                    UPDATE exercise SET
                        name = \(draft.name), name_key = \(draft.nameKey), category = \(draft.category.rawValue),
                        kind = \(draft.kind.rawValue), equipment = \(draft.equipment.rawValue), notes = \(draft.notes), updated_at = \(now)
                    WHERE id = \(id) AND user_id = \(userID)
                    RETURNING \(unescaped: PostgresRowDecoding.exerciseColumns)
                    """, id: id, connection: connection, logger: logger)
            }
            // What counts as volume and load depends on the kind: its session summaries are written again.
            if let kind, kind != draft.kind.rawValue {
                try await PostgresSessionWriting.rewrite(exerciseID: id, connection: connection, logger: logger)
            }
            return exercise
        }
    }

    public func setFavorite(id: Int64, userID: Int64, isFavorite: Bool, now: Date) async throws -> Exercise {
        try await single { connection in
            try await Self.requireExercise(
                """
                UPDATE exercise SET is_favorite = \(isFavorite), updated_at = \(now) WHERE id = \(id) AND user_id = \(userID)
                RETURNING \(unescaped: PostgresRowDecoding.exerciseColumns)
                """, id: id, connection: connection, logger: logger)
        }
    }

    public func setArchived(id: Int64, userID: Int64, isArchived: Bool, now: Date) async throws -> Exercise {
        try await single { connection in
            try await Self.requireExercise(
                """
                UPDATE exercise SET is_archived = \(isArchived), updated_at = \(now) WHERE id = \(id) AND user_id = \(userID)
                RETURNING \(unescaped: PostgresRowDecoding.exerciseColumns)
                """, id: id, connection: connection, logger: logger)
        }
    }

    public func exerciseHasHistory(id: Int64, userID: Int64) async throws -> Bool {
        try await single { connection in
            try await connection.first(
                """
                SELECT EXISTS (SELECT 1 FROM workout_exercise JOIN workout ON workout.id = workout_exercise.workout_id
                               WHERE workout_exercise.exercise_id = \(id) AND workout.user_id = \(userID))
                """, logger: logger) { try $0.decode(Bool.self) } ?? false
        }
    }

    public func deleteExercise(id: Int64, userID: Int64) async throws {
        try await write { connection in
            let name = try await connection.first(
                "SELECT name FROM exercise WHERE id = \(id) AND user_id = \(userID) FOR UPDATE", logger: logger) { try $0.decode(String.self) }
            guard let name else { throw DomainError.notFound("No exercise with id \(id).") }
            let templates = try await connection.all(
                """
                SELECT DISTINCT template.name FROM template_exercise JOIN template ON template.id = template_exercise.template_id
                WHERE template_exercise.exercise_id = \(id) ORDER BY template.name
                """, logger: logger) { try $0.decode(String.self) }
            guard templates.isEmpty else { throw ExerciseInUse.inTemplates(templates, exercise: name) }
            let logged = try await connection.first(
                "SELECT EXISTS (SELECT 1 FROM workout_exercise WHERE exercise_id = \(id))", logger: logger) { try $0.decode(Bool.self) }
            guard logged != true else { throw ExerciseInUse.inWorkouts(exercise: name) }
            let deleted = try await connection.count("DELETE FROM exercise WHERE id = \(id) AND user_id = \(userID) RETURNING id", logger: logger)
            guard deleted > 0 else { throw DomainError.notFound("No exercise with id \(id).") }
        }
    }

    public func seedLibrary(userID: Int64, library: [LibraryExercise], version: Int, now: Date) async throws -> Int {
        try await write { connection in try await Self.seed(library, version: version, userID: userID, now: now, connection: connection, logger: logger) }
    }

    /// Inserts the library exercises a user lacks, once per library version; a name the user already has is skipped.
    /// The user's row is locked first, so two servers seeding at once add each exercise once and record the version once.
    @discardableResult
    static func seed(
        _ library: [LibraryExercise], version: Int, userID: Int64, now: Date, connection: PostgresConnection, logger: Logger
    ) async throws -> Int {
        let seeded = try await connection.first(
            #"SELECT library_version FROM "user" WHERE id = \#(userID) FOR UPDATE"#, logger: logger) { try $0.decode(Int.self) } ?? 0
        guard seeded < version, !library.isEmpty else { return 0 }
        // One statement for the whole library: its columns as arrays, unnested into rows.
        let inserted = try await connection.count(
            """
            INSERT INTO exercise (user_id, name, name_key, category, kind, equipment, seed_key, created_at, updated_at)
            SELECT \(userID), item.name, item.name_key, item.category, item.kind, item.equipment, item.seed_key, \(now), \(now)
            FROM unnest(
                \(library.map(\.name))::text[], \(library.map { ExerciseName.key($0.name) })::text[], \(library.map(\.category.rawValue))::text[],
                \(library.map(\.kind.rawValue))::text[], \(library.map(\.equipment.rawValue))::text[], \(library.map(\.seedKey))::text[]
            ) WITH ORDINALITY AS item (name, name_key, category, kind, equipment, seed_key, position)
            ORDER BY item.position
            ON CONFLICT DO NOTHING
            RETURNING id
            """, logger: logger)
        try await connection.run(#"UPDATE "user" SET library_version = \#(version) WHERE id = \#(userID)"#, logger: logger)
        return inserted
    }

    private static func fetchExercise(id: Int64, userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> Exercise? {
        try await connection.first(
            "SELECT \(unescaped: PostgresRowDecoding.exerciseColumns) FROM exercise WHERE id = \(id) AND user_id = \(userID)",
            logger: logger, PostgresRowDecoding.row(PostgresRowDecoding.exercise))
    }

    /// The exercise `query` answers (a write ending in `RETURNING` its columns); not found when it answers none.
    private static func requireExercise(
        _ query: PostgresQuery, id: Int64? = nil, connection: PostgresConnection, logger: Logger
    ) async throws -> Exercise {
        guard let exercise = try await connection.first(query, logger: logger, PostgresRowDecoding.row(PostgresRowDecoding.exercise)) else {
            throw DomainError.notFound(id.map { "No exercise with id \($0)." } ?? "The exercise was not stored.")
        }
        return exercise
    }

    private static func nameTaken(_ name: String) -> DomainError {
        .conflict("An exercise named \"\(name)\" already exists.")
    }
}
