import Foundation

extension ProgramLibrary {
    /// StrongLifts 5x5: A (squat, bench, row) and B (squat, press, deadlift 1x5), weight up every session.
    static let strongLifts: Program = {
        let s = StandardLifts.self
        func rule(_ step: LoadStep) -> LinearRule { LinearRule(increment: step, deloadAfterFailures: 3, deloadPercent: 10) }
        let a = ProgramDay(name: "Workout A", slots: [
            AlternatingWeeks.slot(s.squat, sets: 5, reps: 5, rule: rule(.upper)),
            AlternatingWeeks.slot(s.bench, sets: 5, reps: 5, rule: rule(.upper)),
            AlternatingWeeks.slot(s.row, sets: 5, reps: 5, rule: rule(.upper)),
        ])
        let b = ProgramDay(name: "Workout B", slots: [
            AlternatingWeeks.slot(s.squat, sets: 5, reps: 5, rule: rule(.upper)),
            AlternatingWeeks.slot(s.press, sets: 5, reps: 5, rule: rule(.upper)),
            AlternatingWeeks.slot(s.deadlift, sets: 1, reps: 5, rule: rule(.lower)),
        ])
        return Program(
            slug: "stronglifts-5x5", name: "StrongLifts 5x5",
            summary: "Two alternating workouts three times a week, five sets of five (one set for the deadlift). Every "
                + "session that meets its sets adds 2.5 kg / 5 lb (deadlift 5 kg / 10 lb); three missed sessions at one "
                + "weight take 10 % off.",
            lifts: [s.squat, s.bench, s.row, s.press, s.deadlift], weeks: AlternatingWeeks.weeks(a: a, b: b))
    }()
}
