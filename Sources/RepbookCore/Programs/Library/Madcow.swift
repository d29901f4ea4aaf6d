import Foundation

extension ProgramLibrary {
    /// Madcow 5x5: ramps of 12.5 % steps to a weekly top set; Wednesday light; Friday a triple 2.5 % heavier and a back-off
    /// eight; the top sets rise 2.5 % a week.
    static let madcow: Program = {
        let s = StandardLifts.self
        func ramp(_ percents: [Double], reps: Int = 5) -> [SetPrescription] {
            percents.map { SetPrescription(load: .percentOfTrainingMax($0), reps: reps) }
        }
        let weekly = SlotRule.trainingMaxPercentPerCycle(2.5)
        func slot(_ lift: ProgramLift, _ sets: [SetPrescription]) -> ExerciseSlot {
            ExerciseSlot(key: lift.key, liftKey: lift.key, sets: sets, rule: weekly)
        }
        let monday = ramp([50, 62.5, 75, 87.5, 100])
        let friday = ramp([50, 62.5, 75, 87.5]) + ramp([102.5], reps: 3) + ramp([75], reps: 8)
        let wednesdayRamp = ramp([62.5, 75, 87.5, 100])
        let days = [
            ProgramDay(name: "Monday: heavy", slots: [slot(s.squat, monday), slot(s.bench, monday), slot(s.row, monday)]),
            ProgramDay(name: "Wednesday: light", slots: [
                slot(s.squat, ramp([50, 62.5, 75, 75])), slot(s.press, wednesdayRamp), slot(s.deadlift, wednesdayRamp),
            ]),
            ProgramDay(name: "Friday: top triple", slots: [slot(s.squat, friday), slot(s.bench, friday), slot(s.row, friday)]),
        ]
        return Program(
            slug: "madcow-5x5", name: "Madcow 5x5",
            summary: "Three days a week. Monday ramps five sets of five in 12.5 % steps to the week's top set; Wednesday "
                + "repeats the light part of the squat and ramps the press and deadlift; Friday ramps four sets, then a "
                + "triple 2.5 % above Monday's top set and a set of eight. The training max is the week's Monday top set "
                + "and rises 2.5 % a week.",
            lifts: [s.squat, s.bench, s.row, s.press, s.deadlift], weeks: [ProgramWeek(name: "Week", days: days)])
    }()
}
