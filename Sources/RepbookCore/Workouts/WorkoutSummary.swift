import Foundation

/// What a finished workout amounts to: duration, sets, volume and the records it set.
public struct WorkoutSummary: Equatable, Sendable {
    public let durationSeconds: Int
    /// Sets marked done, warm-ups included.
    public let setCount: Int
    /// Weight × reps of done working sets, warm-ups excluded, in kilograms.
    public let volumeKilograms: Double
    public let records: [PersonalRecord]

    public init(durationSeconds: Int, setCount: Int, volumeKilograms: Double, records: [PersonalRecord]) {
        self.durationSeconds = durationSeconds
        self.setCount = setCount
        self.volumeKilograms = volumeKilograms
        self.records = records
    }

    /// The summary of a finished workout, given its exercises' earlier done sets, the 1RM formula and body weights.
    public init(of workout: Workout, earlier: [PerformedSet], formula: OneRepMaxFormula = .epley, bodyWeight: BodyWeightHistory = .unknown) {
        self.init(of: workout, earlierSessions: ExerciseSessionSummary.sessions(of: earlier), formula: formula, bodyWeight: bodyWeight)
    }

    /// The summary of a finished workout, given its exercises' earlier session summaries, the 1RM formula and body weights.
    public init(
        of workout: Workout, earlierSessions earlier: [ExerciseSessionSummary], formula: OneRepMaxFormula = .epley,
        bodyWeight: BodyWeightHistory = .unknown
    ) {
        self.init(
            of: workout, bests: RecordFold.bests(of: earlier, formula: formula, bodyWeight: bodyWeight), formula: formula, bodyWeight: bodyWeight)
    }

    /// The summary of a finished workout, given each exercise's bests before it (`RecordBaseline`), the 1RM formula and
    /// body weights.
    public init(of workout: Workout, bests: [Int64: RecordBests], formula: OneRepMaxFormula, bodyWeight: BodyWeightHistory) {
        let end = workout.endedAt ?? workout.startedAt
        self.init(
            durationSeconds: max(0, Int(end.timeIntervalSince(workout.startedAt))),
            setCount: WorkoutVolume.doneSetCount(of: workout),
            volumeKilograms: WorkoutVolume.kilograms(of: workout),
            records: RecordDetection.records(in: workout, bests: bests, formula: formula, bodyWeight: bodyWeight))
    }
}
