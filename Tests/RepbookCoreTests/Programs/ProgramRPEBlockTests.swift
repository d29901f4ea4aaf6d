import Testing
@testable import RepbookCore
import RepbookTestFixtures

/// The RPE block: top sets from the RPE chart against the estimated max, back-offs at 92.5 %, the RPE rising weekly.
@Suite("Program: RPE block")
struct ProgramRPEBlockTests {
    typealias T = ProgramTestSupport
    /// The published chart's column for reps to failure: 1…12 reps.
    static let chart: [Double] = [100, 95.5, 92.2, 89.2, 86.3, 83.7, 81.1, 78.6, 76.2, 73.9, 70.7, 68.0]

    @Test("Four weeks: squat 5 @ 7, 8, 9 with 3 back-offs at 92.5 %, then a deload 5 @ 6 with 2 at 90 %")
    func sheet() throws {
        let program = try ProgramLibrary.program("rpe-block")
        let state = try ProgramState.start(
            program, trainingMaxes: T.maxes(["squat": 150, "bench-press": 100, "deadlift": 180, "overhead-press": 60]), date: T.day)
        let sheet = try ProgramSheet.sheet(program, state: state, weeks: 4, plates: .standardKilograms, unit: .kilograms)
        let weeks: [(rpe: Double, backOffs: Int, percent: Double)] = [(7, 3, 92.5), (8, 3, 92.5), (9, 3, 92.5), (6, 2, 90)]
        for (week, plan) in weeks.enumerated() {
            let squat = sheet[week * 3].exercises[0]
            // 5 reps at RPE r read like 5 + (10 − r) reps to failure.
            let top = T.kg(150 * Self.chart[5 + Int(10 - plan.rpe) - 1] / 100)
            let backOff = T.kg(top * plan.percent / 100)
            #expect(T.weights(squat) == [top] + Array(repeating: backOff, count: plan.backOffs), "week \(week + 1)")
            #expect(squat.sets[0].rpe == plan.rpe)
            #expect(squat.sets[0].kind == .topSet)
            #expect(squat.sets.dropFirst().allSatisfy { $0.kind == .backOff })
            #expect(sheet[week * 3].isDeloadWeek == (week == 3))
        }
        #expect(EnglishMessages.localizer.text(sheet[3].exercises[0].sets[0].reason)
            == "5 @ RPE 8: 81.1 % of e1RM 150 kg = 121.65 kg → 122.5 kg; go by feel")
    }

    @Test("A lifter who reads effort as RIR is told the same top set as 2 RIR, at the same weight")
    func reasonsInRIR() throws {
        let program = try ProgramLibrary.program("rpe-block")
        let state = try ProgramState.start(
            program, trainingMaxes: T.maxes(["squat": 150, "bench-press": 100, "deadlift": 180, "overhead-press": 60]), date: T.day)
        let inRPE = try ProgramSheet.sheet(program, state: state, weeks: 2, plates: .standardKilograms, unit: .kilograms)
        let inRIR = try ProgramSheet.sheet(program, state: state, weeks: 2, plates: .standardKilograms, unit: .kilograms, effort: .rir)
        #expect(EnglishMessages.localizer.text(inRIR[3].exercises[0].sets[0].reason)
            == "5 @ 2 RIR: 81.1 % of e1RM 150 kg = 121.65 kg → 122.5 kg; go by feel")
        #expect(EnglishMessages.localizer.text(inRIR[0].exercises[0].sets[0].reason).hasPrefix("5 @ 3 RIR: "))
        #expect(inRIR.map { $0.exercises.map(T.weights) } == inRPE.map { $0.exercises.map(T.weights) })
        #expect(inRIR[3].exercises[0].sets[0].rpe == 8, "the prescribed effort stays RPE")
        let day = try ProgramPrescriber.prescribe(program, state: state, plates: .standardKilograms, unit: .kilograms, effort: .rir)
        #expect(day.exercises[0].sets[0].reason == inRIR[0].exercises[0].sets[0].reason)
    }

    @Test("A logged top set with its RPE re-estimates the max: 120 kg × 5 @ 8.5 is 82.4 % → 145.63 kg")
    func reestimate() throws {
        let program = try ProgramLibrary.program("rpe-block")
        let state = try ProgramState.start(
            program, trainingMaxes: T.maxes(["squat": 150, "bench-press": 100, "deadlift": 180, "overhead-press": 60]), date: T.day)
        let top = SetValues(weight: Weight(120, .kilograms), reps: 5, rpe: 8.5)
        let result = try T.log(state, program, ["squat-5": LoggedExercise(workingSets: [top] + T.sets([5, 5, 5], at: 110))])
        let expected = ((120 / ((81.1 + 83.7) / 2 / 100)) * 100).rounded() / 100
        #expect(result.state.trainingMaxes["squat"]?.current == Weight(expected, .kilograms))
        #expect(result.state.trainingMaxes["squat"]?.history.count == 2)
    }

    @Test("The chart: RPE 10 reads the published column, RIR is 10 − RPE, half steps sit between")
    func chart() {
        for reps in 1...12 { #expect(RPEChart.percent(reps: reps, rpe: 10) == Self.chart[reps - 1]) }
        #expect(RPEChart.percent(reps: 3, rpe: 8) == Self.chart[4])
        #expect(RPEChart.percent(reps: 12, rpe: 9) == nil)
        #expect(RPEChart.repsInReserve(rpe: 7.5) == 2.5)
    }
}
