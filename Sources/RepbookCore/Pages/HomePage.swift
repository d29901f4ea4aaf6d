/// The start page: a greeting, the search box, favourites and library totals.
public struct HomePage: Sendable {
    public let greeting: String
    public let favorites: [ExerciseRow]
    public let exerciseCount: Int
    public let favoriteCount: Int
    /// Whether any favourite exists, for templates.
    public let hasFavorites: Bool

    /// Builds the page for a user from the exercise service.
    public static func make(for user: User, exercises: ExerciseService) async throws -> HomePage {
        let all = try await exercises.list(for: user, query: ExerciseQuery())
        let favorites = all.filter(\.isFavorite)
        return HomePage(
            greeting: "Hi, \(user.username)", favorites: favorites.map(ExerciseRow.init),
            exerciseCount: all.count, favoriteCount: favorites.count, hasFavorites: !favorites.isEmpty)
    }
}
