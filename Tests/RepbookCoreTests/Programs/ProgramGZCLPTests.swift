import Testing
@testable import RepbookCore
import RepbookTestFixtures

/// GZCLP: the tiers' stages and weights on the sheet, and failures through every stage to the resets.
@Suite("Program: GZCLP")
struct ProgramGZCLPTests {
    typealias T = ProgramTestSupport
    static let maxes: [String: Double] = [
        "squat": 100, "bench-press": 80, "overhead-press": 50, "deadlift": 120, "lat-pulldown": 40, "dumbbell-row": 20,
    ]

    static func start() throws -> (Program, ProgramState) {
        let program = try ProgramLibrary.program("gzclp")
        return (program, try ProgramState.start(program, trainingMaxes: T.maxes(Self.maxes), date: T.day))
    }

    @Test("Two weeks of sheet: T1 5x3+ at 85 % of the 5RM, T2 3x10 at 65 %, T3 3x15+; met sessions add 5 kg lower, 2.5 kg upper")
    func sheet() throws {
        let (program, state) = try Self.start()
        let sheet = try ProgramSheet.sheet(program, state: state, weeks: 2, plates: .standardKilograms, unit: .kilograms)
        // (slot, sets, reps, amrap last, start weight before rounding, step per met session)
        let days: [[(String, Int, Int, Bool, Double, Double)]] = [
            [("squat-t1", 5, 3, true, 85, 5), ("bench-press-t2", 3, 10, false, 52, 2.5), ("lat-pulldown-t3", 3, 15, true, 40, 0)],
            [("overhead-press-t1", 5, 3, true, 42.5, 2.5), ("deadlift-t2", 3, 10, false, 78, 5), ("dumbbell-row-t3", 3, 15, true, 20, 0)],
            [("bench-press-t1", 5, 3, true, 68, 2.5), ("squat-t2", 3, 10, false, 65, 5), ("lat-pulldown-t3", 3, 15, true, 40, 0)],
            [("deadlift-t1", 5, 3, true, 102, 5), ("overhead-press-t2", 3, 10, false, 32.5, 2.5), ("dumbbell-row-t3", 3, 15, true, 20, 0)],
        ]
        for week in 0..<2 {
            for (dayIndex, day) in days.enumerated() {
                let session = sheet[week * 4 + dayIndex]
                for (exercise, wanted) in zip(session.exercises, day) {
                    #expect(exercise.slotKey == wanted.0)
                    #expect(exercise.sets.count == wanted.1)
                    #expect(exercise.sets.allSatisfy { $0.reps == wanted.2 })
                    #expect(exercise.sets.last?.amrap == wanted.3)
                    let weight = wanted.4 + Double(week) * wanted.5
                    let loadable = exercise.liftKey == "dumbbell-row" ? (weight / 2).rounded() * 2
                        : exercise.liftKey == "lat-pulldown" ? (weight / 2.5).rounded() * 2.5 : T.kg(weight)
                    #expect(T.weights(exercise) == Array(repeating: loadable, count: wanted.1), "\(wanted.0) week \(week + 1)")
                }
            }
        }
        #expect(sheet[0].exercises[0].stage == "5x3+")
        #expect(sheet[0].exercises[1].stage == "3x10")
    }

    @Test("T1 through every stage: 5x3+ → 6x2+ → 10x1+ → back to 5x3+ at 85 % of the tested 5RM")
    func tierOneStages() throws {
        let (program, start) = try Self.start()
        func squat(_ reps: [Int], at weight: Double, test: SetValues? = nil, from state: ProgramState) throws -> ProgramState {
            let day = try T.skip(to: 1, state, program)
            return try T.log(day, program, ["squat-t1": LoggedExercise(workingSets: T.sets(reps, at: weight), repMaxTest: test)]).state
        }
        var state = try squat([3, 3, 3, 3, 6], at: 85, from: start)
        #expect(state.slots["squat-t1"]?.workingWeight?.current == Weight(90, .kilograms))
        state = try squat([3, 3, 3, 2, 1], at: 90, from: state)
        #expect(state.slots["squat-t1"]?.stage == 1)
        #expect(state.slots["squat-t1"]?.workingWeight?.current == Weight(90, .kilograms))
        let sixByTwo = try ProgramPrescriber.prescribe(program, state: T.skip(to: 1, state, program), plates: .standardKilograms, unit: .kilograms)
        #expect(sixByTwo.exercises[0].stage == "6x2+")
        #expect(sixByTwo.exercises[0].sets.map(\.reps) == [2, 2, 2, 2, 2, 2])
        #expect(sixByTwo.exercises[0].sets.map(\.amrap) == [false, false, false, false, false, true])
        state = try squat([2, 2, 2, 2, 2, 3], at: 90, from: state)
        #expect(state.slots["squat-t1"]?.stage == 1)
        #expect(state.slots["squat-t1"]?.workingWeight?.current == Weight(95, .kilograms))
        state = try squat([2, 2, 2, 1, 1, 1], at: 95, from: state)
        #expect(state.slots["squat-t1"]?.stage == 2)
        state = try squat([1, 1, 1, 1, 1, 1, 1, 1, 1, 1], at: 95, from: state)
        #expect(state.slots["squat-t1"]?.workingWeight?.current == Weight(100, .kilograms))
        let day = try T.skip(to: 1, state, program)
        let result = try T.log(day, program, ["squat-t1": LoggedExercise(
            workingSets: T.sets([1, 1, 1, 1, 1, 1, 0], at: 100), repMaxTest: SetValues(weight: Weight(110, .kilograms), reps: 5))])
        #expect(result.state.slots["squat-t1"]?.stage == 0)
        #expect(result.state.slots["squat-t1"]?.workingWeight?.current == Weight(93.5, .kilograms))
        #expect(result.changes.contains {
            EnglishMessages.text($0.reason) == "Squat 10x1+ missed (1, 1, 1, 1, 1, 1, 0) → back to 5x3+ at 85 % of a 5RM of 110 kg (tested) = 93.5 kg"
        })
    }

    @Test("T1 reset without a test: the 5RM is estimated from the best working set with the user's formula")
    func tierOneEstimatedReset() throws {
        let (program, start) = try Self.start()
        var state = start
        state.slots["squat-t1"]?.stage = 2
        let result = try T.log(state, program, ["squat-t1": LoggedExercise(workingSets: T.sets([2, 1, 1, 0], at: 100))])
        // Epley: 100 × (1 + 2/30) = 106.67; a 5RM is that ÷ (1 + 5/30) = 91.43; 85 % is 77.71.
        let expected = (100 * (1 + 2.0 / 30) / (1 + 5.0 / 30) * 0.85 * 100).rounded() / 100
        #expect(result.state.slots["squat-t1"]?.workingWeight?.current == Weight(expected, .kilograms))
        #expect(result.state.slots["squat-t1"]?.stage == 0)
    }

    @Test("T2: 3x10 → 3x8 → 3x6 at the same weight, then 3x10 at the last 3x10 weight plus 7.5 kg")
    func tierTwoStages() throws {
        let (program, start) = try Self.start()
        func bench(_ reps: [Int], from state: ProgramState) throws -> ProgramState {
            let day = try T.skip(to: 1, state, program)
            return try T.log(day, program, ["bench-press-t2": LoggedExercise(workingSets: T.sets(reps, at: 52))]).state
        }
        var state = try bench([10, 10, 8], from: start)
        #expect(state.slots["bench-press-t2"]?.stage == 1)
        state = try bench([8, 8, 7], from: state)
        #expect(state.slots["bench-press-t2"]?.stage == 2)
        state = try bench([6, 5, 5], from: state)
        #expect(state.slots["bench-press-t2"]?.stage == 0)
        #expect(state.slots["bench-press-t2"]?.workingWeight?.current == Weight(59.5, .kilograms))
        #expect(state.slots["bench-press-t2"]?.workingWeight?.history.map(\.weight.value) == [52, 59.5])
    }

    @Test("T3: weight goes up only when the last set reaches 25 reps")
    func tierThree() throws {
        let (program, start) = try Self.start()
        var state = try T.log(start, program, ["lat-pulldown-t3": LoggedExercise(workingSets: T.sets([15, 15, 24], at: 40))]).state
        #expect(state.slots["lat-pulldown-t3"]?.workingWeight?.current == Weight(40, .kilograms))
        state = try T.skip(to: 3, state, program)
        state = try T.log(state, program, ["lat-pulldown-t3": LoggedExercise(workingSets: T.sets([15, 15, 25], at: 40))]).state
        #expect(state.slots["lat-pulldown-t3"]?.workingWeight?.current == Weight(42.5, .kilograms))
    }

    @Test("A lb user: T1 at 85 % of a 225 lb 5RM is 191.25 → 190 lb; a met session adds 10 lb to a lower-body lift")
    func pounds() throws {
        let program = try ProgramLibrary.program("gzclp")
        let maxes: [String: Double] = [
            "squat": 225, "bench-press": 185, "overhead-press": 115, "deadlift": 275, "lat-pulldown": 90, "dumbbell-row": 45,
        ]
        let start = try ProgramState.start(program, trainingMaxes: T.maxes(maxes, unit: .pounds), date: T.day)
        let first = try ProgramPrescriber.prescribe(program, state: start, plates: .standardPounds, unit: .pounds)
        #expect(first.exercises[0].sets[0].weight == Weight(T.lb(225 * 0.85), .pounds))
        #expect(first.exercises[0].sets[0].weight == Weight(190, .pounds))
        let next = try T.log(start, program, ["squat-t1": LoggedExercise(workingSets: T.sets([3, 3, 3, 3, 3], at: 190, unit: .pounds))])
        #expect(next.state.slots["squat-t1"]?.workingWeight?.current == Weight(201.25, .pounds))
        let again = try ProgramPrescriber.prescribe(
            program, at: ProgramPosition(cycle: 2, week: 1, day: 1), state: next.state, plates: .standardPounds, unit: .pounds)
        #expect(again.exercises[0].sets[0].weight == Weight(200, .pounds))
    }
}
