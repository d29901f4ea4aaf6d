import Testing
@testable import RepbookCore
import RepbookTestFixtures

/// StrongLifts, Starting Strength and Greyskull: the A/B sheets, per-session increments, failures and deloads.
@Suite("Program: linear novice programs")
struct ProgramLinearTests {
    typealias T = ProgramTestSupport

    @Test("StrongLifts sheet: A B A / B A B, 5x5 (deadlift 1x5), squat +2.5 kg every session, deadlift +5 kg")
    func strongLiftsSheet() throws {
        let program = try ProgramLibrary.program("stronglifts-5x5")
        let maxes: [String: Double] = ["squat": 60, "bench-press": 50, "barbell-row": 50, "overhead-press": 35, "deadlift": 80]
        let state = try ProgramState.start(program, trainingMaxes: T.maxes(maxes), date: T.day)
        let sheet = try ProgramSheet.sheet(program, state: state, weeks: 2, plates: .standardKilograms, unit: .kilograms)
        let order = ["A", "B", "A", "B", "A", "B"]
        var expected = maxes
        for (index, session) in sheet.enumerated() {
            let lifts = order[index] == "A" ? ["squat", "bench-press", "barbell-row"] : ["squat", "overhead-press", "deadlift"]
            #expect(session.exercises.map(\.liftKey) == lifts)
            for exercise in session.exercises {
                let count = exercise.liftKey == "deadlift" ? 1 : 5
                #expect(exercise.sets.map(\.reps) == Array(repeating: 5, count: count))
                #expect(T.weights(exercise) == Array(repeating: T.kg(expected[exercise.liftKey]!), count: count), "session \(index + 1)")
                expected[exercise.liftKey]! += exercise.liftKey == "deadlift" ? 5 : 2.5
            }
        }
    }

    @Test("StrongLifts: three failed sessions at one weight take 10 % off; a success in between resets the count")
    func strongLiftsDeload() throws {
        let program = try ProgramLibrary.program("stronglifts-5x5")
        let maxes: [String: Double] = ["squat": 100, "bench-press": 50, "barbell-row": 50, "overhead-press": 35, "deadlift": 80]
        var state = try ProgramState.start(program, trainingMaxes: T.maxes(maxes), date: T.day)
        func squat(_ reps: [Int], at weight: Double) throws -> [ProgramChange] {
            let result = try T.log(state, program, ["squat": LoggedExercise(workingSets: T.sets(reps, at: weight))])
            state = result.state
            return result.changes
        }
        _ = try squat([5, 5, 5, 4, 3], at: 100)
        _ = try squat([5, 5, 5, 5, 4], at: 100)
        #expect(state.slots["squat"]?.failures == 2)
        _ = try squat([5, 5, 5, 5, 5], at: 100)
        #expect(state.slots["squat"]?.workingWeight?.current == Weight(102.5, .kilograms))
        #expect(state.slots["squat"]?.failures == 0)
        _ = try squat([5, 5, 4, 4, 3], at: 102.5)
        _ = try squat([5, 5, 5, 4, 3], at: 102.5)
        #expect(state.slots["squat"]?.workingWeight?.current == Weight(102.5, .kilograms))
        let changes = try squat([5, 5, 5, 5, 3], at: 102.5)
        #expect(state.slots["squat"]?.workingWeight?.current == Weight(92.25, .kilograms))
        #expect(changes.contains {
            EnglishMessages.text($0.reason) == "Squat missed 3 sessions in a row at 102.5 kg (last: 5, 5, 5, 5, 3) → deload −10 %, 92.25 kg"
        })
        let next = try ProgramPrescriber.prescribe(program, state: state, plates: .standardKilograms, unit: .kilograms)
        let squatSets = next.exercises.first { $0.liftKey == "squat" }!
        #expect(squatSets.sets[0].weight == Weight(92.5, .kilograms))
        #expect(EnglishMessages.localizer.text(squatSets.sets[0].reason) == "working weight 92.25 kg → 92.5 kg")
    }

    @Test("StrongLifts for a lb user: 5 lb steps on lb plates, deadlift 10 lb")
    func strongLiftsPounds() throws {
        let program = try ProgramLibrary.program("stronglifts-5x5")
        let maxes: [String: Double] = ["squat": 135, "bench-press": 95, "barbell-row": 95, "overhead-press": 65, "deadlift": 185]
        let state = try ProgramState.start(program, trainingMaxes: T.maxes(maxes, unit: .pounds), date: T.day)
        let sheet = try ProgramSheet.sheet(program, state: state, weeks: 1, plates: .standardPounds, unit: .pounds)
        #expect(sheet.map { $0.exercises[0].sets[0].weight } == [135, 140, 145].map { Weight($0, .pounds) })
        #expect(sheet[1].exercises[2].sets[0].weight == Weight(185, .pounds))
        #expect(sheet[1].exercises[2].sets[0].plates == "45 + 25")
    }

    @Test("Starting Strength: 3x5 squat and press or bench, 1x5 deadlift, alternating A and B")
    func startingStrengthSheet() throws {
        let program = try ProgramLibrary.program("starting-strength")
        let maxes: [String: Double] = ["squat": 60, "overhead-press": 30, "bench-press": 45, "deadlift": 70]
        let state = try ProgramState.start(program, trainingMaxes: T.maxes(maxes), date: T.day)
        let sheet = try ProgramSheet.sheet(program, state: state, weeks: 2, plates: .standardKilograms, unit: .kilograms)
        #expect(
            sheet.map { $0.exercises[1].liftKey } == [
                "overhead-press", "bench-press", "overhead-press", "bench-press", "overhead-press", "bench-press",
            ])
        #expect(sheet.map { $0.exercises[0].sets[0].weight.value } == [60, 62.5, 65, 67.5, 70, 72.5])
        #expect(sheet.map { $0.exercises[2].sets.count } == Array(repeating: 1, count: 6))
        #expect(sheet.map { $0.exercises[2].sets[0].weight.value } == [70, 75, 80, 85, 90, 95])
        #expect(sheet[0].exercises[0].sets.map(\.reps) == [5, 5, 5])
    }

    @Test("Greyskull: 2x5 and 1x5+; 10+ on the last set doubles the step, a miss takes 10 % off")
    func greyskull() throws {
        let program = try ProgramLibrary.program("greyskull-lp")
        let maxes: [String: Double] = ["overhead-press": 40, "squat": 80, "bench-press": 60, "barbell-row": 50, "deadlift": 100]
        var state = try ProgramState.start(program, trainingMaxes: T.maxes(maxes), date: T.day)
        let first = try ProgramPrescriber.prescribe(program, state: state, plates: .standardKilograms, unit: .kilograms)
        #expect(first.exercises[0].sets.map(\.repsText) == ["5", "5", "5+"])
        state = try T.log(state, program, [
            "overhead-press": LoggedExercise(workingSets: T.sets([5, 5, 10], at: 40)),
            "squat": LoggedExercise(workingSets: T.sets([5, 5, 7], at: 80)),
        ]).state
        #expect(state.slots["overhead-press"]?.workingWeight?.current == Weight(42.5, .kilograms))
        #expect(state.slots["squat"]?.workingWeight?.current == Weight(82.5, .kilograms))
        state = try T.log(state, program).state
        state = try T.log(state, program, ["overhead-press": LoggedExercise(workingSets: T.sets([5, 5, 6], at: 42.5))]).state
        #expect(state.slots["overhead-press"]?.workingWeight?.current == Weight(43.75, .kilograms))
        state = try T.log(state, program).state
        state = try T.log(state, program, ["overhead-press": LoggedExercise(workingSets: T.sets([5, 5, 4], at: 43.75))]).state
        #expect(state.slots["overhead-press"]?.workingWeight?.current == Weight(39.38, .kilograms))
    }
}
