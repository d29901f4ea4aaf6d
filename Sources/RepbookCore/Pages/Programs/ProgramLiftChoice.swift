import Foundation

/// One lift of a program on the start form: a select among the user's exercises, preselected by the name match
/// (`ProgramLiftMatch.byName`) or by what the lifter chose, empty when nothing matches.
public struct ProgramLiftChoice: Sendable, Equatable {
    /// One exercise to pick.
    public struct Option: Sendable, Equatable {
        public let id: Int64
        public let name: String
        public let isSelected: Bool
    }

    public let liftKey: String
    /// The form field's name: `ex_squat`.
    public let fieldName: String
    /// The element id: `ex-squat`.
    public let fieldID: String
    public let label: String
    public let options: [Option]
    /// Whether no exercise is preselected (the select then starts on "Pick an exercise").
    public let needsChoice: Bool
    public let note: String
    public let error: String?

    /// The choice for `lift` (shown as `liftName`, the language's for a built-in program's lift) over the user's
    /// `exercises`, starter exercises named in the language; `typed` is the select's sent value (nil on first view).
    static func make(
        _ lift: ProgramLift, named liftName: String, exercises: [Exercise], typed: String?, error: String?, localizer: Localizer
    ) -> ProgramLiftChoice {
        let matched = ProgramLiftMatch.byName(lift, in: exercises)
        let selected: Int64? = if let typed { Int64(typed) } else { matched }
        let shown = exercises.filter { !$0.isArchived || $0.id == selected }
            .sorted { $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending }
        // Named after the match, not the selection, so it stays true when the lifter picks another exercise.
        let note = matched.map { id in
            localizer.text("program.lift_found", ["name": exercises.first { $0.id == id }.map { localizer.exerciseName($0.name) } ?? liftName])
        } ?? localizer.text("program.lift_not_found", ["name": liftName])
        return ProgramLiftChoice(
            liftKey: lift.key, fieldName: fieldName(lift.key), fieldID: "ex-\(lift.key)", label: liftName,
            options: shown.map { Option(id: $0.id, name: localizer.exerciseName($0.name), isSelected: $0.id == selected) },
            needsChoice: selected == nil || !shown.contains { $0.id == selected }, note: note, error: error)
    }

    /// The form field of lift `key`'s exercise.
    public static func fieldName(_ key: String) -> String { "ex_\(key)" }

    /// The chosen exercise ids by lift key from the form's `fields` (by field name); an empty select is left out (the
    /// start then matches by name, or refuses naming the lift), anything but an id is refused naming the lift.
    public static func exerciseIDs(_ program: Program, fields: [String: String]) throws(DomainError) -> [String: Int64] {
        var chosen: [String: Int64] = [:]
        for lift in program.lifts {
            let text = (fields[fieldName(lift.key)] ?? "").trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { continue }
            guard let id = Int64(text) else {
                throw .invalid(field: "lifts.\(lift.key)", message: LocalizedText("error.pick_one_exercises_for", ["lift": "\(lift.name)"]))
            }
            chosen[lift.key] = id
        }
        return chosen
    }
}
