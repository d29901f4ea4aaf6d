import Foundation

extension ProgramLibrary {
    /// nSuns 5/3/1 LP, four days: nine-set main lifts and eight-set second lifts; the 1+ set moves the training max weekly.
    static let nSuns: Program = {
        let lifts = [
            StandardLifts.bench, StandardLifts.squat, StandardLifts.deadlift, StandardLifts.press,
            StandardLifts.sumoDeadlift, StandardLifts.closeGripBench, StandardLifts.frontSquat,
        ]
        func sets(_ scheme: [(Double, Int)], amrap: Set<Int>, kind: PrescribedSetKind) -> [SetPrescription] {
            scheme.enumerated().map { index, set in
                SetPrescription(load: .percentOfTrainingMax(set.0), reps: set.1, amrap: amrap.contains(index), kind: kind)
            }
        }
        let table = SlotRule.amrapTable(.nSuns, setIndex: 2)
        let benchVolume = sets(
            [(65, 8), (75, 6), (85, 4), (85, 4), (85, 4), (80, 5), (75, 6), (70, 7), (65, 8)], amrap: [8], kind: .main)
        let benchHeavy = sets(
            [(75, 5), (85, 3), (95, 1), (90, 3), (85, 5), (80, 3), (75, 5), (70, 3), (65, 5)], amrap: [2, 8], kind: .main)
        let squat = sets(
            [(75, 5), (85, 3), (95, 1), (90, 3), (85, 3), (80, 3), (75, 5), (70, 5), (65, 5)], amrap: [2, 8], kind: .main)
        let deadlift = sets(
            [(75, 5), (85, 3), (95, 1), (90, 3), (85, 3), (80, 3), (75, 3), (70, 3), (65, 3)], amrap: [2, 8], kind: .main)
        let pressT2 = sets(
            [(50, 6), (60, 5), (70, 3), (70, 5), (70, 7), (70, 4), (70, 6), (70, 8)], amrap: [], kind: .supplemental)
        let sumoT2 = sets(
            [(50, 5), (60, 5), (70, 3), (70, 5), (70, 7), (70, 4), (70, 6), (70, 8)], amrap: [], kind: .supplemental)
        let closeGripT2 = sets(
            [(40, 6), (50, 5), (60, 3), (60, 5), (60, 7), (60, 4), (60, 6), (60, 8)], amrap: [], kind: .supplemental)
        let frontSquatT2 = sets(
            [(35, 5), (45, 5), (55, 3), (55, 5), (55, 7), (55, 4), (55, 6), (55, 8)], amrap: [], kind: .supplemental)
        let days = [
            ProgramDay(name: "Bench, Overhead Press", slots: [
                ExerciseSlot(key: "bench-volume", liftKey: "bench-press", sets: benchVolume),
                ExerciseSlot(
                    key: "press-t2", liftKey: "overhead-press", sets: pressT2,
                    rule: .trainingMaxPerCycle(upper: .upper, lower: .lower, failedAmrapDropPercent: nil)),
            ]),
            ProgramDay(name: "Squat, Sumo Deadlift", slots: [
                ExerciseSlot(key: "squat-t1", liftKey: "squat", sets: squat, rule: table),
                ExerciseSlot(key: "sumo-t2", liftKey: "sumo-deadlift", basisLiftKey: "deadlift", sets: sumoT2),
            ]),
            ProgramDay(name: "Bench, Close-Grip Bench", slots: [
                ExerciseSlot(key: "bench-t1", liftKey: "bench-press", sets: benchHeavy, rule: table),
                ExerciseSlot(key: "close-grip-t2", liftKey: "close-grip-bench-press", basisLiftKey: "bench-press", sets: closeGripT2),
            ]),
            ProgramDay(name: "Deadlift, Front Squat", slots: [
                ExerciseSlot(key: "deadlift-t1", liftKey: "deadlift", sets: deadlift, rule: table),
                ExerciseSlot(key: "front-squat-t2", liftKey: "front-squat", basisLiftKey: "squat", sets: frontSquatT2),
            ]),
        ]
        return Program(
            slug: "nsuns-4day", name: "nSuns 5/3/1 LP (4 days)",
            summary: "Four days, each a nine-set main lift around a heavy single and an eight-set second lift, all from "
                + "training maxes; the reps of each 1+ set move that lift's training max every week. The four-day layout "
                + "has no overhead press AMRAP, so its training max rises 2.5 kg / 5 lb a week.",
            lifts: lifts, weeks: [ProgramWeek(name: "Week", days: days)])
    }()
}
