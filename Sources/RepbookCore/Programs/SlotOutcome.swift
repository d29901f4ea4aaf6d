import Foundation

/// How one logged exercise compares with its prescription: every set's reps met or not, and the AMRAP reps.
public struct SlotOutcome: Equatable, Sendable {
    /// Every prescribed set was done with at least its (minimum) reps.
    public let met: Bool
    /// The reps of the last AMRAP set, when the stage has one and it was logged.
    public let amrapReps: Int?
    /// An AMRAP set fell short of its minimum.
    public let amrapShort: Bool
    /// The reps of each working set, in order (empty: no sets).
    public let reps: [Int]

    /// Compares `logged` (working sets in order) with `sets`, whose rep targets may be overridden by `targetReps`.
    public static func judge(_ sets: [SetPrescription], targetReps: [Int]?, logged: [SetValues]) -> SlotOutcome {
        let done = logged.map { $0.reps ?? 0 }
        var met = done.count >= sets.count
        var amrapReps: Int?
        var amrapShort = false
        for (index, set) in sets.enumerated() {
            let minimum = targetReps.flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? set.reps
            let reps = done.indices.contains(index) ? done[index] : 0
            if reps < minimum { met = false }
            if set.amrap, done.indices.contains(index) {
                amrapReps = reps
                if reps < minimum { amrapShort = true }
            }
        }
        return SlotOutcome(
            met: met, amrapReps: amrapReps, amrapShort: amrapShort,
            reps: done)
    }
}
