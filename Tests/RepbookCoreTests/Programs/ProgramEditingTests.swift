import Testing
@testable import RepbookCore

/// Copying a library program and changing it: percentages, sets, rounding, exercise swaps, days per week; bad edits
/// are refused naming the field; a lift without a training max is refused naming the lift.
@Suite("Program editing and validation")
struct ProgramEditingTests {
    typealias T = ProgramTestSupport
    static let maxes: [String: Double] = ["overhead-press": 60, "deadlift": 180, "bench-press": 100, "squat": 140]

    @Test("Every library program validates, has a unique slug, its days per week, weeks and lifts")
    func library() throws {
        #expect(ProgramLibrary.all.count == 10)
        #expect(Set(ProgramLibrary.all.map(\.slug)).count == ProgramLibrary.all.count)
        for program in ProgramLibrary.all {
            try program.validate()
            #expect(!program.summary.isEmpty)
            #expect(program.daysPerWeek > 0 && !program.weeks.isEmpty && !program.lifts.isEmpty)
        }
        let listing = ProgramLibrary.all.map { "\($0.slug) \($0.daysPerWeek)×\($0.weeks.count)" }
        #expect(listing == [
            "531-bbb 4×4", "531-fsl 4×4", "nsuns-4day 4×1", "gzclp 4×1", "stronglifts-5x5 3×2", "starting-strength 3×2",
            "greyskull-lp 3×2", "madcow-5x5 3×1", "ppl-double 3×1", "rpe-block 3×4",
        ])
        #expect(throws: DomainError.notFound(
            LocalizedText("error.no_program_in_library", ["slug": "smolov"]))) { try ProgramLibrary.program("smolov") }
    }

    @Test("A copy with Boring But Big at 60 % and four sets prescribes that; the library stays as it was")
    func changePercentagesAndSets() throws {
        var program = try ProgramLibrary.program("531-bbb")
        for week in 0..<3 {
            for day in 0..<4 {
                program.weeks[week].days[day].slots[0].stages[0].sets = Array(
                    program.weeks[week].days[day].slots[0].stages[0].sets.prefix(3))
                    + SetPrescription.percent(60, reps: 10, sets: 4, kind: .supplemental)
            }
        }
        try program.validate()
        let state = try ProgramState.start(program, trainingMaxes: T.maxes(Self.maxes), date: T.day)
        let session = try ProgramPrescriber.prescribe(program, state: state, plates: .standardKilograms, unit: .kilograms)
        #expect(T.weights(session.exercises[0]).suffix(4) == [35, 35, 35, 35])
        #expect(try ProgramLibrary.program("531-bbb").weeks[0].days[0].slots[0].stages[0].sets.count == 8)
    }

    @Test("Rounding down or up instead of to the nearest loadable weight")
    func rounding() throws {
        var program = try ProgramLibrary.program("531-bbb")
        let state = try ProgramState.start(program, trainingMaxes: T.maxes(Self.maxes), date: T.day)
        let squatWeek3 = ProgramPosition(cycle: 1, week: 3, day: 4)
        func second() throws -> Double {
            try ProgramPrescriber.prescribe(program, at: squatWeek3, state: state, plates: .standardKilograms, unit: .kilograms)
                .exercises[0].sets[1].weight.value
        }
        #expect(try second() == 120)
        program.rounding = .down
        #expect(try second() == 117.5)
        program.rounding = .up
        #expect(try second() == 120)
    }

    @Test("Swapping a lift renames it everywhere and then needs its training max")
    func swapLift() throws {
        let program = try ProgramLibrary.program("531-bbb")
            .replacingLift("squat", with: ProgramLift(key: "front-squat", name: "Front Squat", region: .lower))
        try program.validate()
        #expect(program.weeks.allSatisfy { $0.days[3].slots[0].liftKey == "front-squat" })
        #expect(throws: DomainError.invalid(field: "trainingMaxes.front-squat", message:
            LocalizedText("error.needs_training_max", ["lift": "Front Squat"]))) {
            try ProgramState.start(program, trainingMaxes: T.maxes(Self.maxes), date: T.day)
        }
        var maxes = Self.maxes
        maxes["front-squat"] = 110
        let state = try ProgramState.start(program, trainingMaxes: T.maxes(maxes), date: T.day)
        #expect(state.trainingMaxes["front-squat"]?.current == Weight(110, .kilograms))
    }

    @Test("Three days a week: drop a day from every week")
    func daysPerWeek() throws {
        var program = try ProgramLibrary.program("531-bbb")
        for week in program.weeks.indices { program.weeks[week].days.removeLast() }
        try program.validate()
        #expect(program.daysPerWeek == 3)
        let state = try ProgramState.start(program, trainingMaxes: T.maxes(Self.maxes), date: T.day)
        #expect(state.trainingMaxes["squat"] == nil)
        let sheet = try ProgramSheet.sheet(program, state: state, weeks: 1, plates: .standardKilograms, unit: .kilograms)
        #expect(sheet.count == 3)
    }

    @Test("Bad edits are refused naming the field")
    func badEdits() throws {
        let base = try ProgramLibrary.program("531-bbb")
        var program = base
        program.weeks[0].days[1].slots[0].stages[0].sets[2].reps = 0
        #expect(throws: DomainError.invalid(field: "weeks[0].days[1].slots[0].stages[0].sets[2].reps", message:
            LocalizedText("error.program_rule.reps_range"))) {
            try program.validate()
        }
        program = base
        program.weeks[1].days.removeLast()
        #expect(throws: DomainError.invalid(field: "weeks[1].days", message:
            LocalizedText("error.program_rule.days_uneven", ["expected": 4, "count": 3]))) {
            try program.validate()
        }
        program = base
        program.weeks[2].days[0].slots[0].stages[0].sets[0].load = .percentOfTrainingMax(0)
        #expect(
            throws: DomainError.invalid(
                field: "weeks[2].days[0].slots[0].stages[0].sets[0].percent", message: LocalizedText("error.program_rule.percent_range"))
        ) {
            try program.validate()
        }
        program = base
        program.weeks[0].days[0].slots[0].liftKey = "zercher"
        #expect(throws: DomainError.invalid(field: "weeks[0].days[0].slots[0].liftKey", message:
            LocalizedText("error.program_rule.unknown_lift", ["key": "zercher"]))) {
            try program.validate()
        }
        program = base
        program.name = " "
        #expect(throws: DomainError.invalid(field: "name", message: LocalizedText("error.program_rule.name_missing"))) { try program.validate() }
        program = base
        program.weeks[0].days[0].slots.append(
            ExerciseSlot(key: "press-again", liftKey: "overhead-press", sets: SetPrescription.percent(70, reps: 5), rule: FiveThreeOne.rule))
        #expect(throws: DomainError.invalid(
            field: "weeks[0].days[0].slots[1].rule",
            message: LocalizedText(
                "error.program_rule.cycle_rule_twice", ["first": "overhead-press", "second": "press-again", "lift": "overhead-press"]))) {
            try program.validate()
        }
    }

    @Test("A training max of zero is refused naming the lift")
    func zeroTrainingMax() throws {
        let program = try ProgramLibrary.program("531-bbb")
        var maxes = Self.maxes
        maxes["deadlift"] = 0
        #expect(throws: DomainError.invalid(field: "trainingMaxes.deadlift", message:
            LocalizedText("error.lift_training_max_out_of_range", ["lift": "Deadlift"])))
        {
            try ProgramState.start(program, trainingMaxes: T.maxes(maxes), date: T.day)
        }
    }
}
