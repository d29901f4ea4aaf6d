/// The preview of an uploaded workout history: what importing it adds, how each of the file's exercise names maps to the
/// library (each one a choice the lifter can change), which workouts are already in the log and which rows are left
/// out; then one button imports it in one transaction.
public struct HistoryImportPage: Sendable {
    /// A line of a list under the preview: where it is in the file and what happens to it.
    public struct Row: Sendable {
        public let line: String
        public let text: String
    }

    /// One exercise name of the file and the choice of where its sets go.
    public struct MappingRow: Sendable {
        public let index: Int
        public let sourceName: String
        public let sets: String
        /// How the current choice came about: "Same name", "Known as", "New exercise", "Your choice".
        public let how: String
        public let isNew: Bool
        public let options: [SelectOption]
    }

    /// Where uploads go; a pending upload's preview and import live under it by token.
    public static let filesPath = "/settings/data/history"
    /// How many rows of each list the page shows; the counts are always complete.
    public static let rowLimit = 100

    public let title: String
    public let fileName: String
    public let hasFileName: Bool
    /// The preview's own path (the options form re-reads the file with a GET).
    public let previewAction: String
    /// Where the mapping form posts (to check it again, or to import).
    public let importAction: String
    public let format: String
    public let unit: String
    public let formatOptions: [SelectOption]
    public let unitOptions: [SelectOption]
    /// "A Strong export, weights in kg as the file says."
    public let reading: String
    public let workoutCount: String
    public let setCount: String
    public let dateRange: String
    public let exerciseSummary: String
    public let mappings: [MappingRow]
    public let hasMappings: Bool
    public let alreadyImported: [Row]
    public let hasAlreadyImported: Bool
    public let alreadyImportedCount: String
    public let moreAlreadyImported: String
    public let skipped: [Row]
    public let hasSkipped: Bool
    public let skippedCount: String
    public let moreSkipped: String
    public let hasAdditions: Bool
    public let importLabel: String
    public let error: String
    public let hasError: Bool
    public let uploadHref: String

    /// The preview of `plan` against the user's `library`, or of the `error` that stops the file.
    public static func make(
        token: String, fileName: String, options: WorkoutCSVOptions, plan: WorkoutImportPlan?, library: [Exercise], error: DomainError?
    ) -> HistoryImportPage {
        let path = "\(filesPath)/\(token)"
        let already = plan?.alreadyImported ?? []
        let skipped = plan?.skippedRows ?? []
        let toAdd = plan?.workoutsToAdd ?? 0
        return HistoryImportPage(
            title: "Import preview", fileName: fileName, hasFileName: !fileName.isEmpty,
            previewAction: path, importAction: path,
            format: options.format?.rawValue ?? "", unit: options.unit.rawValue,
            formatOptions: formatOptions(selected: options.format), unitOptions: unitOptions(selected: options.unit),
            reading: plan.map(reading) ?? "",
            workoutCount: count(toAdd, "workout to add", "workouts to add"),
            setCount: count(plan?.setsToAdd ?? 0, "set", "sets"),
            dateRange: plan.map(dateRange) ?? "",
            exerciseSummary: plan.map(exerciseSummary) ?? "",
            mappings: (plan?.mappings ?? []).enumerated().map { mappingRow($0.offset, $0.element, library: library) },
            hasMappings: !(plan?.mappings ?? []).isEmpty,
            alreadyImported: already.prefix(rowLimit).map(row), hasAlreadyImported: !already.isEmpty,
            alreadyImportedCount: count(already.count, "workout already in your log", "workouts already in your log"),
            moreAlreadyImported: more(already.count),
            skipped: skipped.prefix(rowLimit).map(row), hasSkipped: !skipped.isEmpty,
            skippedCount: count(skipped.count, "row left out", "rows left out"), moreSkipped: more(skipped.count),
            hasAdditions: toAdd > 0,
            importLabel: toAdd == 1 ? "Import 1 workout" : "Import \(TrainingFormat.groupDigits(String(toAdd))) workouts",
            error: error?.message ?? "", hasError: error != nil, uploadHref: "/settings/data")
    }

    /// The format choices: detected from the header, or named.
    static func formatOptions(selected: WorkoutFileFormat?) -> [SelectOption] {
        [SelectOption(value: "", label: "Detect from the file", isSelected: selected == nil)]
            + WorkoutFileFormat.allCases.map {
                SelectOption(value: $0.rawValue, label: $0 == .repbook ? "Repbook CSV" : $0.label, isSelected: $0 == selected)
            }
    }

    /// The unit of weights in a file that does not say.
    static func unitOptions(selected: WeightUnit) -> [SelectOption] {
        WeightUnit.allCases.map {
            SelectOption(value: $0.rawValue, label: $0 == .kilograms ? "Kilograms (kg)" : "Pounds (lb)", isSelected: $0 == selected)
        }
    }

    private static func reading(_ plan: WorkoutImportPlan) -> String {
        let unit = plan.statedUnit.map { "weights in \($0.symbol), as the file says" }
            ?? "the file does not say its unit, so weights are read as \(plan.assumedUnit.symbol)"
        return "\(plan.format == .repbook ? "A Repbook CSV" : "A \(plan.format.label) export"): \(unit)."
    }

    private static func dateRange(_ plan: WorkoutImportPlan) -> String {
        guard let first = plan.firstDay, let last = plan.lastDay else { return "" }
        return first == last ? ChartFormat.day(first) : "\(ChartFormat.day(first)) to \(ChartFormat.day(last))"
    }

    private static func exerciseSummary(_ plan: WorkoutImportPlan) -> String {
        let created = plan.exercisesToCreate
        let matched = plan.mappings.count - created
        return "\(count(matched, "exercise matched", "exercises matched")), \(count(created, "new exercise", "new exercises"))"
    }

    private static func mappingRow(_ index: Int, _ mapping: ExerciseMapping, library: [Exercise]) -> MappingRow {
        let chosen = mapping.exercise?.id
        let newLabel = "New exercise: \(mapping.newExercise?.name ?? mapping.sourceName)"
        let options = [SelectOption(value: "new", label: newLabel, isSelected: chosen == nil)]
            + library.map { SelectOption(value: String($0.id), label: $0.name, isSelected: $0.id == chosen) }
        let how = switch mapping.match {
        case .sameName: "Same name"
        case .nameAndEquipment: "Same exercise and equipment"
        case .knownAlias: "Known other name"
        case .none: "Not in your library"
        case .chosen: "Your choice"
        }
        return MappingRow(
            index: index, sourceName: mapping.sourceName, sets: count(mapping.setCount, "set", "sets"), how: how,
            isNew: chosen == nil, options: options)
    }

    private static func row(_ skipped: SkippedImportRow) -> Row {
        Row(line: "Line \(skipped.line)", text: skipped.reason)
    }

    private static func more(_ count: Int) -> String { count > rowLimit ? "and \(count - rowLimit) more" : "" }

    private static func count(_ number: Int, _ one: String, _ many: String) -> String {
        number == 1 ? "1 \(one)" : "\(TrainingFormat.groupDigits(String(number))) \(many)"
    }
}
