/// How far a workout is, for people: "3 of 12 sets done" in the user's language, pluralized by the total.
public enum WorkoutProgress {
    /// The done and total sets of `workout`.
    public static func text(_ workout: Workout, _ localizer: Localizer) -> String {
        localizer.plural(
            "workout.progress", count: workout.allSets.count, ["done": localizer.numbers.integer(workout.allSets.filter(\.isDone).count)])
    }
}
