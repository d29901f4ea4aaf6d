import Foundation

/// The exercise library of one user: list, create, edit, favourite, archive, delete.
public struct ExerciseService: Sendable {
    private let store: any ExerciseStore
    private let now: Clock

    public init(store: any ExerciseStore, now: @escaping Clock) {
        self.store = store
        self.now = now
    }

    /// The user's exercises for a query; its search also finds starter exercises by their names and aliases in `names`'
    /// language (filtered here, in Core, as the store filters by the stored names alone).
    public func list(for user: User, query: ExerciseQuery, names: ExerciseNames = .none) async throws -> [Exercise] {
        var unsearched = query
        unsearched.search = ""
        let all = try await store.exercises(userID: user.id, query: unsearched)
        guard !ExerciseSearch.query(query.search).isEmpty else { return all }
        return all.filter { ExerciseSearch.matches(name: $0.name, equipment: $0.equipment, query: query.search, names: names) }
    }

    /// One exercise, or not found (also for another user's id).
    public func exercise(_ id: Int64, of user: User) async throws -> Exercise {
        guard let exercise = try await store.exercise(id: id, userID: user.id) else { throw Self.notFound(id) }
        return exercise
    }

    /// Creates an exercise from raw input.
    public func create(for user: User, input: ExerciseInput) async throws -> Exercise {
        try await store.insertExercise(try input.draft(), userID: user.id, now: now())
    }

    /// Applies the fields present in `input` to an exercise.
    public func update(_ id: Int64, of user: User, input: ExerciseInput) async throws -> Exercise {
        let existing = try await exercise(id, of: user)
        return try await store.updateExercise(id: id, userID: user.id, draft: try input.draft(updating: existing), now: now())
    }

    /// Marks or unmarks a favourite.
    public func setFavorite(_ id: Int64, of user: User, _ isFavorite: Bool) async throws -> Exercise {
        try await store.setFavorite(id: id, userID: user.id, isFavorite: isFavorite, now: now())
    }

    /// Archives (hides) or unarchives an exercise.
    public func setArchived(_ id: Int64, of user: User, _ isArchived: Bool) async throws -> Exercise {
        try await store.setArchived(id: id, userID: user.id, isArchived: isArchived, now: now())
    }

    /// Deletes an exercise without history; one with history is archived instead, so no logged set loses its exercise.
    public func delete(_ id: Int64, of user: User) async throws -> ExerciseDeletion {
        _ = try await exercise(id, of: user)
        if try await store.exerciseHasHistory(id: id, userID: user.id) {
            _ = try await store.setArchived(id: id, userID: user.id, isArchived: true, now: now())
            return .archived
        }
        try await store.deleteExercise(id: id, userID: user.id)
        return .deleted
    }

    static func notFound(_ id: Int64) -> DomainError { .notFound(LocalizedText("error.no_exercise_with_id", ["exerciseID": "\(id)"])) }
}
