import Foundation

/// The demo program as the lifter keeps it in Repbook: one template per training day, its targets taken from the day's
/// latest session, and an active rotation split of those templates that moves on when a day is completed.
public enum DemoTemplates {
    /// The name of the demo split.
    public static let splitName = "Upper/Lower"

    /// One template per day in `dayNames` that `workouts` (oldest first) trained, with the exercises, working sets, rep range
    /// and top weight of its latest session, and rests of 3 minutes for the first lift, 2 for the next two, 90 s after.
    public static func templates(dayNames: [String], workouts: [ArchivedWorkout]) -> [ArchivedTemplate] {
        dayNames.compactMap { name in
            guard let latest = workouts.last(where: { $0.name == name }) else { return nil }
            let targets = latest.exercises.enumerated().map { position, exercise in
                target(of: exercise, restSeconds: position == 0 ? 180 : (position < 3 ? 120 : 90))
            }
            return ArchivedTemplate(name: name, notes: "", exercises: targets)
        }
    }

    /// The active split of `templates` in order, a rotation advancing on completion, active since `startDate`.
    public static func split(of templates: [ArchivedTemplate], activeSince startDate: LocalDate, timeZone: TimeZone) -> ArchivedSplit {
        ArchivedSplit(
            name: splitName, schedule: .rotation, advance: .completion, days: templates.map(\.name),
            activation: ArchivedSplitActivation(customName: nil, startDate: startDate, activatedAt: startDate.noon(in: timeZone)))
    }

    /// A template target from what one session did: its working sets (not warm-ups or drops), their rep range and top weight.
    private static func target(of exercise: ArchivedWorkoutExercise, restSeconds: Int) -> ArchivedTarget {
        let working = exercise.sets.filter { $0.kind != .warmUp && $0.kind != .drop }
        let reps = working.compactMap(\.reps)
        let top = working.compactMap(\.weight).max { $0.value < $1.value }
        return ArchivedTarget(
            exercise: exercise.exercise, sets: min(ExerciseTarget.maximumSets, max(1, working.count)), repsMin: reps.min() ?? 8,
            repsMax: reps.max() ?? 12, weight: top, restSeconds: restSeconds, supersetGroup: nil, notes: "")
    }
}
