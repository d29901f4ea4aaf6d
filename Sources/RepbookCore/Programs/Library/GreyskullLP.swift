import Foundation

extension ProgramLibrary {
    /// Greyskull LP: two sets of five and a last set of five or more; ten or more doubles the step, a miss takes 10 % off.
    static let greyskull: Program = {
        let s = StandardLifts.self
        func rule(_ lift: ProgramLift) -> LinearRule {
            LinearRule(
                increment: lift.region == .upper ? .small : LoadStep(kilograms: 2.5, pounds: 5), doubleWhenAmrapReaches: 10,
                deloadAfterFailures: 1, deloadPercent: 10)
        }
        func slot(_ lift: ProgramLift, sets: Int) -> ExerciseSlot {
            AlternatingWeeks.slot(lift, sets: sets, reps: 5, lastAmrap: true, rule: rule(lift))
        }
        let a = ProgramDay(name: "Workout A", slots: [slot(s.press, sets: 3), slot(s.squat, sets: 3)])
        let b = ProgramDay(name: "Workout B", slots: [slot(s.bench, sets: 3), slot(s.row, sets: 3), slot(s.deadlift, sets: 1)])
        return Program(
            slug: "greyskull-lp", name: "Greyskull LP",
            summary: "Two alternating workouts three times a week; each lift is two sets of five and a last set of as many "
                + "as you can (the deadlift one set). A met session adds 1.25 kg / 2.5 lb upper body and 2.5 kg / 5 lb lower, "
                + "doubled when the last set reaches ten; a missed one takes 10 % off. Chin-ups are left to the lifter.",
            lifts: [s.press, s.squat, s.bench, s.row, s.deadlift], weeks: AlternatingWeeks.weeks(a: a, b: b))
    }()
}
