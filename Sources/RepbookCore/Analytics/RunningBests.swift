import Foundation

/// An exercise's bests over its sessions up to and including one of them, as the store keeps them beside each session
/// summary: what the records of any later session are measured against, read as one row instead of a fold of years.
///
/// The 1RM of bodyweight kinds depends on the body weight of each day, which weigh-ins can change later, so for them
/// `epley` and `brzycki` stay nil and readers fold those sessions' loads (`ExerciseSessionSummary.figures`).
public struct RunningBests: Equatable, Sendable {
    public let heaviest: Double?
    public let epley: Double?
    public let brzycki: Double?
    public let setVolume: Double?
    public let sessionVolume: Double?
    /// The reps at each weight that beat every earlier set at that weight or heavier when they were done (the rep
    /// records): the most reps at a weight or heavier over all the sessions is the most among these.
    public let repRecords: [Double: Int]

    public init(
        heaviest: Double?, epley: Double?, brzycki: Double?, setVolume: Double?, sessionVolume: Double?, repRecords: [Double: Int]
    ) {
        self.heaviest = heaviest
        self.epley = epley
        self.brzycki = brzycki
        self.setVolume = setVolume
        self.sessionVolume = sessionVolume
        self.repRecords = repRecords
    }

    /// The running bests after `session`, given those before it (nil for an exercise's first session), with the reps
    /// at weight of `session` that are new rep records. The one rule behind the stored running bests.
    public static func after(_ previous: RunningBests?, _ session: ExerciseSessionSummary) -> (bests: RunningBests, newRepRecords: [Double: Int]) {
        let figures = session.epley
        func larger(_ a: Double?, _ b: Double?) -> Double? {
            guard let a else { return b }
            guard let b else { return a }
            return Swift.max(a, b)
        }
        var newRecords: [Double: Int] = [:]
        for (weight, reps) in figures.repsAtWeight where reps > (previous?.mostReps(atLeast: weight) ?? 0) {
            newRecords[weight] = reps
        }
        var repRecords = previous?.repRecords ?? [:]
        for (weight, reps) in newRecords { repRecords[weight] = Swift.max(repRecords[weight] ?? 0, reps) }
        let bests = RunningBests(
            heaviest: larger(previous?.heaviest, figures.heaviest?.value),
            epley: larger(previous?.epley, figures.oneRepMax?.value),
            brzycki: larger(previous?.brzycki, session.brzycki?.value),
            setVolume: larger(previous?.setVolume, figures.bestSetVolume?.value),
            sessionVolume: larger(previous?.sessionVolume, figures.volume > 0 ? figures.volume : nil),
            repRecords: repRecords)
        return (bests, newRecords)
    }

    /// The most reps done at `kilograms` or heavier (its `RecordBests.key`); nil when nothing that heavy was done.
    public func mostReps(atLeast kilograms: Double) -> Int? {
        let key = RecordBests.key(kilograms)
        return repRecords.lazy.filter { $0.key >= key }.map(\.value).max()
    }
}
