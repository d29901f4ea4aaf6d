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
    /// Days of history older than the ones shown, when there are any.
    public let olderDays: Int?
    /// The page listing the next older days, shown when `olderDays` is set.
    public let olderHref: String
    /// Whether this lists older days (`?before=`), so it links back to the newest ones.
    public let isOlderPage: Bool
    public let newestHref: String
    public let progress: ExerciseProgressSection?
    public let isFavorite: Bool
    public let isArchived: Bool
    /// The quick-log lines of the listed days, each a link to the page that corrects or deletes it.
    public let quickLogLines: [LineRow]
    public let hasQuickLogLines: Bool

    /// A day of the history with its merged lines.
    public struct DayRow: Sendable, Hashable {
        public let date: String
        public let label: String
        public let entries: [String]
    }

    /// A quick-log line with the address of its correction page.
    public struct LineRow: Sendable, Hashable {
        public let lineID: Int64
        public let label: String
        public let href: String
    }

    /// How many days of history a page lists; the charts and records above cover all of it.
    public static let historyDaysShown = 30

    /// The days a page lists out of `dates` (newest first): the newest, or with `before` those before that day.
    public static func listed(in dates: [LocalDate], before: LocalDate?) -> ArraySlice<LocalDate> {
        let first = before.map { before in dates.firstIndex { $0 < before } ?? dates.count } ?? 0
        return dates[first...].prefix(historyDaysShown)
    }

    /// Builds the page from the exercise's log `history` as of `today`, listing its newest days, or with `listedBefore`
    /// the days before that day; only the listed days (and the latest, which prefills the log line) are merged.
    /// `logInput` and `logError` re-show a rejected log line, `formInput` and `formError` a rejected edit; `lines` are the
    /// quick-log lines that can be corrected (those of the listed days are shown).
    public static func make(
        exercise: Exercise, history: ExerciseHistory, today: LocalDate, settings: UserSettings, listedBefore: LocalDate? = nil,
        logInput: QuickLogInput = QuickLogInput(), logError: DomainError? = nil,
        formInput: ExerciseInput = ExerciseInput(), formError: DomainError? = nil, progress: ExerciseProgressSection? = nil,
        lines: [QuickLogLine] = [], localizer: Localizer
    ) -> ExercisePage {
        let format = DisplayFormat(settings: settings, localizer: localizer)
        let training = LocalizedTrainingFormat(localizer)
        let todayText = localizer.text("exercise.today")
        let dates = history.dates
        let listedDates = listed(in: dates, before: listedBefore)
        let merged = history.days(on: Set(listedDates).union(dates.prefix(1)), unit: settings.weightUnit)
        // Prefill the line with the latest day's top entry: repeating last time is one tap.
        let latest = merged.first?.entries.first
        let days = merged.filter { listedDates.contains($0.date) }.map { day in
            DayRow(
                date: day.date.description, label: day.date == today ? todayText : format.day(day.date),
                entries: day.entries.map(training.entry))
        }
        let lineRows = lines.filter { listedDates.contains($0.date) }.map { line in
            let entry = LiftLog.Entry(
                weight: line.weight?.value(in: settings.weightUnit), unit: settings.weightUnit, reps: line.reps, sets: line.sets)
            return LineRow(
                lineID: line.id, label: "\(line.date == today ? todayText : format.day(line.date)) · \(training.entry(entry))",
                href: "/library/\(exercise.id)/log/\(line.id)")
        }
        let older = dates.count - listedDates.endIndex
        let base = "/library/\(exercise.id)"
        return ExercisePage(
            exerciseID: exercise.id, name: exercise.name, detail: localizer.categoryAndEquipment(exercise),
            form: .edit(exercise, input: formInput, error: formError, localizer: localizer), unit: settings.weightUnit.symbol,
            weightRequired: exercise.kind == .weightAndReps,
            logDate: logInput.date ?? today.description,
            logWeight: logInput.weight ?? latest?.weight.map(training.number) ?? "",
            logReps: logInput.reps ?? latest?.reps.map(String.init) ?? "",
            logSets: logInput.sets ?? "", logError: logError?.message, days: days, hasHistory: !dates.isEmpty,
            olderDays: older > 0 ? older : nil, olderHref: "\(base)?before=\(listedDates.last?.description ?? "")#history",
            isOlderPage: listedBefore != nil, newestHref: "\(base)#history", progress: progress,
            isFavorite: exercise.isFavorite, isArchived: exercise.isArchived,
            quickLogLines: lineRows, hasQuickLogLines: !lineRows.isEmpty)
    }
}
