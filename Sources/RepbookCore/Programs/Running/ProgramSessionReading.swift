import Foundation

/// A finished program workout read as the program's rules read it: per slot, the working sets done, in order.
///
/// The rule: sets never done, sets marked warm-up and drop sets are left out. A set the program prescribed (it carries
/// the program's suggestion) is a working set: the program wrote it as one, even when it is lighter than the day's top
/// (5/3/1's 65 % set). A set the lifter added is read by the shared `WorkingSets`: it counts only when that reading
/// calls it working, so an unmarked ramp of warm-ups before the prescribed sets is never read as work.
public enum ProgramSessionReading {
    /// The logged session of `workout` (exercises without a program slot are left out), dated with the workout's day.
    public static func logged(_ workout: Workout) -> LoggedSession {
        var exercises: [String: LoggedExercise] = [:]
        for exercise in workout.exercises {
            guard let key = exercise.programSlotKey else { continue }
            var sets = exercises[key]?.workingSets ?? []
            sets += working(exercise.sets.filter(\.isDone))
            exercises[key] = LoggedExercise(workingSets: sets)
        }
        return LoggedSession(date: workout.date, exercises: exercises)
    }

    /// The working sets among `done` (one exercise's done sets, in order) by the rule above.
    static func working(_ done: [WorkoutSet]) -> [SetValues] {
        let reading = WorkingSets(done.map(\.values)).working
        var next = 0
        var result: [SetValues] = []
        for set in done where set.values.kind != .warmUp && set.values.kind != .drop {
            let readAsWorking = next < reading.count && reading[next] == set.values
            if readAsWorking { next += 1 }
            if set.suggestion != nil || readAsWorking { result.append(set.values) }
        }
        return result
    }
}
