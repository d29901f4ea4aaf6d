import Foundation

/// The A/B alternation the novice programs share: three days a week, A B A then B A B, so a cycle is two weeks.
enum AlternatingWeeks {
    /// Two weeks of three days from days `a` and `b`.
    static func weeks(a: ProgramDay, b: ProgramDay) -> [ProgramWeek] {
        [ProgramWeek(name: "Week 1", days: [a, b, a]), ProgramWeek(name: "Week 2", days: [b, a, b])]
    }

    /// A slot at the working weight that adds `rule`'s increment after each met session.
    static func slot(_ lift: ProgramLift, sets: Int, reps: Int, lastAmrap: Bool = false, rule: LinearRule) -> ExerciseSlot {
        ExerciseSlot(
            key: lift.key, liftKey: lift.key, sets: SetPrescription.working(reps: reps, sets: sets, lastAmrap: lastAmrap),
            rule: .linear(rule))
    }
}
