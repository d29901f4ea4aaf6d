import Foundation

/// Folds exercise sessions through `RecordBests`, the fold behind `ExerciseProgress.events`, in two halves: the bests
/// of older history, then the records recent sessions set on top of them. Sessions come from the stored summaries
/// (or from raw sets through `ExerciseSessionSummary.sessions(of:)`: the same figures either way).
public enum RecordFold {
    /// Each exercise's bests after folding `sessions` (each exercise's oldest first).
    public static func bests(
        of sessions: [ExerciseSessionSummary], formula: OneRepMaxFormula, bodyWeight: BodyWeightHistory
    ) -> [Int64: RecordBests] {
        var bests: [Int64: RecordBests] = [:]
        for session in sessions {
            bests[session.exerciseID, default: RecordBests()].absorb(session.figures(formula: formula, bodyWeight: bodyWeight))
        }
        return bests
    }

    /// The records `sessions` (each exercise's oldest first) set, each measured against `bests` and every earlier
    /// session of its exercise; in the order of `sessions`.
    public static func events(
        in sessions: [ExerciseSessionSummary], after bests: [Int64: RecordBests], names: [Int64: String], formula: OneRepMaxFormula,
        bodyWeight: BodyWeightHistory
    ) -> [ExerciseProgress.Event] {
        var running = bests
        var events: [ExerciseProgress.Event] = []
        for session in sessions {
            let figures = session.figures(formula: formula, bodyWeight: bodyWeight)
            var exerciseBests = running[session.exerciseID] ?? RecordBests()
            events += exerciseBests.records(beatenBy: figures, exerciseID: session.exerciseID, name: names[session.exerciseID] ?? "Exercise")
                .map { ExerciseProgress.Event(record: $0, date: session.date, workoutID: session.workoutID) }
            exerciseBests.absorb(figures)
            running[session.exerciseID] = exerciseBests
        }
        return events
    }
}
