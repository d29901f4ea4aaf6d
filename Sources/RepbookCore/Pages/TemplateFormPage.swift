import Foundation

/// The template editor: name, notes and the ordered exercises with their targets, saved as one form.
public struct TemplateFormPage: Sendable {
    /// One exercise row as shown in the form.
    public struct Row: Sendable {
        public let index: Int
        public let exerciseID: Int64
        public let name: String
        public let sets: String
        public let reps: String
        public let weight: String
        public let restSeconds: String
        public let supersetOptions: [SelectOption]
        public let notes: String
        /// The progression rule's choices, the increment, deload sessions and percent as typed.
        public let progressionOptions: [SelectOption]
        public let progressionIncrement: String
        public let deloadAfter: String
        public let deloadPercent: String
        public let canMoveUp: Bool
        public let canMoveDown: Bool
        /// A refused save's message when it is about this row, shown in it; the flags mark the field it names.
        public let error: String?
        public let setsInvalid: Bool
        public let repsInvalid: Bool
        public let weightInvalid: Bool
        public let restInvalid: Bool
        public let groupInvalid: Bool
        public let notesInvalid: Bool
    }

    /// The fields of a row an error can name (`TemplateInput`'s field names).
    static let rowFields: Set<String> = ["exerciseId", "sets", "reps", "weight", "restSeconds", "supersetGroup", "notes"]

    public let templateID: Int64?
    public let action: String
    public let heading: String
    public let name: String
    public let notes: String
    public let rows: [Row]
    public let hasRows: Bool
    public let rowCount: Int
    public let exerciseOptions: [ExercisePickOption]
    public let unit: String
    /// A refused save's message at the name field (a bad or taken name).
    public let nameError: String?
    /// A refused save's message at the template's notes.
    public let notesError: String?
    /// A refused save's message that is about neither the name, the notes nor a row, shown at the top.
    public let error: String?

    /// Builds the form from what was typed (or stored); `exercises` fills the add-exercise list.
    public static func make(
        templateID: Int64?, input: TemplateInput, exercises: [Exercise], unit: WeightUnit, error: DomainError? = nil, localizer: Localizer
    ) -> TemplateFormPage {
        let names = Dictionary(exercises.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        // A row's field error goes into the row `draft` refused first; a name or notes error to that field.
        let field = error?.field
        let faultyRow = field.map(rowFields.contains) == true ? input.rowAtFault(unit: unit) : nil
        let nameError: String? = if case .conflict = error { error?.message } else { field == "name" ? error?.message : nil }
        let notesError = field == "notes" && faultyRow == nil ? error?.message : nil
        let topError = faultyRow == nil && nameError == nil && notesError == nil ? error?.message : nil
        let rows = input.rows.enumerated().map { index, row in
            let rowField = index == faultyRow ? field : nil
            return Row(
                index: index, exerciseID: row.exerciseID ?? 0,
                name: row.exerciseID.flatMap { names[$0] } ?? localizer.text("template.unknown_exercise"),
                sets: row.sets, reps: row.reps, weight: row.weight, restSeconds: row.restSeconds,
                supersetOptions: [SelectOption(value: "", label: localizer.text("template.superset_none"), isSelected: row.supersetGroup.isEmpty)]
                    + (0..<6).map { group in
                        let letter = SupersetLabel.letter(group)
                        return SelectOption(value: letter, label: letter, isSelected: SupersetLabel.group(row.supersetGroup) == group)
                    },
                notes: row.notes,
                progressionOptions: Progression.Rule.allCases.map { rule in
                    SelectOption(
                        value: rule.rawValue, label: localizer.text("template.rule.\(rule.rawValue)"),
                        isSelected: (Progression.Rule(rawValue: row.progressionRule.lowercased()) ?? .none) == rule)
                },
                progressionIncrement: row.progressionIncrement, deloadAfter: row.deloadAfter, deloadPercent: row.deloadPercent,
                canMoveUp: index > 0, canMoveDown: index < input.rows.count - 1,
                error: rowField == nil ? nil : error?.message, setsInvalid: rowField == "sets", repsInvalid: rowField == "reps",
                weightInvalid: rowField == "weight", restInvalid: rowField == "restSeconds", groupInvalid: rowField == "supersetGroup",
                notesInvalid: rowField == "notes")
        }
        return TemplateFormPage(
            templateID: templateID, action: templateID.map { "/templates/\($0)" } ?? "/templates",
            heading: localizer.text(templateID == nil ? "template.new_heading" : "template.edit_heading"), name: input.name,
            notes: input.notes, rows: rows,
            hasRows: !rows.isEmpty, rowCount: rows.count,
            exerciseOptions: exercises.filter { !$0.isArchived }.map(ExercisePickOption.init),
            unit: unit.symbol, nameError: nameError, notesError: notesError, error: topError)
    }

    /// The form's input for a stored template, weights shown as typed.
    public static func input(for template: WorkoutTemplate, unit: WeightUnit) -> TemplateInput {
        TemplateInput(name: template.name, notes: template.notes, rows: template.exercises.map { item in
            let target = item.target
            return TemplateInput.Row(
                exerciseID: target.exerciseID, sets: String(target.sets), reps: target.reps.description,
                weight: target.weight.map { TrainingFormat.field($0, userUnit: unit) } ?? "",
                restSeconds: target.restSeconds.map(String.init) ?? "", supersetGroup: target.supersetGroup.map(SupersetLabel.letter) ?? "",
                notes: target.notes, progressionRule: target.progression.rule.rawValue,
                progressionIncrement: target.progression.rule == .none
                    ? "" : TrainingFormat.typed(target.progression.increment, userUnit: unit).replacingOccurrences(of: " ", with: ""),
                deloadAfter: target.progression.deloadAfter.map(String.init) ?? "",
                deloadPercent: target.progression.rule == .none ? "" : Weight.format(target.progression.deloadPercent))
        })
    }
}
