import Foundation

/// Wendler's 5/3/1 frame the library's two variants share: four days (press, deadlift, bench, squat), the three-week
/// wave plus a deload week, and the training max raised each cycle.
enum FiveThreeOne {
    /// The lifts in day order.
    static let lifts = [StandardLifts.press, StandardLifts.deadlift, StandardLifts.bench, StandardLifts.squat]

    /// Each week's main sets as (percent of training max, reps); the last set of weeks 1–3 is AMRAP.
    static let waves: [[(percent: Double, reps: Int)]] = [
        [(65, 5), (75, 5), (85, 5)],
        [(70, 3), (80, 3), (90, 3)],
        [(75, 5), (85, 3), (95, 1)],
        [(40, 5), (50, 5), (60, 5)],
    ]

    /// The rule: +2.5 kg / 5 lb upper, +5 kg / 10 lb lower each cycle; a missed AMRAP takes 10 % off instead.
    static let rule = SlotRule.trainingMaxPerCycle(upper: .upper, lower: .lower, failedAmrapDropPercent: 10)

    /// A 5/3/1 program whose days add `supplemental(week, lift)` after the main sets.
    static func program(
        slug: String, name: String, summary: String,
        supplemental: (_ week: Int, _ lift: ProgramLift) -> [SetPrescription]
    ) -> Program {
        let weeks = waves.enumerated().map { index, wave in
            let deload = index == 3
            let days = lifts.map { lift in
                let main = wave.enumerated().map { setIndex, set in
                    SetPrescription(
                        load: .percentOfTrainingMax(set.percent), reps: set.reps, amrap: !deload && setIndex == wave.count - 1)
                }
                return ProgramDay(
                    name: lift.name,
                    slots: [ExerciseSlot(key: lift.key, liftKey: lift.key, sets: main + supplemental(index, lift), rule: rule)])
            }
            return ProgramWeek(name: deload ? "Deload" : "Week \(index + 1)", days: days, isDeload: deload)
        }
        return Program(slug: slug, name: name, summary: summary, lifts: lifts, weeks: weeks)
    }
}
