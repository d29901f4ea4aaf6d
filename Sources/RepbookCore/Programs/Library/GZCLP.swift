import Foundation

extension ProgramLibrary {
    /// GZCLP, four days: a heavy tier-1 lift, a tier-2 lift for volume, a tier-3 accessory; stages change on failure.
    static let gzclp: Program = {
        let s = StandardLifts.self
        func tier1(_ lift: ProgramLift) -> ExerciseSlot {
            ExerciseSlot(
                key: "\(lift.key)-t1", liftKey: lift.key,
                stages: [
                    SlotStage(name: "5x3+", sets: SetPrescription.working(reps: 3, sets: 5, lastAmrap: true)),
                    SlotStage(name: "6x2+", sets: SetPrescription.working(reps: 2, sets: 6, lastAmrap: true)),
                    SlotStage(name: "10x1+", sets: SetPrescription.working(reps: 1, sets: 10, lastAmrap: true)),
                ],
                rule: .staged(StagedRule(increment: s.step(lift), reset: .newRepMax(reps: 5, percent: 85))),
                startPercent: 85)
        }
        func tier2(_ lift: ProgramLift) -> ExerciseSlot {
            ExerciseSlot(
                key: "\(lift.key)-t2", liftKey: lift.key,
                stages: [
                    SlotStage(name: "3x10", sets: SetPrescription.working(reps: 10, sets: 3, kind: .supplemental)),
                    SlotStage(name: "3x8", sets: SetPrescription.working(reps: 8, sets: 3, kind: .supplemental)),
                    SlotStage(name: "3x6", sets: SetPrescription.working(reps: 6, sets: 3, kind: .supplemental)),
                ],
                rule: .staged(StagedRule(
                    increment: s.step(lift), reset: .lastFirstStagePlus(LoadStep(kilograms: 7.5, pounds: 15)))),
                startPercent: 65)
        }
        func tier3(_ lift: ProgramLift) -> ExerciseSlot {
            ExerciseSlot(
                key: "\(lift.key)-t3", liftKey: lift.key,
                sets: SetPrescription.working(reps: 15, sets: 3, lastAmrap: true, kind: .accessory),
                rule: .linear(LinearRule(increment: LoadStep(kilograms: 2.5, pounds: 5), addOnlyWhenAmrapReaches: 25)))
        }
        let days = [
            ProgramDay(name: "Squat, Bench, Lat Pulldown", slots: [tier1(s.squat), tier2(s.bench), tier3(s.latPulldown)]),
            ProgramDay(name: "Overhead Press, Deadlift, Dumbbell Row", slots: [tier1(s.press), tier2(s.deadlift), tier3(s.dumbbellRow)]),
            ProgramDay(name: "Bench, Squat, Lat Pulldown", slots: [tier1(s.bench), tier2(s.squat), tier3(s.latPulldown)]),
            ProgramDay(name: "Deadlift, Overhead Press, Dumbbell Row", slots: [tier1(s.deadlift), tier2(s.press), tier3(s.dumbbellRow)]),
        ]
        return Program(
            slug: "gzclp", name: "GZCLP",
            summary: "Four rotating days of three tiers. Tier 1 goes 5x3+, then 6x2+, then 10x1+ as sessions are missed, "
                + "and restarts at 85 % of a new 5RM; tier 2 goes 3x10, 3x8, 3x6 and restarts a little above its last 3x10; "
                + "tier 3 is 3x15+ and gains weight when the last set reaches 25. The training max of a main lift is your "
                + "5RM (tier 1 starts at 85 % of it, tier 2 at 65 %); an accessory's is its starting weight.",
            lifts: [s.squat, s.bench, s.press, s.deadlift, s.latPulldown, s.dumbbellRow],
            weeks: [ProgramWeek(name: "Week", days: days)])
    }()
}
