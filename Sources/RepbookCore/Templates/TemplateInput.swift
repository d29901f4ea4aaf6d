import Foundation

/// A template as typed in a form or sent to the API; `draft(unit:)` validates it, naming the field at fault.
public struct TemplateInput: Sendable, Equatable {
    /// One exercise row as typed.
    public struct Row: Sendable, Equatable {
        public var exerciseID: Int64?
        public var sets: String
        public var reps: String
        public var weight: String
        public var restSeconds: String
        public var supersetGroup: String
        public var notes: String
        /// The progression rule (`none`, `linear`, `double`; empty for none) and its increment, deload sessions and percent.
        public var progressionRule: String
        public var progressionIncrement: String
        public var deloadAfter: String
        public var deloadPercent: String

        public init(
            exerciseID: Int64?, sets: String = "3", reps: String = "8-12", weight: String = "", restSeconds: String = "",
            supersetGroup: String = "", notes: String = "", progressionRule: String = "", progressionIncrement: String = "",
            deloadAfter: String = "", deloadPercent: String = ""
        ) {
            self.progressionRule = progressionRule
            self.progressionIncrement = progressionIncrement
            self.deloadAfter = deloadAfter
            self.deloadPercent = deloadPercent
            self.exerciseID = exerciseID
            self.sets = sets
            self.reps = reps
            self.weight = weight
            self.restSeconds = restSeconds
            self.supersetGroup = supersetGroup
            self.notes = notes
        }
    }

    public var name: String
    public var notes: String
    public var rows: [Row]

    public init(name: String, notes: String = "", rows: [Row] = []) {
        self.name = name
        self.notes = notes
        self.rows = rows
    }

    /// The most exercises one template holds.
    public static let maximumExercises = 40

    /// Checks every field; weights without a unit are in `unit`. A progression without a typed increment steps by the
    /// default one, the small default (1.25 kg / 2.5 lb) for the exercises in `smallLifts`.
    public func draft(unit: WeightUnit, smallLifts: Set<Int64> = []) throws(DomainError) -> TemplateDraft {
        let name = try ExerciseName.validated(name)
        try UserText.check(notes, maximum: 4000, multiline: true, field: "notes", tooLong: LocalizedText("error.notes_at_most_4000_characters"))
        guard rows.count <= Self.maximumExercises else {
            throw .invalid(field: "exercises", message:
                LocalizedText("error.template_holds_at_most_exercises", ["maximumExercises": "\(Self.maximumExercises)"]))
        }
        var targets: [ExerciseTarget] = []
        for (index, row) in rows.enumerated() {
            targets.append(try Self.target(row, number: index + 1, unit: unit, small: row.exerciseID.map(smallLifts.contains) ?? false))
        }
        return TemplateDraft(name: name, notes: notes.trimmingCharacters(in: .whitespacesAndNewlines), exercises: targets)
    }

    /// The index of the first row `draft(unit:)` refuses, for showing its error in that row; nil when every row passes.
    public func rowAtFault(unit: WeightUnit) -> Int? {
        rows.indices.first { index in
            do {
                _ = try Self.target(rows[index], number: index + 1, unit: unit)
                return false
            } catch {
                return true
            }
        }
    }

    /// The exercises whose rows name a progression rule but no increment: the ones whose default increment depends on
    /// the exercise (`Progression.isSmallLift`).
    public var exercisesNeedingDefaultIncrement: Set<Int64> {
        Set(rows.compactMap { row in
            let rule = row.progressionRule.trimmingCharacters(in: .whitespaces).lowercased()
            let hasRule = !rule.isEmpty && rule != Progression.Rule.none.rawValue
            return hasRule && row.progressionIncrement.trimmingCharacters(in: .whitespaces).isEmpty ? row.exerciseID : nil
        })
    }

    private static func target(_ row: Row, number: Int, unit: WeightUnit, small: Bool = false) throws(DomainError) -> ExerciseTarget {
        guard let exerciseID = row.exerciseID else { throw .invalid(field: "exerciseId", message:
            LocalizedText("error.pick_exercise", ["number": .integer(number)])) }
        guard let sets = Int(row.sets.trimmingCharacters(in: .whitespaces)), (1...ExerciseTarget.maximumSets).contains(sets) else {
            throw .invalid(field: "sets", message:
                LocalizedText("error.template.exercise_sets_range", ["number": .integer(number), "maximumSets": "\(ExerciseTarget.maximumSets)"]))
        }
        guard let reps = RepRange(parsing: row.reps) else {
            throw .invalid(field: "reps", message: LocalizedText("error.reps_number_such_as_5_or", ["number": .integer(number)]))
        }
        var weight: Weight?
        let weightText = row.weight.trimmingCharacters(in: .whitespaces)
        if !weightText.isEmpty {
            guard let parsed = Weight.parse(weightText, defaultUnit: unit) else {
                throw .invalid(field: "weight", message: LocalizedText("error.weight_number_from_0_2000_such", ["number": .integer(number)]))
            }
            weight = parsed
        }
        var rest: Int?
        let restText = row.restSeconds.trimmingCharacters(in: .whitespaces)
        if !restText.isEmpty {
            guard let seconds = Int(restText), UserSettings.restSecondsRange.contains(seconds) else {
                throw .invalid(field: "restSeconds", message: LocalizedText("error.template.exercise_rest_range", ["number": .integer(number)]))
            }
            rest = seconds
        }
        var group: Int?
        let groupText = row.supersetGroup.trimmingCharacters(in: .whitespaces)
        if !groupText.isEmpty {
            guard let parsed = SupersetLabel.group(groupText) else {
                throw .invalid(field: "supersetGroup", message: LocalizedText("error.superset_letter_from_z", ["number": .integer(number)]))
            }
            group = parsed
        }
        try UserText.check(row.notes, maximum: 2000, multiline: true, field: "notes", tooLong:
            LocalizedText("error.notes_at_most_2000_characters", ["number": .integer(number)]))
        let progression: Progression
        do {
            progression = try Progression.parse(
                rule: row.progressionRule, increment: row.progressionIncrement, deloadAfter: row.deloadAfter,
                deloadPercent: row.deloadPercent, unit: unit, small: small)
        } catch {
            guard case .invalid(let field, let message) = error else { throw error }
            throw .invalid(field: field, message:
                LocalizedText("error.template.in_exercise", ["message": .localized(message), "number": .integer(number)]))
        }
        return ExerciseTarget(
            exerciseID: exerciseID, sets: sets, reps: reps, weight: weight, restSeconds: rest, supersetGroup: group,
            notes: row.notes.trimmingCharacters(in: .whitespacesAndNewlines), progression: progression)
    }
}

/// Superset groups are numbers in storage and letters (A, B, …) on screen.
public enum SupersetLabel {
    /// `A` for 0, `B` for 1, …
    public static func letter(_ group: Int) -> String {
        String(UnicodeScalar(UInt8(65 + group % 26)))
    }

    /// The group of a letter `A`–`Z` (either case) or of a number 0–25.
    public static func group(_ text: String) -> Int? {
        if let number = Int(text), (0..<26).contains(number) { return number }
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 1, scalars[0].isASCII, let letter = Character(scalars[0]).uppercased().unicodeScalars.first,
              (65...90).contains(letter.value) else { return nil }
        return Int(letter.value) - 65
    }
}
