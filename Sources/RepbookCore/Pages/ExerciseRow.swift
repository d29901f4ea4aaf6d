/// An exercise as a line of the library or home list.
public struct ExerciseRow: Sendable, Hashable {
    public let id: Int64
    public let name: String
    public let detail: String
    public let isFavorite: Bool
    public let isArchived: Bool
    /// The last day lifted and its top entry, such as "Sat 14 Nov 2026 · 97.5 kg × 5 × 3"; nil when never performed.
    public let lastEntry: String?
    /// What the favourite switch posts: "1" to add the exercise to favourites, "0" to remove it.
    public let favoriteToggleValue: String
    /// The favourite switch's spoken label, such as "Add Back Squat to favourites".
    public let favoriteToggleLabel: String
    /// What the filter as you type matches the typed text in (`ExerciseSearch.key`).
    public let searchKey: String
    /// The exercise's kind (`ExerciseKind.rawValue`), so a card added offline shows the right fields.
    public let kind: String
    /// "archived" in the user's language, after an archived exercise's detail.
    public let archivedLabel: String

    /// The row in the user's language: the category and equipment, the last day's date and entry, the spoken labels.
    public init(_ exercise: Exercise, lastDay: LiftLog.Day? = nil, format: DisplayFormat? = nil, localizer: Localizer) {
        self.id = exercise.id
        self.name = exercise.name
        self.detail = localizer.categoryAndEquipment(exercise)
        self.searchKey = ExerciseSearch.key(name: exercise.name, equipment: exercise.equipment)
        self.kind = exercise.kind.rawValue
        self.archivedLabel = localizer.text("common.archived")
        self.isFavorite = exercise.isFavorite
        self.isArchived = exercise.isArchived
        self.lastEntry = lastDay.flatMap { day in
            day.entries.first.map { "\(format?.day(day.date) ?? day.date.description) · \(LocalizedTrainingFormat(localizer).entry($0))" }
        }
        self.favoriteToggleValue = exercise.isFavorite ? "0" : "1"
        self.favoriteToggleLabel = localizer.text(exercise.isFavorite ? "library.unfavourite" : "library.favourite", ["name": exercise.name])
    }
}
