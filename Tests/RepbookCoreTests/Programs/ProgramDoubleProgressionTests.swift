import Testing
@testable import RepbookCore

/// The push/pull/legs program's double progression, run through the existing `ProgressionRule`.
@Suite("Program: push/pull/legs double progression")
struct ProgramDoubleProgressionTests {
    typealias T = ProgramTestSupport
    static let maxes: [String: Double] = [
        "bench-press": 60, "overhead-press": 40, "triceps-pushdown": 25, "barbell-row": 60, "lat-pulldown": 50,
        "dumbbell-curl": 12, "squat": 80, "romanian-deadlift": 70, "leg-press": 120,
    ]

    @Test("Sets start at the bottom of the range; reps climb a set at a time; at the top on every set the weight goes up")
    func doubleProgression() throws {
        let program = try ProgramLibrary.program("ppl-double")
        var state = try ProgramState.start(program, trainingMaxes: T.maxes(Self.maxes), date: T.day)
        let first = try ProgramPrescriber.prescribe(program, state: state, plates: .standardKilograms, unit: .kilograms)
        #expect(first.exercises.map(\.name) == ["Bench Press", "Overhead Press", "Triceps Pushdown"])
        #expect(first.exercises[0].sets.map(\.repsText) == ["6–10", "6–10", "6–10"])
        #expect(T.weights(first.exercises[0]) == [60, 60, 60])
        state = try T.log(state, program, ["bench-press": LoggedExercise(workingSets: T.sets([8, 7, 6], at: 60))]).state
        #expect(state.slots["bench-press"]?.targetReps == [9, 8, 7])
        state = try T.skip(to: 1, state, program)
        let second = try ProgramPrescriber.prescribe(program, state: state, plates: .standardKilograms, unit: .kilograms)
        #expect(second.exercises[0].sets.map(\.reps) == [9, 8, 7])
        state = try T.log(state, program, ["bench-press": LoggedExercise(workingSets: T.sets([10, 10, 10], at: 60))]).state
        #expect(state.slots["bench-press"]?.workingWeight?.current == Weight(62.5, .kilograms))
        #expect(state.slots["bench-press"]?.targetReps == [6, 6, 6])
    }

    @Test("Machine and dumbbell lifts round to their own steps, not to plates")
    func steps() throws {
        let program = try ProgramLibrary.program("ppl-double")
        var maxes = Self.maxes
        maxes["triceps-pushdown"] = 26.4
        let state = try ProgramState.start(program, trainingMaxes: T.maxes(maxes), date: T.day)
        let push = try ProgramPrescriber.prescribe(program, state: state, plates: .standardKilograms, unit: .kilograms)
        #expect(push.exercises[2].sets[0].weight == Weight(27.5, .kilograms))
        #expect(push.exercises[2].sets[0].plates == nil)
    }
}
