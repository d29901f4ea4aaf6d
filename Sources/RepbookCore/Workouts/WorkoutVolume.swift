import Foundation

/// The training-load rules shared by summaries, history and records.
public enum WorkoutVolume {
    /// Whether a set counts as work: done and not a warm-up.
    public static func isWorking(_ set: WorkoutSet) -> Bool {
        set.isDone && set.values.kind != .warmUp
    }

    /// Weight × reps in kilograms of one set, for exercises whose weight is load lifted (not assistance).
    public static func kilograms(_ values: SetValues, kind: ExerciseKind) -> Double {
        guard kind == .weightAndReps || kind == .weightedBodyweight, let weight = values.weight, let reps = values.reps else { return 0 }
        return weight.kilograms * Double(reps)
    }

    /// Total volume of a workout: weight × reps of done working sets, warm-ups excluded.
    public static func kilograms(of workout: Workout) -> Double {
        workout.exercises.reduce(0) { total, exercise in
            exercise.sets.filter(isWorking).reduce(total) { $0 + kilograms($1.values, kind: exercise.kind) }
        }
    }

    /// Sets marked done.
    public static func doneSetCount(of workout: Workout) -> Int {
        workout.allSets.filter(\.isDone).count
    }
}
