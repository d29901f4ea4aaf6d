import Foundation

/// What new records are measured against: each exercise's bests before a point in its history, from the store's
/// running bests (one row each), except bodyweight kinds, whose 1RM moves with later weigh-ins and so is folded from
/// their earlier sessions' loads.
public enum RecordBaseline {
    /// The exercises among `kinds` whose baseline needs their earlier sessions (bodyweight kinds).
    public static func foldedFromSessions(_ kinds: [Int64: ExerciseKind]) -> [Int64] {
        kinds.filter { ExerciseHistory.needsBodyWeight($0.value) }.map(\.key).sorted()
    }

    /// The exercises among `kinds` whose baseline is their running bests.
    public static func fromRunningBests(_ kinds: [Int64: ExerciseKind]) -> [Int64] {
        kinds.filter { !ExerciseHistory.needsBodyWeight($0.value) }.map(\.key).sorted()
    }

    /// Each exercise's bests: `running` for most, a fold of `earlierSessions` for the bodyweight kinds.
    public static func bests(
        running: [Int64: RunningBests], earlierSessions: [ExerciseSessionSummary], formula: OneRepMaxFormula, bodyWeight: BodyWeightHistory
    ) -> [Int64: RecordBests] {
        var bests = running.mapValues { RecordBests($0, formula: formula) }
        bests.merge(RecordFold.bests(of: earlierSessions, formula: formula, bodyWeight: bodyWeight)) { _, folded in folded }
        return bests
    }
}
