import Foundation

extension ProgramLibrary {
    /// A four-week block by effort: a top set at RPE 7, 8, then 9, three back-offs at 92.5 % of it, then a deload week.
    static let rpeBlock: Program = {
        let s = StandardLifts.self
        let targets: [(rpe: Double, backOffs: Int, percent: Double)] = [(7, 3, 92.5), (8, 3, 92.5), (9, 3, 92.5), (6, 2, 90)]
        func slot(_ lift: ProgramLift, reps: Int, week: Int) -> ExerciseSlot {
            let target = targets[week]
            let top = SetPrescription(load: .rpe(target.rpe), reps: reps, kind: .topSet)
            let backOffs = (0..<target.backOffs).map { _ in
                SetPrescription(load: .percentOfTopSet(target.percent), reps: reps, kind: .backOff)
            }
            return ExerciseSlot(key: "\(lift.key)-\(reps)", liftKey: lift.key, sets: [top] + backOffs, rule: .rpeEstimate)
        }
        let weeks = targets.indices.map { week in
            ProgramWeek(
                name: week == 3 ? "Deload" : "Week \(week + 1): RPE \(Weight.format(targets[week].rpe))",
                days: [
                    ProgramDay(name: "Squat, Bench", slots: [slot(s.squat, reps: 5, week: week), slot(s.bench, reps: 5, week: week)]),
                    ProgramDay(name: "Deadlift, Press", slots: [slot(s.deadlift, reps: 5, week: week), slot(s.press, reps: 5, week: week)]),
                    ProgramDay(name: "Bench, Squat", slots: [slot(s.bench, reps: 3, week: week), slot(s.squat, reps: 3, week: week)]),
                ],
                isDeload: week == 3)
        }
        return Program(
            slug: "rpe-block", name: "RPE block (4 weeks)",
            summary: "Three days a week: a top set by effort, then back-off sets at 92.5 % of it. The top set's RPE goes "
                + "7, 8, 9 over three weeks, then a lighter week at RPE 6. The training max is your estimated one-rep max; "
                + "each logged top set with its RPE re-estimates it.",
            lifts: [s.squat, s.bench, s.deadlift, s.press], weeks: weeks)
    }()
}
