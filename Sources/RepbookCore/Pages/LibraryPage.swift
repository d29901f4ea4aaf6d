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

    /// Builds the page for a query, starter exercises named and searched in `names`' language.
    public static func make(
        for user: User, settings: UserSettings, query: ExerciseQuery, exercises: ExerciseService, liftLog: LiftLogService,
        names: ExerciseNames = .none
    ) async throws -> LibraryPage {
        // Two independent reads, side by side.
        async let listed = exercises.list(for: user, query: query, names: names)
        async let lastDaysRead = liftLog.lastDays(for: user)
        let (found, lastDays) = (try await listed, try await lastDaysRead)
        let format = DisplayFormat(settings: settings)
        let chipValues: [ExerciseCategory?] = [nil] + ExerciseCategory.allCases
        let chips = chipValues.map { category in
            Chip(
                value: category?.rawValue ?? "", label: category?.label ?? "All",
                href: href(query: query, category: category, includeArchived: query.includeArchived),
                isSelected: category == query.category)
        }
        let noun = found.count == 1 ? "exercise" : "exercises"
        return LibraryPage(
            search: query.search, rows: found.map { ExerciseRow($0, lastDay: lastDays[$0.id], format: format, names: names) }, chips: chips,
            sortOptions: SelectOption.all(ExerciseQuery.Sort.self, selected: query.sort) { $0 == .name ? "A–Z" : "Recent" },
            showArchived: query.includeArchived, category: query.category?.rawValue ?? "", sort: query.sort.rawValue,
            summary: "\(found.count) \(noun)",
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
