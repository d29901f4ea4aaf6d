import Testing
@testable import RepbookCore
import RepbookTestFixtures

/// 5/3/1 over logged cycles: the training max rises at each cycle's end, a missed AMRAP takes 10 % off instead.
@Suite("Program: 5/3/1 cycles")
struct ProgramFiveThreeOneAdvanceTests {
    typealias T = ProgramTestSupport
    static let maxes: [String: Double] = ["overhead-press": 60, "deadlift": 180, "bench-press": 100, "squat": 140]

    /// Logs one cycle (16 days) as prescribed, except `amrap[liftKey]` reps on that lift's week-1 "+" set.
    static func cycle(_ state: ProgramState, _ program: Program, amrap: [String: Int] = [:]) throws -> (state: ProgramState, changes: [ProgramChange])
    {
        var current = state
        var changes: [ProgramChange] = []
        for _ in 0..<16 {
            let session = try ProgramPrescriber.prescribe(program, state: current, plates: .standardKilograms, unit: .kilograms)
            var logged: [String: LoggedExercise] = [:]
            for exercise in session.exercises {
                let sets = exercise.sets.map { set in
                    SetValues(weight: set.weight, reps: set.amrap && current.position.week == 1 ? amrap[exercise.liftKey] ?? set.reps + 3 : set.reps)
                }
                logged[exercise.slotKey] = LoggedExercise(workingSets: sets)
            }
            let result = try T.log(current, program, logged)
            current = result.state
            changes += result.changes
        }
        return (current, changes)
    }

    @Test("A cycle of met AMRAPs: +2.5 kg press and bench, +5 kg squat and deadlift, each dated with its reason")
    func cycleOfSuccesses() throws {
        let program = try ProgramLibrary.program("531-bbb")
        let start = try ProgramState.start(program, trainingMaxes: T.maxes(Self.maxes), date: T.day)
        let (state, changes) = try Self.cycle(start, program)
        #expect(state.position == ProgramPosition(cycle: 2, week: 1, day: 1))
        #expect(state.trainingMaxes.mapValues(\.current.value) == ["overhead-press": 62.5, "deadlift": 185, "bench-press": 102.5, "squat": 145])
        let squat = try #require(state.trainingMaxes["squat"])
        #expect(squat.history.count == 2)
        #expect(squat.history[1].date == T.day)
        #expect(EnglishMessages.text(squat.history[1].reason) == "End of cycle: Squat +5 kg (lower body) → training max 145 kg")
        #expect(changes.filter { $0.kind == .trainingMax }.count == 4)
    }

    @Test("A missed 5+ set in the cycle takes 10 % off that lift's training max instead of the step")
    func failedAmrap() throws {
        let program = try ProgramLibrary.program("531-bbb")
        let start = try ProgramState.start(program, trainingMaxes: T.maxes(Self.maxes), date: T.day)
        let (state, changes) = try Self.cycle(start, program, amrap: ["bench-press": 3])
        #expect(state.trainingMaxes["bench-press"]?.current == Weight(90, .kilograms))
        #expect(state.trainingMaxes["squat"]?.current == Weight(145, .kilograms))
        #expect(changes.contains { $0.kind == .failures && $0.key == "bench-press" })
        #expect(state.slots["bench-press"]?.failures == 0)
        // The next cycle reads the lower training max: 65 % of 90 kg = 58.5 kg → 57.5 kg.
        let press = try ProgramPrescriber.prescribe(
            program, at: ProgramPosition(cycle: 2, week: 1, day: 3), state: state, plates: .standardKilograms, unit: .kilograms)
        #expect(EnglishMessages.localizer.text(press.exercises[0].sets[0].reason) == "65 % of TM 90 kg = 58.5 kg → 57.5 kg")
    }

    @Test("Skipping a day moves the position and changes nothing else")
    func skip() throws {
        let program = try ProgramLibrary.program("531-bbb")
        let start = try ProgramState.start(program, trainingMaxes: T.maxes(Self.maxes), date: T.day)
        let result = try T.log(start, program)
        #expect(result.state.position == ProgramPosition(cycle: 1, week: 1, day: 2))
        #expect(result.state.trainingMaxes == start.trainingMaxes)
        #expect(result.state.slots == start.slots)
        #expect(result.changes.map(\.kind) == [.position])
    }

    @Test("A logged exercise that is not on the day is refused by name")
    func unknownSlot() throws {
        let program = try ProgramLibrary.program("531-bbb")
        let start = try ProgramState.start(program, trainingMaxes: T.maxes(Self.maxes), date: T.day)
        #expect(throws: DomainError.invalid(field: "exercises.squat", message:
            LocalizedText("error.program.day_lacks_exercise_key", ["day": "Overhead Press", "key": "squat"]))) {
            try T.log(start, program, ["squat": LoggedExercise(workingSets: T.sets([5], at: 100))])
        }
    }
}
