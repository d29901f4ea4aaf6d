import Foundation

/// Finds the personal records a workout set: each exercise's working sets of the workout against every earlier
/// session of it, through the same `RecordBests` the exercise analytics fold.
public enum RecordDetection {
    /// The records of `workout`, given the earlier done sets of its exercises (oldest first, any workouts).
    public static func records(
        in workout: Workout, earlier: [PerformedSet], formula: OneRepMaxFormula = .epley, bodyWeight: BodyWeightHistory = .unknown
    ) -> [PersonalRecord] {
        records(in: workout, earlierSessions: ExerciseSessionSummary.sessions(of: earlier), formula: formula, bodyWeight: bodyWeight)
    }

    /// The records of `workout`, given the summaries of its exercises' earlier sessions (each exercise's oldest first).
    public static func records(
        in workout: Workout, earlierSessions earlier: [ExerciseSessionSummary], formula: OneRepMaxFormula = .epley,
        bodyWeight: BodyWeightHistory = .unknown
    ) -> [PersonalRecord] {
        records(in: workout, bests: RecordFold.bests(of: earlier, formula: formula, bodyWeight: bodyWeight), formula: formula, bodyWeight: bodyWeight)
    }

    /// The records of `workout`, given each exercise's bests before it (`RecordBaseline`).
    public static func records(
        in workout: Workout, bests: [Int64: RecordBests], formula: OneRepMaxFormula = .epley, bodyWeight: BodyWeightHistory = .unknown
    ) -> [PersonalRecord] {
        let bodyWeightToday = bodyWeight.kilograms(on: workout.date)
        var records: [PersonalRecord] = []
        var seen = Set<Int64>()
        for exercise in workout.exercises where !seen.contains(exercise.exerciseID) {
            seen.insert(exercise.exerciseID)
            let sameExercise = workout.exercises.filter { $0.exerciseID == exercise.exerciseID }
            let today = sameExercise.flatMap { entry in
                entry.sets.filter(\.isDone).compactMap {
                    RecordSample.of($0.values, kind: entry.kind, formula: formula, bodyWeight: bodyWeightToday)
                }
            }
            records += (bests[exercise.exerciseID] ?? RecordBests())
                .records(beatenBy: today, exerciseID: exercise.exerciseID, name: exercise.exerciseName)
        }
        return records
    }
}

extension ExerciseKind {
    /// Whether the weight of its sets is load lifted, so volume and the heaviest-weight record apply.
    public var hasLoad: Bool { self == .weightAndReps || self == .weightedBodyweight }
}
