import Foundation

/// The page that starts a program (from the library, or an imported file it previews): what it is, which of the user's
/// exercises each lift is, and one field per training max, prefilled with the suggestion from the history when there is
/// one (saying so).
public struct ProgramStartPage: Sendable {
    /// One training max to type.
    public struct MaxField: Sendable, Equatable {
        public let liftKey: String
        /// The form field's name: `tm_squat`.
        public let fieldName: String
        /// The element id: `tm-squat`.
        public let fieldID: String
        public let label: String
        public let value: String
        /// `Suggested from your history: 90 % of e1RM …`, or how to pick one when there is no history.
        public let note: String
        public let isSuggested: Bool
        public let error: String?
    }

    public let program: ProgramLibraryCard
    public let action: String
    /// The user's unit symbol.
    public let unit: String
    public let fields: [MaxField]
    /// One select per lift: which of the user's exercises it is.
    public let lifts: [ProgramLiftChoice]
    /// The imported program file sent again with the form, or nil for a library program.
    public let programText: String?
    /// An error that names no field of the form, or nil.
    public let formError: String?
    /// What a training max means for this program, in one sentence.
    public let maxMeaning: String

    /// The form for `program`: `typed` is what the lifter sent (by field name; nil on first view, when suggestions
    /// prefill and names match), `suggestions` the history's by lift key, `exercises` the user's, `error` a refusal to show
    /// at its field; `programText` is the imported file (the form then posts to the import's start).
    public static func make(
        program: Program, suggestions: [String: TrainingMaxSuggestion], typed: [String: String]?, unit: WeightUnit,
        exercises: [Exercise] = [], programText: String? = nil, error: DomainError? = nil, localizer: Localizer
    ) -> ProgramStartPage {
        let errorField = error?.field
        var placed = false
        let lifts = program.lifts.map { lift -> ProgramLiftChoice in
            let fieldError = errorField == "lifts.\(lift.key)" ? error?.message : nil
            if fieldError != nil { placed = true }
            return ProgramLiftChoice.make(
                lift, named: localizer.programLiftName(lift.name, in: program), exercises: exercises,
                typed: typed?[ProgramLiftChoice.fieldName(lift.key)], error: fieldError, localizer: localizer)
        }
        let fields = program.trainingMaxLifts.map { lift -> MaxField in
            let name = fieldName(lift.key)
            let liftName = localizer.programLiftName(lift.name, in: program)
            let suggestion = suggestions[lift.key]
            let value = typed?[name] ?? suggestion.map { LocalizedTrainingFormat(localizer).number($0.weight.value(in: unit)) } ?? ""
            let note = suggestion.map { localizer.text("program.tm_suggested", ["reason": localizer.text($0.reason)]) }
                ?? localizer.text("program.tm_no_history", ["name": liftName])
            let fieldError = errorField == "trainingMaxes.\(lift.key)" ? error?.message : nil
            if fieldError != nil { placed = true }
            return MaxField(
                liftKey: lift.key, fieldName: name, fieldID: "tm-\(lift.key)", label: "\(liftName) (\(unit.symbol))",
                value: value, note: note, isSuggested: suggestion != nil && typed == nil, error: fieldError)
        }
        return ProgramStartPage(
            program: ProgramLibraryCard(program, localizer: localizer),
            action: programText == nil ? "/programs/start/\(QueryEncoding.encode(program.slug))" : "/programs/import/start",
            unit: unit.symbol, fields: fields, lifts: lifts, programText: programText, formError: placed ? nil : error?.message,
            maxMeaning: localizer.text(program.slug == "gzclp" ? "program.max_meaning_5rm" : "program.max_meaning_tm"))
    }

    /// The form field of lift `key`'s training max.
    public static func fieldName(_ key: String) -> String { "tm_\(key)" }

    /// The typed training maxes by lift key from the form's `fields` (by field name), in `unit`; an empty field is
    /// left out (the start refuses it, naming the lift), a non-number is refused naming the lift.
    public static func trainingMaxes(
        _ program: Program, fields: [String: String], unit: WeightUnit
    ) throws(DomainError) -> [String: Weight] {
        var maxes: [String: Weight] = [:]
        for lift in program.trainingMaxLifts {
            let text = (fields[fieldName(lift.key)] ?? "").trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { continue }
            guard let weight = Weight.parse(text, defaultUnit: unit) else {
                throw .invalid(field: "trainingMaxes.\(lift.key)", message:
                    LocalizedText("error.s_training_max_weight_such_as", ["lift": "\(lift.name)"]))
            }
            maxes[lift.key] = weight
        }
        return maxes
    }
}
