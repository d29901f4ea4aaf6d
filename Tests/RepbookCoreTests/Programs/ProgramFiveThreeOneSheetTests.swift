import Testing
@testable import RepbookCore
import RepbookTestFixtures

/// 5/3/1 Boring But Big and First Set Last: the sheet matches Wendler's waves, the supplemental sets, and the cycle step.
@Suite("Program sheet: 5/3/1")
struct ProgramFiveThreeOneSheetTests {
    typealias T = ProgramTestSupport

    /// The published wave, written out: (percent, reps) per week; the last set of weeks 1–3 is "+".
    static let wave: [[(Double, Int)]] = [
        [(65, 5), (75, 5), (85, 5)], [(70, 3), (80, 3), (90, 3)], [(75, 5), (85, 3), (95, 1)], [(40, 5), (50, 5), (60, 5)],
    ]
    static let dayLifts = ["overhead-press", "deadlift", "bench-press", "squat"]
    static let kgMaxes: [String: Double] = ["overhead-press": 60, "deadlift": 180, "bench-press": 100, "squat": 140]

    /// Expected sets of one day: the wave then `extra`, as (weight, reps, amrap).
    static func expected(
        week: Int, max: Double, round: (Double) -> Double, extra: [(Double, Int)]
    ) -> [(Double, Int, Bool)] {
        let main = wave[week].enumerated().map { index, set in (round(max * set.0 / 100), set.1, week < 3 && index == 2) }
        return main + extra.map { (round(max * $0.0 / 100), $0.1, false) }
    }

    static func check(_ sessions: [PrescribedSession], maxes: [String: Double], round: (Double) -> Double, bbb: Bool) {
        #expect(sessions.count == 16)
        for week in 0..<4 {
            for (dayIndex, liftKey) in dayLifts.enumerated() {
                let session = sessions[week * 4 + dayIndex]
                #expect(session.position == ProgramPosition(cycle: 1, week: week + 1, day: dayIndex + 1))
                #expect(session.isDeloadWeek == (week == 3))
                let exercise = session.exercises[0]
                #expect(exercise.liftKey == liftKey)
                let extra: [(Double, Int)] = week == 3 ? [] : Array(repeating: bbb ? (50, 10) : (wave[week][0].0, 5), count: 5)
                let want = expected(week: week, max: maxes[liftKey]!, round: round, extra: extra)
                #expect(exercise.sets.count == want.count)
                for (set, wanted) in zip(exercise.sets, want) {
                    #expect(set.weight.value == wanted.0, "week \(week + 1) \(liftKey)")
                    #expect(set.reps == wanted.1)
                    #expect(set.amrap == wanted.2)
                }
            }
        }
    }

    @Test("Boring But Big, kg: 65/75/85 ×5/5/5+, 70/80/90 ×3/3/3+, 75/85/95 ×5/3/1+, deload 40/50/60, then 5×10 at 50 %")
    func boringButBigKilograms() throws {
        let program = try ProgramLibrary.program("531-bbb")
        let state = try ProgramState.start(program, trainingMaxes: T.maxes(Self.kgMaxes), date: T.day)
        let sheet = try ProgramSheet.sheet(program, state: state, weeks: 4, plates: .standardKilograms, unit: .kilograms)
        Self.check(sheet, maxes: Self.kgMaxes, round: T.kg, bbb: true)
        let squatWeek3 = sheet[2 * 4 + 3].exercises[0].sets[1]
        #expect(EnglishMessages.localizer.text(squatWeek3.reason) == "85 % of TM 140 kg = 119 kg → 120 kg")
        #expect(squatWeek3.percentOfTrainingMax == 85)
        #expect(squatWeek3.kind == .main)
        #expect(sheet[0].exercises[0].sets[3].kind == .supplemental)
    }

    @Test("First Set Last, lb user: every weight in lb on a 45 lb bar, 5×5 at the first set's percentage")
    func firstSetLastPounds() throws {
        let program = try ProgramLibrary.program("531-fsl")
        let maxes: [String: Double] = ["overhead-press": 135, "deadlift": 405, "bench-press": 225, "squat": 315]
        let state = try ProgramState.start(program, trainingMaxes: T.maxes(maxes, unit: .pounds), date: T.day)
        let sheet = try ProgramSheet.sheet(program, state: state, weeks: 4, plates: .standardPounds, unit: .pounds)
        Self.check(sheet, maxes: maxes, round: T.lb, bbb: false)
        #expect(sheet.allSatisfy { $0.exercises.allSatisfy { $0.sets.allSatisfy { $0.weight.unit == .pounds } } })
        // 65 % of 315 lb is 204.75 lb: 205 on the bar.
        #expect(sheet[3].exercises[0].sets[0].weight == Weight(205, .pounds))
    }

    @Test("A kg training max read by a lb user: converted, then rounded to the lb plates")
    func kilogramMaxForPoundUser() throws {
        let program = try ProgramLibrary.program("531-bbb")
        let state = try ProgramState.start(program, trainingMaxes: T.maxes(Self.kgMaxes), date: T.day)
        let session = try ProgramPrescriber.prescribe(program, state: state, plates: .standardPounds, unit: .pounds)
        let pressMaxLb = 60 / WeightUnit.kilogramsPerPound
        #expect(T.weights(session.exercises[0]).prefix(3) == [T.lb(pressMaxLb * 0.65), T.lb(pressMaxLb * 0.75), T.lb(pressMaxLb * 0.85)])
        #expect(session.exercises[0].sets[0].weightKg == T.lb(pressMaxLb * 0.65) * WeightUnit.kilogramsPerPound)
    }

    @Test("The next cycle's sheet reads training maxes raised 2.5 kg upper and 5 kg lower")
    func secondCycle() throws {
        let program = try ProgramLibrary.program("531-bbb")
        let state = try ProgramState.start(program, trainingMaxes: T.maxes(Self.kgMaxes), date: T.day)
        let sheet = try ProgramSheet.sheet(program, state: state, weeks: 5, plates: .standardKilograms, unit: .kilograms)
        let raised: [String: Double] = ["overhead-press": 62.5, "deadlift": 185, "bench-press": 102.5, "squat": 145]
        for (dayIndex, liftKey) in Self.dayLifts.enumerated() {
            let session = sheet[16 + dayIndex]
            #expect(session.position == ProgramPosition(cycle: 2, week: 1, day: dayIndex + 1))
            #expect(T.weights(session.exercises[0]).prefix(3) == [0.65, 0.75, 0.85].map { T.kg(raised[liftKey]! * $0) }[...])
        }
    }

    @Test("Plates that must be in the user's unit are refused by name")
    func platesInOtherUnit() throws {
        let program = try ProgramLibrary.program("531-bbb")
        let state = try ProgramState.start(program, trainingMaxes: T.maxes(Self.kgMaxes), date: T.day)
        #expect(throws: DomainError.invalid(field: "plates", message:
            LocalizedText("error.plates_are_in_but_user_weighs", ["symbol": "kg", "symbol2": "lb"]))) {
            try ProgramPrescriber.prescribe(program, state: state, plates: .standardKilograms, unit: .pounds)
        }
    }
}
