import Foundation

/// One prescribed set as a program writes it: where its weight comes from, its reps, whether the last is "+", its role.
public struct SetPrescription: Equatable, Sendable {
    public var load: SetLoad
    /// The reps, or the bottom of the range when `repsUpper` is set.
    public var reps: Int
    /// The top of a rep range (double progression), nil for a fixed count.
    public var repsUpper: Int?
    /// As many reps as possible, `reps` being the minimum ("5+").
    public var amrap: Bool
    public var kind: PrescribedSetKind

    public init(load: SetLoad, reps: Int, repsUpper: Int? = nil, amrap: Bool = false, kind: PrescribedSetKind = .main) {
        self.load = load
        self.reps = reps
        self.repsUpper = repsUpper
        self.amrap = amrap
        self.kind = kind
    }

    /// `count` equal sets at `percent` of the training max; the last is AMRAP when `lastAmrap`.
    public static func percent(
        _ percent: Double, reps: Int, sets count: Int = 1, lastAmrap: Bool = false, kind: PrescribedSetKind = .main
    ) -> [SetPrescription] {
        (0..<count).map { index in
            SetPrescription(
                load: .percentOfTrainingMax(percent), reps: reps, amrap: lastAmrap && index == count - 1, kind: kind)
        }
    }

    /// `count` equal sets at the slot's working weight; the last is AMRAP when `lastAmrap`.
    public static func working(
        reps: Int, sets count: Int, lastAmrap: Bool = false, repsUpper: Int? = nil, kind: PrescribedSetKind = .main
    ) -> [SetPrescription] {
        (0..<count).map { index in
            SetPrescription(
                load: .percentOfWorkingWeight(100), reps: reps, repsUpper: repsUpper,
                amrap: lastAmrap && index == count - 1, kind: kind)
        }
    }

    /// `5`, `5+` or `8–12`.
    public var repsText: String {
        if let repsUpper, repsUpper != reps { return "\(reps)–\(repsUpper)" }
        return amrap ? "\(reps)+" : String(reps)
    }
}
