import Foundation

extension ProgramLibrary {
    /// Push/pull/legs with double progression: each exercise works up a rep range, then adds weight.
    static let pushPullLegs: Program = {
        let s = StandardLifts.self
        func slot(_ lift: ProgramLift, _ lower: Int, _ upper: Int, kind: PrescribedSetKind = .main) -> ExerciseSlot {
            ExerciseSlot(
                key: lift.key, liftKey: lift.key,
                sets: SetPrescription.working(reps: lower, sets: 3, repsUpper: upper, kind: kind),
                rule: .double(increment: lift.loading == .barbell ? s.step(lift) : LoadStep(kilograms: 2.5, pounds: 5)))
        }
        let days = [
            ProgramDay(name: "Push", slots: [
                slot(s.bench, 6, 10), slot(s.press, 8, 12), slot(s.tricepsPushdown, 10, 15, kind: .accessory),
            ]),
            ProgramDay(name: "Pull", slots: [
                slot(s.row, 6, 10), slot(s.latPulldown, 8, 12), slot(s.dumbbellCurl, 10, 15, kind: .accessory),
            ]),
            ProgramDay(name: "Legs", slots: [
                slot(s.squat, 6, 10), slot(s.romanianDeadlift, 8, 12), slot(s.legPress, 10, 15, kind: .accessory),
            ]),
        ]
        return Program(
            slug: "ppl-double", name: "Push/Pull/Legs (double progression)",
            summary: "Three days (run them twice for six): three sets in a rep range per exercise. Add a rep a set each "
                + "session; when every set reaches the top of the range, add weight and go back to the bottom. The "
                + "training max of each exercise is its starting weight.",
            lifts: [s.bench, s.press, s.tricepsPushdown, s.row, s.latPulldown, s.dumbbellCurl, s.squat, s.romanianDeadlift, s.legPress],
            weeks: [ProgramWeek(name: "Week", days: days)])
    }()
}
