import Foundation

/// Folds performed sets session by session through `RecordBests`, the fold behind `ExerciseProgress.events`, in two
/// halves: the bests of older history, then the records recent sessions set on top of them.
public enum RecordFold {
    /// Each exercise's bests after folding `sets` (oldest first, grouped by workout).
    public static func bests(
        of sets: [PerformedSet], formula: OneRepMaxFormula, bodyWeight: BodyWeightHistory
    ) -> [Int64: RecordBests] {
        var bests: [Int64: RecordBests] = [:]
        for session in sessions(of: sets) {
            bests[session[session.startIndex].exerciseID, default: RecordBests()]
                .absorb(samples(of: session, formula: formula, bodyWeight: bodyWeight))
        }
        return bests
    }

    /// The records `sets` (oldest first, grouped by workout) set, each session measured against `bests` and every
    /// earlier session of its exercise; exercise by exercise, each in the order they were set.
    public static func events(
        in sets: [PerformedSet], after bests: [Int64: RecordBests], names: [Int64: String], formula: OneRepMaxFormula,
        bodyWeight: BodyWeightHistory
    ) -> [ExerciseProgress.Event] {
        var running = bests
        var events: [ExerciseProgress.Event] = []
        for session in sessions(of: sets) {
            let first = session[session.startIndex]
            let samples = samples(of: session, formula: formula, bodyWeight: bodyWeight)
            guard !samples.isEmpty else { continue }
            var exerciseBests = running[first.exerciseID] ?? RecordBests()
            events += exerciseBests.records(beatenBy: samples, exerciseID: first.exerciseID, name: names[first.exerciseID] ?? "Exercise")
                .map { ExerciseProgress.Event(record: $0, date: first.date, workoutID: first.workoutID) }
            exerciseBests.absorb(samples)
            running[first.exerciseID] = exerciseBests
        }
        return events
    }

    /// Each exercise's sessions, in order within the exercise (sets of several exercises interleave within a workout).
    private static func sessions(of sets: [PerformedSet]) -> [ArraySlice<PerformedSet>] {
        var order: [Int64] = []
        var byExercise: [Int64: [PerformedSet]] = [:]
        for set in sets {
            if byExercise[set.exerciseID] == nil { order.append(set.exerciseID) }
            byExercise[set.exerciseID, default: []].append(set)
        }
        return order.flatMap { ExerciseSessions.split(byExercise[$0] ?? []) }
    }

    /// The record samples of one session's sets, with the body weight of its day.
    static func samples(of session: ArraySlice<PerformedSet>, formula: OneRepMaxFormula, bodyWeight: BodyWeightHistory) -> [RecordSample] {
        let weight = bodyWeight.kilograms(on: session[session.startIndex].date)
        return session.compactMap { RecordSample.of($0.values, kind: $0.kind, formula: formula, bodyWeight: weight) }
    }
}
