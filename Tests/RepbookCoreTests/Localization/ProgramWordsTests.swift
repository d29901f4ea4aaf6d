import Foundation
@testable import RepbookCore
import RepbookTestFixtures
import Testing

/// The program engine's reasons and the built-in programs' day and lift names in the user's language; a program's own
/// names stay as written.
@Suite("Program words")
struct ProgramWordsTests {
    @Test("Every built-in day and lift has its catalog entry, its English exactly the program's")
    func builtInNamesHaveKeys() {
        let english = ShippedCatalogs.english
        for program in ProgramLibrary.all {
            for day in program.weeks.flatMap(\.days) { #expect(english.programDayName(day.name, in: program) == day.name, "\(program.slug)") }
            for lift in program.lifts { #expect(english.programLiftName(lift.name, in: program) == lift.name, "\(program.slug)") }
        }
    }

    @Test("German: 'Training A', a 5/3/1 day by its lift, GZCLP's lifts; a renamed day and an imported program as written")
    func germanNames() throws {
        let german = ShippedCatalogs.german
        let strongLifts = try ProgramLibrary.program("stronglifts-5x5")
        #expect(german.programDayName("Workout A", in: strongLifts) == "Training A")
        let bbb = try ProgramLibrary.program("531-bbb")
        #expect(german.programDayName("Overhead Press", in: bbb) == "Schulterdrücken")
        #expect(german.programLiftName("Squat", in: bbb) == "Kniebeuge")
        let gzclp = try ProgramLibrary.program("gzclp")
        #expect(german.programDayName("Squat, Bench, Lat Pulldown", in: gzclp) == "Kniebeuge, Bankdrücken, Latziehen")
        #expect(german.programDayName("Leg day", in: gzclp) == "Leg day")
        var imported = strongLifts
        imported.slug = "my-5x5"
        #expect(german.programDayName("Workout A", in: imported) == "Workout A")
    }

    @Test("German sheet: the reason with German decimals and words, no English; English unchanged")
    func germanReasons() throws {
        let program = try ProgramLibrary.program("531-bbb")
        let maxes = ["overhead-press": 60.0, "deadlift": 180, "bench-press": 90, "squat": 140].mapValues { Weight($0, .kilograms) }
        let state = try ProgramState.start(program, trainingMaxes: maxes, date: LocalDate("2026-11-02")!)
        let press = try ProgramPrescriber.prescribe(program, state: state, plates: .standardKilograms, unit: .kilograms)
        let german = ShippedCatalogs.german
        let card = ProgramDayCard(press, program: program, localizer: german)
        #expect(card.title == "Tag 1: Schulterdrücken")
        #expect(card.exercises[0].name == "Schulterdrücken")
        let reasons = card.exercises[0].lines.map(\.reason)
        #expect(reasons[0] == "65 % vom TM 60 kg = 39 kg → 40 kg", "\(reasons)")
        #expect(reasons.allSatisfy { !$0.contains(" of ") && !$0.contains("working weight") }, "\(reasons)")
        #expect(EnglishMessages.localizer.text(press.exercises[0].sets[0].reason) == "65 % of TM 60 kg = 39 kg → 40 kg")
        let bench = try ProgramPrescriber.prescribe(
            program, at: ProgramPosition(cycle: 1, week: 1, day: 3), state: state, plates: .standardKilograms, unit: .kilograms)
        #expect(german.text(bench.exercises[0].sets[0].reason) == "65 % vom TM 90 kg = 58,5 kg → 57,5 kg")
    }
}
