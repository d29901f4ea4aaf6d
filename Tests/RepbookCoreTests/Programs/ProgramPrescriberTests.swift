import Testing
@testable import RepbookCore
import RepbookTestFixtures

/// Loads the library does not use much: a fixed weight written in another unit, a top set by RIR, back-offs of it.
@Suite("Program prescriber")
struct ProgramPrescriberTests {
    typealias T = ProgramTestSupport

    /// Push/pull/legs with the curl's sets replaced by `sets`.
    static func withCurl(_ sets: [SetPrescription]) throws -> Program {
        var program = try ProgramLibrary.program("ppl-double")
        program.weeks[0].days[1].slots[2] = ExerciseSlot(key: "curl", liftKey: "dumbbell-curl", sets: sets)
        return program
    }

    static let maxes: [String: Double] = [
        "bench-press": 60, "overhead-press": 40, "triceps-pushdown": 25, "barbell-row": 60, "lat-pulldown": 50,
        "dumbbell-curl": 12, "squat": 80, "romanian-deadlift": 70, "leg-press": 120,
    ]

    @Test("A fixed 12 kg read by a lb user: 26.46 lb, to the 5 lb dumbbell step, 25 lb")
    func fixedWeightOtherUnit() throws {
        let program = try Self.withCurl([SetPrescription(load: .fixed(Weight(12, .kilograms)), reps: 12, kind: .accessory)])
        try program.validate()
        var state = try ProgramState.start(program, trainingMaxes: T.maxes(Self.maxes), date: T.day)
        state.position = ProgramPosition(cycle: 1, week: 1, day: 2)
        let pull = try ProgramPrescriber.prescribe(program, state: state, plates: .standardPounds, unit: .pounds)
        let curl = try #require(pull.exercises[2].sets.first)
        #expect(pull.exercises[2].sets == [PrescribedSet(
            weight: Weight(25, .pounds), reps: 12, amrap: false, kind: .accessory, reason: curl.reason)])
        #expect(EnglishMessages.localizer.text(curl.reason) == "As written: 26.46 lb → 25 lb")
    }

    @Test("A top set at 2 RIR is RPE 8; two back-offs at 90 % of it")
    func repsInReserve() throws {
        var program = try ProgramLibrary.program("ppl-double")
        program.weeks[0].days[0].slots[0] = ExerciseSlot(
            key: "bench-top", liftKey: "bench-press",
            sets: [SetPrescription(load: .rir(2), reps: 3, kind: .topSet)]
                + Array(repeating: SetPrescription(load: .percentOfTopSet(90), reps: 3, kind: .backOff), count: 2))
        try program.validate()
        var maxes = Self.maxes
        maxes["bench-press"] = 120
        let state = try ProgramState.start(program, trainingMaxes: T.maxes(maxes), date: T.day)
        let push = try ProgramPrescriber.prescribe(program, state: state, plates: .standardKilograms, unit: .kilograms)
        // 3 reps with 2 in reserve read like 5 to failure: 86.3 % of 120 kg = 103.56 kg → 102.5 kg; 90 % of it 92.25 → 92.5.
        #expect(T.weights(push.exercises[0]) == [T.kg(120 * 0.863), T.kg(T.kg(120 * 0.863) * 0.9), T.kg(T.kg(120 * 0.863) * 0.9)])
        #expect(push.exercises[0].sets[0].rpe == 8)
        #expect(EnglishMessages.localizer.text(push.exercises[0].sets[1].reason)
            == "90 % of today's top set 102.5 kg = 92.25 kg → 92.5 kg; of the top set you did")
    }

    @Test("A back-off set with no top set before it, or an RPE off the scale, is refused naming the set")
    func badLoads() throws {
        let backOffFirst = try Self.withCurl([SetPrescription(load: .percentOfTopSet(90), reps: 10)])
        #expect(throws: DomainError.invalid(
            field: "weeks[0].days[1].slots[2].stages[0].sets[0].load", message: LocalizedText("error.program_rule.backoff_needs_top_set"))) {
            try backOffFirst.validate()
        }
        let rpe11 = try Self.withCurl([SetPrescription(load: .rpe(11), reps: 5)])
        #expect(throws: DomainError.invalid(field: "weeks[0].days[1].slots[2].stages[0].sets[0].rpe", message:
            LocalizedText("error.program_rule.rpe_range"))) {
            try rpe11.validate()
        }
    }
}
