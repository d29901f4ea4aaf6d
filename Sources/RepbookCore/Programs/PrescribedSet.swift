import Foundation

/// One set to do, computed: the loadable weight in the user's unit (and in kilograms), the reps, and why.
public struct PrescribedSet: Equatable, Sendable {
    /// The weight in the user's unit, loadable with their bar and plates.
    public var weight: Weight
    /// The weight in kilograms, for the API.
    public var weightKg: Double { weight.kilograms }
    public var reps: Int
    /// The top of a rep range, nil for a fixed count.
    public var repsUpper: Int?
    public var amrap: Bool
    /// The percentage of the training max the set was computed from, when it was.
    public var percentOfTrainingMax: Double?
    /// The RPE target, for a top set by effort.
    public var rpe: Double?
    public var kind: PrescribedSetKind
    /// The plates on each side (`25 + 15 + 1.25`), for a barbell.
    public var plates: String?
    /// One line, written in the reader's language: `85 % of TM 140 kg = 119 kg → 120 kg`.
    public var reason: LocalizedText

    public init(
        weight: Weight, reps: Int, repsUpper: Int? = nil, amrap: Bool, percentOfTrainingMax: Double? = nil,
        rpe: Double? = nil, kind: PrescribedSetKind, plates: String? = nil, reason: LocalizedText
    ) {
        self.weight = weight
        self.reps = reps
        self.repsUpper = repsUpper
        self.amrap = amrap
        self.percentOfTrainingMax = percentOfTrainingMax
        self.rpe = rpe
        self.kind = kind
        self.plates = plates
        self.reason = reason
    }

    /// `5`, `5+` or `8–12`, as a sheet writes the reps.
    public var repsText: String {
        if let repsUpper, repsUpper != reps { return "\(reps)–\(repsUpper)" }
        return amrap ? "\(reps)+" : String(reps)
    }
}
