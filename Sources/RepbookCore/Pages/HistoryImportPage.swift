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
        token: String, fileName: String, options: WorkoutCSVOptions, plan: WorkoutImportPlan?, library: [Exercise], error: DomainError?,
        localizer: Localizer
    ) -> HistoryImportPage {
        func count(_ number: Int, _ key: String) -> String { localizer.plural(key, count: number) }
        let path = "\(filesPath)/\(token)"
        let already = plan?.alreadyImported ?? []
        let skipped = plan?.skippedRows ?? []
        let toAdd = plan?.workoutsToAdd ?? 0
        return HistoryImportPage(
            title: localizer.text("history_import.title"), fileName: fileName, hasFileName: !fileName.isEmpty,
            previewAction: path, importAction: path,
            format: options.format?.rawValue ?? "", unit: options.unit.rawValue,
            formatOptions: formatOptions(selected: options.format, localizer: localizer),
            unitOptions: unitOptions(selected: options.unit, localizer: localizer),
            reading: plan.map { reading($0, localizer) } ?? "",
            workoutCount: count(toAdd, "history_import.workouts_to_add"),
            setCount: count(plan?.setsToAdd ?? 0, "history.sets"),
            dateRange: plan.map { dateRange($0, localizer) } ?? "",
            exerciseSummary: plan.map { exerciseSummary($0, localizer) } ?? "",
            mappings: (plan?.mappings ?? []).enumerated().map { mappingRow($0.offset, $0.element, library: library, localizer: localizer) },
            hasMappings: !(plan?.mappings ?? []).isEmpty,
            alreadyImported: already.prefix(rowLimit).map { row($0, localizer) }, hasAlreadyImported: !already.isEmpty,
            alreadyImportedCount: count(already.count, "history_import.already"),
            moreAlreadyImported: more(already.count, localizer),
            skipped: skipped.prefix(rowLimit).map { row($0, localizer) }, hasSkipped: !skipped.isEmpty,
            skippedCount: count(skipped.count, "history_import.left_out"), moreSkipped: more(skipped.count, localizer),
            hasAdditions: toAdd > 0,
            importLabel: count(toAdd, "history_import.import_button"),
            error: error?.message ?? "", hasError: error != nil, uploadHref: "/settings/data")
    }

    /// The format choices: detected from the header, or named.
    /// The formats in the user's language, "Detect from the file" first.
    static func formatOptions(selected: WorkoutFileFormat?, localizer: Localizer) -> [SelectOption] {
        [SelectOption(value: "", label: localizer.text("history_import.detect"), isSelected: selected == nil)]
            + WorkoutFileFormat.allCases.map {
                SelectOption(value: $0.rawValue, label: $0 == .repbook ? "Repbook CSV" : $0.label, isSelected: $0 == selected)
            }
    }

    /// The units in the user's language.
    static func unitOptions(selected: WeightUnit, localizer: Localizer) -> [SelectOption] {
        WeightUnit.allCases.map {
            SelectOption(value: $0.rawValue, label: localizer.text("history_import.unit.\($0.rawValue)"), isSelected: $0 == selected)
        }
    }

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

    private static func reading(_ plan: WorkoutImportPlan, _ localizer: Localizer) -> String {
        let unit = plan.statedUnit.map { localizer.text("history_import.unit_stated", ["unit": $0.symbol]) }
            ?? localizer.text("history_import.unit_assumed", ["unit": plan.assumedUnit.symbol])
        let file = plan.format == .repbook
            ? localizer.text("history_import.repbook_csv") : localizer.text("history_import.export", ["app": plan.format.label])
        return localizer.text("history_import.reading", ["file": file, "unit": unit])
    }

    private static func dateRange(_ plan: WorkoutImportPlan, _ localizer: Localizer) -> String {
        guard let first = plan.firstDay, let last = plan.lastDay else { return "" }
        guard first != last else { return localizer.day(first) }
        return localizer.text("tag_effects.span", ["from": localizer.day(first), "through": localizer.day(last)])
    }

    private static func exerciseSummary(_ plan: WorkoutImportPlan, _ localizer: Localizer) -> String {
        let created = plan.exercisesToCreate
        let matched = plan.mappings.count - created
        return "\(localizer.plural("plan_import.matched_count", count: matched)), \(localizer.plural("plan_import.new_exercises", count: created))"
    }

    private static func mappingRow(_ index: Int, _ mapping: ExerciseMapping, library: [Exercise], localizer: Localizer) -> MappingRow {
        let chosen = mapping.exercise?.id
        let newLabel = localizer.text("history_import.new_exercise", ["name": mapping.newExercise?.name ?? mapping.sourceName])
        let options = [SelectOption(value: "new", label: newLabel, isSelected: chosen == nil)]
            + library.map { SelectOption(value: String($0.id), label: $0.name, isSelected: $0.id == chosen) }
        let how = switch mapping.match {
        case .sameName: localizer.text("history_import.match.same_name")
        case .nameAndEquipment: localizer.text("history_import.match.name_and_equipment")
        case .knownAlias: localizer.text("history_import.match.known_alias")
        case .none: localizer.text("history_import.match.none")
        case .chosen: localizer.text("history_import.match.chosen")
        }
        return MappingRow(
            index: index, sourceName: mapping.sourceName, sets: localizer.plural("history.sets", count: mapping.setCount), how: how,
            isNew: chosen == nil, options: options)
    }

    private static func row(_ skipped: SkippedImportRow, _ localizer: Localizer) -> Row {
        Row(line: localizer.text("history_import.line_number", ["line": String(skipped.line)]), text: localizer.text(skipped.reason))
    }

    private static func more(_ count: Int, _ localizer: Localizer) -> String {
        count > rowLimit ? localizer.text("history_import.more", ["count": localizer.numbers.integer(count - rowLimit)]) : ""
    }
}
