import Foundation

/// One working set reduced to what personal records compare.
public struct RecordSample: Equatable, Sendable {
    /// The weight as entered, in kilograms (the added load for weighted bodyweight); 0 without a weight.
    public let kilograms: Double
    public let reps: Int
    /// Whether `kilograms` is load lifted, so it can be a heaviest-weight record.
    public let countsWeight: Bool
    /// The weight "most reps" is tracked at: the entered weight, 0 for bodyweight and reps-only work, nil for assisted.
    public let repsWeight: Double?
    /// The estimated 1RM of the whole load moved, body weight included when known.
    public let oneRepMax: Double?
    /// Weight × reps in kilograms, as `WorkoutVolume` counts it.
    public let volume: Double

    public init(kilograms: Double, reps: Int, countsWeight: Bool, repsWeight: Double?, oneRepMax: Double?, volume: Double) {
        self.kilograms = kilograms
        self.reps = reps
        self.countsWeight = countsWeight
        self.repsWeight = repsWeight
        self.oneRepMax = oneRepMax
        self.volume = volume
    }

    /// The sample of a done set; nil for warm-ups, sets without reps, and timed or distance work.
    ///
    /// Bodyweight exercises estimate the 1RM from the body weight when it is known: body weight plus the added load,
    /// or minus the assistance; without it, bodyweight reps and assisted sets have no estimate.
    public static func of(_ values: SetValues, kind: ExerciseKind, formula: OneRepMaxFormula, bodyWeight: Double?) -> RecordSample? {
        guard values.kind != .warmUp, let reps = values.reps, reps > 0 else { return nil }
        let entered = values.weight?.kilograms ?? 0
        let repsWeight: Double?
        switch kind {
        case .weightAndReps:
            guard entered > 0 else { return nil }
            repsWeight = entered
        case .weightedBodyweight: repsWeight = entered
        case .bodyweightReps, .repsOnly: repsWeight = 0
        case .assistedBodyweight: repsWeight = nil
        case .duration, .distanceAndDuration: return nil
        }
        return RecordSample(
            kilograms: entered, reps: reps, countsWeight: kind.hasLoad && entered > 0, repsWeight: repsWeight,
            oneRepMax: oneRepMax(entered: entered, reps: reps, kind: kind, formula: formula, bodyWeight: bodyWeight),
            volume: WorkoutVolume.kilograms(values, kind: kind))
    }

    /// The estimated 1RM of `reps` with `entered` kilograms on an exercise of `kind`: the whole load moved, body weight
    /// included for bodyweight kinds when known; nil without load.
    public static func oneRepMax(entered: Double, reps: Int, kind: ExerciseKind, formula: OneRepMaxFormula, bodyWeight: Double?) -> Double? {
        let load: Double?
        switch kind {
        case .weightAndReps: load = entered
        case .weightedBodyweight: load = (bodyWeight ?? 0) + entered
        case .bodyweightReps: load = bodyWeight
        case .assistedBodyweight: load = bodyWeight.map { $0 - entered }
        case .repsOnly, .duration, .distanceAndDuration: load = nil
        }
        return load.flatMap { $0 > 0 ? formula.estimate(kilograms: $0, reps: reps) : nil }
    }
}
