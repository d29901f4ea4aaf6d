import Testing
@testable import RepbookCore
import RepbookTestFixtures

/// nSuns 5/3/1 LP, four days: the nine- and eight-set tables, and the 1+ set's reps moving the training max.
@Suite("Program: nSuns 4-day")
struct ProgramNSunsTests {
    typealias T = ProgramTestSupport
    static let maxes: [String: Double] = ["bench-press": 100, "squat": 140, "deadlift": 180, "overhead-press": 60]

    /// The published tables per day: (lift, basis lift, [(percent, reps)], the "+" sets).
    static let days: [[(String, String, [(Double, Int)], Set<Int>)]] = [
        [("bench-press", "bench-press", [(65, 8), (75, 6), (85, 4), (85, 4), (85, 4), (80, 5), (75, 6), (70, 7), (65, 8)], [8]),
         ("overhead-press", "overhead-press", [(50, 6), (60, 5), (70, 3), (70, 5), (70, 7), (70, 4), (70, 6), (70, 8)], [])],
        [("squat", "squat", [(75, 5), (85, 3), (95, 1), (90, 3), (85, 3), (80, 3), (75, 5), (70, 5), (65, 5)], [2, 8]),
         ("sumo-deadlift", "deadlift", [(50, 5), (60, 5), (70, 3), (70, 5), (70, 7), (70, 4), (70, 6), (70, 8)], [])],
        [("bench-press", "bench-press", [(75, 5), (85, 3), (95, 1), (90, 3), (85, 5), (80, 3), (75, 5), (70, 3), (65, 5)], [2, 8]),
         ("close-grip-bench-press", "bench-press", [(40, 6), (50, 5), (60, 3), (60, 5), (60, 7), (60, 4), (60, 6), (60, 8)], [])],
        [("deadlift", "deadlift", [(75, 5), (85, 3), (95, 1), (90, 3), (85, 3), (80, 3), (75, 3), (70, 3), (65, 3)], [2, 8]),
         ("front-squat", "squat", [(35, 5), (45, 5), (55, 3), (55, 5), (55, 7), (55, 4), (55, 6), (55, 8)], [])],
    ]

    @Test("A week's sheet matches the published percentages, reps and 1+ sets")
    func sheet() throws {
        let program = try ProgramLibrary.program("nsuns-4day")
        #expect(program.daysPerWeek == 4)
        let state = try ProgramState.start(program, trainingMaxes: T.maxes(Self.maxes), date: T.day)
        let sheet = try ProgramSheet.sheet(program, state: state, weeks: 1, plates: .standardKilograms, unit: .kilograms)
        #expect(sheet.count == 4)
        for (session, day) in zip(sheet, Self.days) {
            #expect(session.exercises.count == 2)
            for (exercise, wanted) in zip(session.exercises, day) {
                #expect(exercise.liftKey == wanted.0)
                #expect(exercise.sets.map(\.reps) == wanted.2.map(\.1))
                #expect(T.weights(exercise) == wanted.2.map { T.kg(Self.maxes[wanted.1]! * $0.0 / 100) })
                #expect(exercise.sets.map(\.percentOfTrainingMax) == wanted.2.map(\.0))
                #expect(exercise.sets.indices.filter { exercise.sets[$0].amrap } == wanted.3.sorted())
            }
        }
    }

    /// Logs the day's 1+ set with `reps` and every other set as written.
    static func logHeavy(_ state: ProgramState, _ program: Program, slot: String, reps: Int) throws -> (state: ProgramState, changes: [ProgramChange])
    {
        let session = try ProgramPrescriber.prescribe(program, state: state, plates: .standardKilograms, unit: .kilograms)
        let exercise = session.exercises.first { $0.slotKey == slot }!
        let sets = exercise.sets.enumerated().map { index, set in
            SetValues(weight: set.weight, reps: index == 2 ? reps : set.reps)
        }
        return try T.log(state, program, [slot: LoggedExercise(workingSets: sets)])
    }

    @Test("The 1+ set moves the training max by the table: 1 rep none, 2–3 +2.5, 4–5 +2.5 upper / +5 lower, 6+ +5 / +7.5")
    func amrapTable() throws {
        let program = try ProgramLibrary.program("nsuns-4day")
        var state = try ProgramState.start(program, trainingMaxes: T.maxes(Self.maxes), date: T.day)
        state = try T.skip(to: 2, state, program)
        var result = try Self.logHeavy(state, program, slot: "squat-t1", reps: 4)
        #expect(result.state.trainingMaxes["squat"]?.current == Weight(145, .kilograms))
        #expect(result.changes.contains { EnglishMessages.text($0.reason) == "Squat 1+ set: 4 reps → +5 kg, training max 145 kg" })
        result = try Self.logHeavy(result.state, program, slot: "bench-t1", reps: 2)
        #expect(result.state.trainingMaxes["bench-press"]?.current == Weight(102.5, .kilograms))
        result = try Self.logHeavy(result.state, program, slot: "deadlift-t1", reps: 1)
        #expect(result.state.trainingMaxes["deadlift"]?.current == Weight(180, .kilograms))
        #expect(result.changes.contains { EnglishMessages.text($0.reason) == "Deadlift 1+ set: 1 reps → training max stays 180 kg" })
        // The week ended: the press (no 1+ set in the four-day layout) rises 2.5 kg.
        #expect(result.state.trainingMaxes["overhead-press"]?.current == Weight(62.5, .kilograms))
        #expect(result.state.position == ProgramPosition(cycle: 2, week: 1, day: 1))
        // Week 2: big AMRAPs.
        state = try T.skip(to: 2, result.state, program)
        result = try Self.logHeavy(state, program, slot: "squat-t1", reps: 7)
        #expect(result.state.trainingMaxes["squat"]?.current == Weight(152.5, .kilograms))
        result = try Self.logHeavy(result.state, program, slot: "bench-t1", reps: 6)
        #expect(result.state.trainingMaxes["bench-press"]?.current == Weight(107.5, .kilograms))
        #expect(result.state.trainingMaxes["squat"]?.history.map(\.weight.value) == [140, 145, 152.5])
        // The second lifts read the raised maxes.
        let nextWeek = try ProgramPrescriber.prescribe(
            program, at: ProgramPosition(cycle: 3, week: 1, day: 4), state: result.state, plates: .standardKilograms, unit: .kilograms)
        #expect(nextWeek.exercises[1].sets[0].weight.value == T.kg(152.5 * 0.35))
    }
}
