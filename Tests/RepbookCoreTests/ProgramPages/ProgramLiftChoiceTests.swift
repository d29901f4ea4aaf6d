import Foundation
import Testing
@testable import RepbookCore

/// The start form's exercise per lift and the program page's controls: preselected by name, a lift without a match left
/// to pick (and refused at its field when left so), what was chosen kept; the move selects on the current day.
@Suite("Program lift choice and controls page models")
struct ProgramLiftChoiceTests {
    private let english = ShippedCatalogs.english
    static func exercise(_ id: Int64, _ name: String, archived: Bool = false) -> Exercise {
        Exercise(id: id, userID: 1, name: name, category: .legs, kind: .weightAndReps, equipment: .barbell, isArchived: archived)
    }

    static let exercises = [
        exercise(1, "Back Squat"), exercise(2, "Bench Press"), exercise(3, "Deadlift"), exercise(4, "Front Squat"),
        exercise(5, "Old Press", archived: true),
    ]

    @Test("Each lift preselects the exercise named like it; an unmatched lift asks to pick; archived ones are hidden")
    func preselected() throws {
        let program = try ProgramLibrary.program("531-bbb")
        let page = ProgramStartPage.make(program: program, suggestions: [:], typed: nil, unit: .kilograms, exercises: Self.exercises,
            localizer: english)
        let byKey = Dictionary(uniqueKeysWithValues: page.lifts.map { ($0.liftKey, $0) })
        let squat = try #require(byKey["squat"])
        #expect(squat.fieldName == "ex_squat" && squat.options.first { $0.isSelected }?.name == "Back Squat")
        #expect(squat.options.map(\.name) == ["Back Squat", "Bench Press", "Deadlift", "Front Squat"])
        #expect(!squat.needsChoice && squat.note == "Found by name: Back Squat.")
        let press = try #require(byKey["overhead-press"])
        #expect(press.needsChoice && press.options.allSatisfy { !$0.isSelected })
        #expect(press.note == "None of your exercises is named Overhead Press: pick the one you do for it.")
        #expect(page.action == "/programs/start/531-bbb" && page.programText == nil)
    }

    @Test("What was chosen is kept over the name match; a refusal naming the lift shows at its select")
    func chosenAndRefused() throws {
        let program = try ProgramLibrary.program("531-bbb")
        let typed = ["ex_squat": "4", "ex_overhead-press": ""]
        let error = DomainError.invalid(
            field: "lifts.overhead-press", message: LocalizedText("error.program.no_exercise_named_lift", ["lift": "Overhead Press"]))
        let page = ProgramStartPage.make(
            program: program, suggestions: [:], typed: typed, unit: .kilograms, exercises: Self.exercises, programText: "{}", error: error,
                localizer: english)
        let squat = try #require(page.lifts.first { $0.liftKey == "squat" })
        #expect(squat.options.first { $0.isSelected }?.name == "Front Squat")
        #expect(squat.note == "Found by name: Back Squat.")
        #expect(page.lifts.first { $0.liftKey == "overhead-press" }?.error == error.message)
        #expect(page.formError == nil)
        #expect(page.action == "/programs/import/start" && page.programText == "{}")
        #expect(try ProgramLiftChoice.exerciseIDs(program, fields: typed) == ["squat": 4])
        #expect(throws: DomainError.invalid(field: "lifts.squat", message: LocalizedText("error.pick_one_exercises_for", ["lift": "Squat"]))) {
            try ProgramLiftChoice.exerciseIDs(program, fields: ["ex_squat": "front"])
        }
    }

    @Test("The controls: move selects on the current week and day, end and delete; an ended program says so")
    func controls() throws {
        let program = try ProgramLibrary.program("531-bbb")
        var state = try ProgramState.start(
            program, trainingMaxes: ["squat": Weight(140, .kilograms), "bench-press": Weight(100, .kilograms),
                                     "deadlift": Weight(180, .kilograms), "overhead-press": Weight(60, .kilograms)],
            date: ProgramTestSupport.day)
        state.position = ProgramPosition(cycle: 2, week: 3, day: 4)
        let running = UserProgram(id: 7, program: program, exerciseIDs: [:], state: state, startedOn: ProgramTestSupport.day, endedAt: nil)
        let controls = ProgramControls.make(running, localizer: english)
        #expect(controls.weeks.map(\.label) == ["Week 1", "Week 2", "Week 3", "Week 4"])
        #expect(controls.weeks.first { $0.isSelected }?.value == "3" && controls.hasWeekChoice)
        #expect(controls.days.first { $0.isSelected }?.label == "Day 4: Squat")
        #expect(controls.moveAction == "/programs/7/move" && controls.endAction == "/programs/7/end")
        #expect(controls.deleteAction == "/programs/7/delete" && controls.shareHref == "/programs/7/share")
        #expect(controls.endedNote == nil)
        let ended = UserProgram(id: 7, program: program, exerciseIDs: [:], state: state, startedOn: ProgramTestSupport.day, endedAt: Date())
        #expect(ProgramControls.make(ended, localizer: english).endedNote == "5/3/1 Boring But Big has ended: it shows as it was, read-only.")
        let gzclp = try ProgramLibrary.program("gzclp")
        let one = UserProgram(id: 8, program: gzclp, exerciseIDs: [:], state: try ProgramState.start(
            gzclp, trainingMaxes: Dictionary(uniqueKeysWithValues: gzclp.trainingMaxLifts.map { ($0.key, Weight(100, .kilograms)) }),
            date: ProgramTestSupport.day), startedOn: ProgramTestSupport.day, endedAt: nil)
        #expect(!ProgramControls.make(one, localizer: english).hasWeekChoice)
    }
}
