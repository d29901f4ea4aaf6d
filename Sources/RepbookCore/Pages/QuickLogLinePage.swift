/// The page that corrects or deletes one quick-log line: its fields as typed, and a refused change's message at the
/// field it names (the rest of the form keeps what was typed).
public struct QuickLogLinePage: Sendable {
    public let exerciseID: Int64
    public let exerciseName: String
    public let lineID: Int64
    /// The line as it is stored, for the heading: `100 kg × 5 × 2 on Tue 3 Nov`.
    public let summary: String
    public let unit: String
    public let weightRequired: Bool
    public let date: String
    public let weight: String
    public let reps: String
    public let sets: String
    public let dateError: String?
    public let weightError: String?
    public let repsError: String?
    public let setsError: String?
    /// A refusal that names no field of the form.
    public let formError: String?

    /// The page for `line` of `exercise`; `input` and `error` re-show a refused change.
    public static func make(
        exercise: Exercise, line: QuickLogLine, settings: UserSettings, input: QuickLogInput? = nil, error: DomainError? = nil,
        localizer: Localizer
    ) -> QuickLogLinePage {
        let format = DisplayFormat(settings: settings, localizer: localizer)
        let shown = input ?? line.input(unit: settings.weightUnit)
        let entry = LiftLog.Entry(
            weight: line.weight?.value(in: settings.weightUnit), unit: settings.weightUnit, reps: line.reps, sets: line.sets)
        func message(for field: String) -> String? { error?.field == field ? error?.message : nil }
        let fields: Set<String> = ["date", "weight", "reps", "sets"]
        return QuickLogLinePage(
            exerciseID: exercise.id, exerciseName: exercise.name, lineID: line.id,
            summary: localizer.text("log_line.summary", ["entry": LocalizedTrainingFormat(localizer).entry(entry), "day": format.day(line.date)]),
            unit: settings.weightUnit.symbol,
            weightRequired: exercise.kind == .weightAndReps, date: shown.date ?? "", weight: shown.weight ?? "",
            reps: shown.reps ?? "", sets: shown.sets ?? "", dateError: message(for: "date"), weightError: message(for: "weight"),
            repsError: message(for: "reps"), setsError: message(for: "sets"),
            formError: error.flatMap { error in error.field.map(fields.contains) == true ? nil : error.message })
    }
}
