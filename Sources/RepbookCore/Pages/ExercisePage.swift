/// An exercise's own page: the quick log line, its history by day, its details form and actions.
public struct ExercisePage: Sendable {
    public let exerciseID: Int64
    public let name: String
    public let detail: String
    public let form: ExerciseFormPage
    public let unit: String
    public let weightRequired: Bool
    public let logDate: String
    public let logWeight: String
    public let logReps: String
    public let logSets: String
    public let logError: String?
    public let days: [DayRow]
    public let hasHistory: Bool
    /// Days of history beyond the ones shown.
    public let olderDays: Int?
    public let progress: ExerciseProgressSection?
    public let isFavorite: Bool
    public let isArchived: Bool

    /// A day of the history with its merged lines.
    public struct DayRow: Sendable {
        public let date: String
        public let label: String
        public let entries: [String]
    }

    /// How many days of history the page lists; the charts and records above cover all of it.
    public static let historyDaysShown = 30

    /// Builds the page; `logInput` and `logError` re-show a rejected log line, `formInput` and `formError` a rejected edit.
    public static func make(
        exercise: Exercise, for user: User, liftLog: LiftLogService, settings: SettingsService,
        logInput: QuickLogInput = QuickLogInput(), logError: DomainError? = nil,
        formInput: ExerciseInput = ExerciseInput(), formError: DomainError? = nil, progress: ExerciseProgressSection? = nil
    ) async throws -> ExercisePage {
        let userSettings = try await settings.settings(of: user)
        let format = DisplayFormat(settings: userSettings)
        let today = try await liftLog.today(for: user)
        let history = try await liftLog.history(exercise: exercise.id, of: user)
        // Prefill the line with the latest day's top entry: repeating last time is one tap.
        let latest = history.first?.entries.first
        let days = history.prefix(historyDaysShown).map { day in
            DayRow(
                date: day.date.description, label: day.date == today ? "Today" : format.day(day.date),
                entries: day.entries.map(DisplayFormat.entry))
        }
        return ExercisePage(
            exerciseID: exercise.id, name: exercise.name, detail: ExerciseRow(exercise).detail,
            form: .edit(exercise, input: formInput, error: formError), unit: userSettings.weightUnit.symbol,
            weightRequired: exercise.kind == .weightAndReps,
            logDate: logInput.date ?? today.description,
            logWeight: logInput.weight ?? latest?.weight.map(Weight.format) ?? "",
            logReps: logInput.reps ?? latest?.reps.map(String.init) ?? "",
            logSets: logInput.sets ?? "", logError: logError?.message, days: Array(days), hasHistory: !days.isEmpty,
            olderDays: history.count > historyDaysShown ? history.count - historyDaysShown : nil, progress: progress,
            isFavorite: exercise.isFavorite, isArchived: exercise.isArchived)
    }
}
