import Foundation

extension ProgramLibrary {
    /// Starting Strength, phase 1: A (squat, press, deadlift) and B (squat, bench, deadlift), weight up every session.
    static let startingStrength: Program = {
        let s = StandardLifts.self
        let upper = LinearRule(increment: .upper)
        let lower = LinearRule(increment: .lower)
        let squat = AlternatingWeeks.slot(s.squat, sets: 3, reps: 5, rule: upper)
        let deadlift = AlternatingWeeks.slot(s.deadlift, sets: 1, reps: 5, rule: lower)
        let a = ProgramDay(name: "Workout A", slots: [squat, AlternatingWeeks.slot(s.press, sets: 3, reps: 5, rule: upper), deadlift])
        let b = ProgramDay(name: "Workout B", slots: [squat, AlternatingWeeks.slot(s.bench, sets: 3, reps: 5, rule: upper), deadlift])
        return Program(
            slug: "starting-strength", name: "Starting Strength (phase 1)",
            summary: "Two alternating workouts three times a week: three sets of five on the squat and the press or bench, "
                + "one set of five on the deadlift. Each met session adds 2.5 kg / 5 lb (deadlift 5 kg / 10 lb); there is no "
                + "automatic deload, the lifter resets by judgement.",
            lifts: [s.squat, s.press, s.bench, s.deadlift], weeks: AlternatingWeeks.weeks(a: a, b: b))
    }()
}
