import Foundation
import Testing
@testable import RepbookCore
import RepbookTestFixtures

/// The library and the start form: what each program is, the fields per training max prefilled from the history's
/// suggestion (saying so), what was typed kept, a refusal shown at its field.
@Suite("Program library and start page models")
struct ProgramStartPageTests {
    private let english = ShippedCatalogs.english
    @Test("Library cards: days a week, cycle length, lifts, and the choices we made where the program leaves room")
    func libraryCards() throws {
        let page = ProgramsPage.make(mine: [], localizer: english)
        #expect(page.library.count == ProgramLibrary.all.count && !page.hasMine)
        let bbb = try #require(page.library.first { $0.slug == "531-bbb" })
        #expect(bbb.layout == "4 days a week · 4-week cycle")
        #expect(bbb.lifts == "Overhead Press, Deadlift, Bench Press, Squat")
        #expect(bbb.startHref == "/programs/start/531-bbb")
        let nsuns = try #require(page.library.first { $0.slug == "nsuns-4day" })
        #expect(nsuns.layout == "4 days a week · repeats every week")
        #expect(nsuns.choices?.contains("no overhead-press 1+ set") == true)
        #expect(page.library.first { $0.slug == "gzclp" }?.choices?.contains("5-rep max") == true)
        #expect(page.library.first { $0.slug == "stronglifts-5x5" }?.choices == nil)
    }

    @Test("The user's programs: running ones first, each with where it stands")
    func mine() throws {
        let program = try ProgramLibrary.program("531-bbb")
        var state = try ProgramState.start(
            program, trainingMaxes: ["squat": Weight(140, .kilograms), "bench-press": Weight(100, .kilograms),
                                     "deadlift": Weight(180, .kilograms), "overhead-press": Weight(60, .kilograms)],
            date: ProgramTestSupport.day)
        state.position = ProgramPosition(cycle: 2, week: 3, day: 4)
        var renamed = program
        renamed.name = "Old BBB"
        let day = ProgramTestSupport.day
        let page = ProgramsPage.make(mine: [
            UserProgram(id: 1, program: renamed, exerciseIDs: [:], state: state, startedOn: day, endedAt: Date()),
            UserProgram(id: 2, program: program, exerciseIDs: [:], state: state, startedOn: day, endedAt: nil),
        ], localizer: english)
        #expect(page.mine.map(\.name) == ["5/3/1 Boring But Big", "Old BBB"])
        #expect(page.mine.map(\.detail) == ["Cycle 2 · Week 3 · Day 4: Squat", "Ended"])
        #expect(page.mine[0].href == "/programs/2")
    }

    @Test("A suggestion prefills its field and says where it came from; a lift without history asks to be typed")
    func suggestions() throws {
        let program = try ProgramLibrary.program("531-bbb")
        let history = ProgramTestSupport.sets([5, 5], at: 100)
        let suggestion = try #require(TrainingMaxSuggestion.suggest(from: history, formula: .epley, unit: .kilograms))
        let page = ProgramStartPage.make(program: program, suggestions: ["squat": suggestion], typed: nil, unit: .kilograms, localizer: english)
        #expect(page.fields.map(\.fieldName) == ["tm_overhead-press", "tm_deadlift", "tm_bench-press", "tm_squat"])
        let squat = try #require(page.fields.last)
        // 100 × 5 by Epley: 100 × (1 + 5/30) = 116.67; 90 % = 105.
        #expect(squat.value == "105" && squat.isSuggested)
        #expect(squat.note == "Suggested from your history: \(EnglishMessages.text(suggestion.reason)).")
        #expect(squat.label == "Squat (kg)")
        #expect(page.fields[0].value == "" && !page.fields[0].isSuggested)
        #expect(page.fields[0].note == "No Overhead Press in your history yet: type it.")
        #expect(page.action == "/programs/start/531-bbb")
    }

    @Test("What was typed is kept over the suggestion, and a refusal shows at the lift it names")
    func typedAndError() throws {
        let program = try ProgramLibrary.program("531-bbb")
        let suggestion = TrainingMaxSuggestion(weight: Weight(105, .kilograms), reason: .verbatim("r"))
        let typed = ["tm_squat": "120", "tm_deadlift": "", "tm_bench-press": "90", "tm_overhead-press": "50"]
        let maxes = try ProgramStartPage.trainingMaxes(program, fields: typed, unit: .kilograms)
        let started = Result { () throws(DomainError) in try ProgramState.start(program, trainingMaxes: maxes, date: ProgramTestSupport.day) }
        guard case .failure(let error) = started else {
            Issue.record("a missing deadlift must be refused")
            return
        }
        let page = RequestLanguage.$current.withValue(EnglishMessages.language) {
            ProgramStartPage.make(program: program, suggestions: ["squat": suggestion], typed: typed, unit: .kilograms, error: error,
                localizer: english)
        }
        #expect(page.fields.first { $0.liftKey == "deadlift" }?.error == "Deadlift needs a training max.")
        #expect(page.fields.first { $0.liftKey == "squat" }?.value == "120")
        #expect(page.fields.first { $0.liftKey == "squat" }?.isSuggested == false)
        #expect(page.formError == nil)
    }

    @Test("Typed training maxes: a comma decimal and a unit are read; a word is refused naming the lift")
    func parsing() throws {
        let program = try ProgramLibrary.program("531-bbb")
        let maxes = try ProgramStartPage.trainingMaxes(
            program, fields: ["tm_squat": "102,5", "tm_bench-press": "225 lb", "tm_deadlift": " "], unit: .kilograms)
        #expect(maxes == ["squat": Weight(102.5, .kilograms), "bench-press": Weight(225, .pounds)])
        #expect(
            throws: DomainError.invalid(
                field: "trainingMaxes.overhead-press", message: LocalizedText("error.s_training_max_weight_such_as", ["lift": "Overhead Press"]))
        ) {
            try ProgramStartPage.trainingMaxes(program, fields: ["tm_overhead-press": "heavy"], unit: .kilograms)
        }
    }
}
