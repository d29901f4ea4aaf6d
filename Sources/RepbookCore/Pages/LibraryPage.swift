/// The exercise library: search, category chips, sort, archived toggle and the rows.
public struct LibraryPage: Sendable {
    public let search: String
    public let rows: [ExerciseRow]
    public let chips: [Chip]
    public let sortOptions: [SelectOption]
    public let showArchived: Bool
    public let category: String
    public let sort: String
    public let summary: String
    /// The link that flips the archived toggle, keeping the other filters.
    public let archivedToggleHref: String
    /// Whether nothing matched, for templates.
    public let isEmpty: Bool

    /// A category filter link.
    public struct Chip: Sendable {
        public let value: String
        public let label: String
        public let href: String
        public let isSelected: Bool
    }

    /// Builds the page for a query.
    public static func make(
        for user: User, settings: UserSettings, query: ExerciseQuery, exercises: ExerciseService, liftLog: LiftLogService,
        localizer: Localizer
    ) async throws -> LibraryPage {
        // Two independent reads, side by side.
        async let listed = exercises.list(for: user, query: query)
        async let lastDaysRead = liftLog.lastDays(for: user)
        let (found, lastDays) = (try await listed, try await lastDaysRead)
        let format = DisplayFormat(settings: settings, localizer: localizer)
        let chipValues: [ExerciseCategory?] = [nil] + ExerciseCategory.allCases
        let chips = chipValues.map { category in
            Chip(
                value: category?.rawValue ?? "", label: category.map(localizer.category) ?? localizer.text("library.all"),
                href: href(query: query, category: category, includeArchived: query.includeArchived),
                isSelected: category == query.category)
        }
        return LibraryPage(
            search: query.search, rows: found.map { ExerciseRow($0, lastDay: lastDays[$0.id], format: format, localizer: localizer) }, chips: chips,
            sortOptions: SelectOption.all(ExerciseQuery.Sort.self, selected: query.sort) { localizer.text("library.sort.\($0.rawValue)") },
            showArchived: query.includeArchived, category: query.category?.rawValue ?? "", sort: query.sort.rawValue,
            summary: localizer.plural("library.summary", count: found.count),
            archivedToggleHref: href(query: query, category: query.category, includeArchived: !query.includeArchived),
            isEmpty: found.isEmpty)
    }

    private static func href(query: ExerciseQuery, category: ExerciseCategory?, includeArchived: Bool) -> String {
        var items: [(String, String)] = []
        if !query.search.isEmpty { items.append(("q", query.search)) }
        if let category { items.append(("category", category.rawValue)) }
        if query.sort != .name { items.append(("sort", query.sort.rawValue)) }
        if includeArchived { items.append(("archived", "1")) }
        guard !items.isEmpty else { return "/library" }
        return "/library?" + items.map { "\($0.0)=\(QueryEncoding.encode($0.1))" }.joined(separator: "&")
    }
}
