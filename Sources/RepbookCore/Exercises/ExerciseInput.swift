import Foundation

/// Raw exercise fields as a form or JSON body sent them; turned into a draft with field-named errors.
public struct ExerciseInput: Sendable, Equatable {
    public var name: String?
    public var category: String?
    public var kind: String?
    public var equipment: String?
    public var notes: String?
    /// Whether a choice (category, kind, equipment) must be sent exactly as one of its values, as the JSON API's schema
    /// lists them; a form's choice is trimmed, and a blank one keeps the current or default value.
    public var exactChoices: Bool

    public init(
        name: String? = nil, category: String? = nil, kind: String? = nil, equipment: String? = nil, notes: String? = nil,
        exactChoices: Bool = false
    ) {
        self.name = name
        self.category = category
        self.kind = kind
        self.equipment = equipment
        self.notes = notes
        self.exactChoices = exactChoices
    }

    /// The longest note accepted.
    public static let maximumNotesLength = 2000

    /// A validated draft: fields left out keep `existing`'s values; without `existing`, name, category and kind are required.
    public func draft(updating existing: Exercise? = nil) throws(DomainError) -> ExerciseDraft {
        guard let rawName = name ?? existing?.name else { throw .invalid(field: "name", message: LocalizedText("error.name_required")) }
        let validName = try ExerciseName.validated(rawName)
        let category = try parse(category, field: "category", fallback: existing?.category, as: ExerciseCategory.self)
        let kind = try parse(kind, field: "kind", fallback: existing?.kind, as: ExerciseKind.self)
        let defaultEquipment: Equipment = existing?.equipment ?? (kind == .bodyweightReps ? .bodyweight : .other)
        let equipment = try parse(equipment, field: "equipment", fallback: defaultEquipment, as: Equipment.self)
        let notes = (notes ?? existing?.notes ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        try UserText.check(
            notes, maximum: Self.maximumNotesLength, multiline: true, field: "notes",
            tooLong: LocalizedText("error.notes_at_most_characters", ["maximumNotesLength": "\(Self.maximumNotesLength)"]))
        return ExerciseDraft(name: validName, category: category, kind: kind, equipment: equipment, notes: notes)
    }

    private func parse<Value: RawRepresentable & CaseIterable>(
        _ raw: String?, field: String, fallback: Value?, as type: Value.Type
    ) throws(DomainError) -> Value where Value.RawValue == String {
        let chosen = exactChoices ? raw ?? "" : raw?.trimmingCharacters(in: .whitespaces) ?? ""
        if raw == nil || (chosen.isEmpty && !exactChoices) {
            guard let fallback else { throw .invalid(field: field, message: LocalizedText(Self.keys(field).required)) }
            return fallback
        }
        guard let value = Value(rawValue: chosen) else {
            let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
            throw .invalid(field: field, message:
                LocalizedText(Self.keys(field).unknown, ["trimmed": .text(chosen), "allowed": .text(allowed)]))
        }
        return value
    }

    /// The messages of a missing or unknown `category`, `kind` or `equipment`, one key each (the field's name is a word of
    /// the sentence in every language).
    private static func keys(_ field: String) -> (required: String, unknown: String) {
        switch field {
        case "category": ("error.exercise.category_required", "error.exercise.unknown_category")
        case "kind": ("error.exercise.kind_required", "error.exercise.unknown_kind")
        default: ("error.exercise.equipment_required", "error.exercise.unknown_equipment")
        }
    }
}
