import Foundation

/// The one definition of what a stored set may hold (docs/LIMITS.md), shared by the set form and the API
/// (`SetInput`), every workout importer (`SetCellReading`, `FinishedWorkoutDraft`) and the archive restore
/// (`UserArchiveValidation`): finite numbers within range, a note of at most 500 characters without control characters.
public enum SetValueRules {
    /// The heaviest weight a set holds, in its own unit.
    public static let maximumWeight = 2000.0
    /// The most reps of one set.
    public static let maximumReps = 1000
    /// The longest time of one set: a day.
    public static let maximumSeconds = 86_400
    /// The longest distance of one set: 1,000 km.
    public static let maximumMeters = 1_000_000.0
    /// The longest set note, in Unicode scalars.
    public static let maximumNoteLength = 500

    /// Whether `value` is a weight a set may hold: finite, 0 to 2000.
    public static func isWeight(_ value: Double) -> Bool { value.isFinite && (0...maximumWeight).contains(value) }

    /// Whether `meters` is a distance a set may hold: finite, 0 to 1,000 km.
    public static func isDistance(_ meters: Double) -> Bool { meters.isFinite && (0...maximumMeters).contains(meters) }

    /// The efforts a set may hold, as RPE (RIR 0 to 4 read on the other scale, `EffortScale`).
    public static let rpeRange = 6.0...10.0

    /// Whether `rpe` is 6 to 10 in half steps.
    public static func isRPE(_ rpe: Double) -> Bool { rpeRange.contains(rpe) && (rpe * 2).rounded() == rpe * 2 }

    /// The first value of `values` out of range, if any.
    public static func problem(in values: SetValues) -> SetValueProblem? {
        if let weight = values.weight, !isWeight(weight.value) {
            return SetValueProblem(field: .weight, message: LocalizedText("error.set.weight_range"))
        }
        if let reps = values.reps, !(0...maximumReps).contains(reps) {
            return SetValueProblem(field: .reps, message: LocalizedText("error.set.reps_range"))
        }
        if let seconds = values.durationSeconds, !(0...maximumSeconds).contains(seconds) {
            return SetValueProblem(field: .duration, message: LocalizedText("error.set.time_range"))
        }
        if let meters = values.distanceMeters, !isDistance(meters) {
            return SetValueProblem(field: .distance, message: LocalizedText("error.set.distance_range"))
        }
        if let rpe = values.rpe, !isRPE(rpe) {
            return SetValueProblem(field: .rpe, message: LocalizedText("error.set.rpe_range"))
        }
        if UserText.length(values.note) > maximumNoteLength {
            return SetValueProblem(field: .note, message: LocalizedText("error.set.note_length"))
        }
        if let scalar = UserText.forbiddenCharacter(in: values.note, multiline: true) {
            return SetValueProblem(field: .note, message: LocalizedText("error.set.note_control", ["character": .text(UserText.codePoint(scalar))]))
        }
        return nil
    }
}

/// A set value out of range: the field (named as the form and as the archive name it) and what is wrong.
public struct SetValueProblem: Equatable, Sendable {
    /// A field of a set.
    public enum Field: String, Sendable {
        case weight, reps, duration, distance, rpe, note

        /// The field's name in the archive and the API's JSON.
        public var jsonName: String {
            switch self {
            case .weight: "weight.value"
            case .duration: "durationSeconds"
            case .distance: "distanceMeters"
            default: rawValue
            }
        }
    }

    public let field: Field
    public let message: LocalizedText
}
