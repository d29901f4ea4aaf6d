import Foundation
import Testing
@testable import RepbookCore

/// The program pages' models over the real engine: 5/3/1 BBB's today, sheet and training maxes as a lifter reads them,
/// the expected numbers computed here by plain arithmetic (`ProgramTestSupport.kg`).
@Suite("Program page models")
struct ProgramPageModelTests {
    private let english = ShippedCatalogs.english
    typealias T = ProgramTestSupport

    static let maxes: [String: Double] = ["squat": 140, "bench-press": 100, "deadlift": 180, "overhead-press": 60]
    static let settings = UserSettings.defaults(timeZoneIdentifier: "Europe/Berlin")

    static func bbb() throws -> (Program, ProgramState) {
        let program = try ProgramLibrary.program("531-bbb")
        return (program, try ProgramState.start(program, trainingMaxes: T.maxes(maxes), date: T.day))
    }

    @Test("Today on the program page: every set of 5/3/1 BBB day 1 with its reason, the AMRAP set marked, BBB's 5×10 as one line")
    func today() throws {
        let (program, state) = try Self.bbb()
        let session = try ProgramPrescriber.prescribe(program, state: state, plates: .standardKilograms, unit: .kilograms)
        let running = UserProgram(id: 7, program: program, exerciseIDs: [:], state: state, startedOn: T.day, endedAt: nil)
        let page = ProgramPage.make(running, today: session, workoutInProgress: nil, settings: Self.settings, localizer: english)
        #expect(page.position == "Cycle 1 · Week 1 · Day 1")
        #expect(page.today.title == "Day 1: Overhead Press")
        let press = try #require(page.today.exercises.first)
        let expected = [65.0, 75, 85].map { "\(Weight.format(T.kg(60 * $0 / 100))) kg" }
        #expect(press.lines.map(\.text) == ["\(expected[0]) × 5", "\(expected[1]) × 5", "\(expected[2]) × 5+", "\(Weight.format(T.kg(30))) kg × 10"])
        #expect(press.lines.map(\.isAmrap) == [false, false, true, false])
        #expect(press.lines.map(\.count) == [1, 1, 1, 5])
        #expect(press.lines[3].countText == "× 5 sets" && press.lines[3].kindLabel == "Supplemental")
        #expect(press.lines[0].reason == "65 % of TM 60 kg = 39 kg → \(expected[0])")
        #expect(press.hasAmrap && page.today.hasAmrap)
        #expect(page.name == "5/3/1 Boring But Big" && page.isActive)
        #expect(page.skipAction == "/programs/7/skip" && page.sheetHref == "/programs/7/sheet")
        #expect(page.trainingMaxes.map(\.name) == ["Overhead Press", "Deadlift", "Bench Press", "Squat"])
        #expect(page.trainingMaxes.map(\.current) == ["60 kg", "180 kg", "100 kg", "140 kg"])
        #expect(page.trainingMaxes[0].history == [TrainingMaxCard.Change(date: "Mon 2 Nov 2026", weight: "60 kg", reason: "Set at the start")])
        #expect(!page.hasSlots, "5/3/1 slots have no stages or working weights")
    }

    @Test("The sheet: weeks of days of exercises; across the deload the next cycle's numbers carry the raised training maxes")
    func sheetAcrossCycle() throws {
        let (program, start) = try Self.bbb()
        var state = start
        state.position = ProgramPosition(cycle: 1, week: 4, day: 1)
        let sessions = try ProgramSheet.sheet(program, state: state, weeks: 2, plates: .standardKilograms, unit: .kilograms)
        let running = UserProgram(id: 3, program: program, exerciseIDs: [:], state: state, startedOn: T.day, endedAt: nil)
        let page = ProgramSheetPage.make(running, sessions: sessions, weekCount: 2, localizer: english)
        #expect(page.weeks.map(\.title) == ["Cycle 1 · Deload", "Cycle 2 · Week 1"])
        #expect(page.weeks.map(\.isDeload) == [true, false])
        #expect(page.weeks.map { $0.days.map(\.title) } == [
            ["Day 1: Overhead Press", "Day 2: Deadlift", "Day 3: Bench Press", "Day 4: Squat"],
            ["Day 1: Overhead Press", "Day 2: Deadlift", "Day 3: Bench Press", "Day 4: Squat"],
        ])
        // Deload: 40/50/60 × 5, no supplemental sets, no AMRAP.
        let deloadPress = page.weeks[0].days[0].exercises[0]
        #expect(deloadPress.lines.map(\.text) == [40.0, 50, 60].map { "\(Weight.format(T.kg(60 * $0 / 100))) kg × 5" })
        #expect(!deloadPress.hasAmrap)
        // Cycle 2: press 60 + 2.5 = 62.5, squat 140 + 5 = 145.
        let press = page.weeks[1].days[0].exercises[0]
        #expect(press.lines[2].text == "\(Weight.format(T.kg(62.5 * 0.85))) kg × 5+")
        let squat = page.weeks[1].days[3].exercises[0]
        #expect(squat.lines[2].text == "\(Weight.format(T.kg(145 * 0.85))) kg × 5+")
        #expect(squat.lines[2].reason.hasPrefix("85 % of TM 145 kg"))
        #expect(page.weekChoices.first { $0.isCurrent }?.href == "/programs/3/sheet?weeks=2")
    }

    @Test("Training max history on the page: newest first, each change dated in the user's calendar with its reason")
    func history() throws {
        let (program, start) = try Self.bbb()
        var state = start
        state.trainingMaxes["squat"] = state.trainingMaxes["squat"]!.setting(
            Weight(145, .kilograms), date: LocalDate("2026-11-30")!, reason: .verbatim("End of cycle: Squat +5 kg"))
        let session = try ProgramPrescriber.prescribe(program, state: state, plates: .standardKilograms, unit: .kilograms)
        let running = UserProgram(id: 1, program: program, exerciseIDs: [:], state: state, startedOn: T.day, endedAt: Date())
        let page = ProgramPage.make(running, today: session, workoutInProgress: "Squat day", settings: Self.settings, localizer: english)
        let squat = try #require(page.trainingMaxes.first { $0.liftKey == "squat" })
        #expect(squat.current == "145 kg" && squat.hasChanges)
        #expect(squat.history.map(\.date) == ["Mon 30 Nov 2026", "Mon 2 Nov 2026"])
        #expect(squat.history.map(\.reason) == ["End of cycle: Squat +5 kg", "Set at the start"])
        #expect(page.workoutInProgress == "Squat day" && !page.isActive)
    }

    @Test("GZCLP's slots show their stage and working weight; tiers of one lift are told apart")
    func gzclpSlots() throws {
        let program = try ProgramLibrary.program("gzclp")
        let typed = Dictionary(uniqueKeysWithValues: program.trainingMaxLifts.map { ($0.key, Weight(100, .kilograms)) })
        var state = try ProgramState.start(program, trainingMaxes: typed, date: T.day)
        state.slots["squat-t1"]?.stage = 1
        let rows = ProgramSlotRow.rows(program, state: state, unit: .kilograms, localizer: english)
        let t1 = try #require(rows.first { $0.name == "Squat (T1)" })
        #expect(t1.stage == "Stage 2 of 3: 6x2+")
        #expect(t1.workingWeight == "Working weight 85 kg")
        #expect(t1.detail == "Stage 2 of 3: 6x2+ · Working weight 85 kg")
        #expect(rows.contains { $0.name == "Squat (T2)" && $0.stage == "Stage 1 of 3: 3x10" && $0.workingWeight == "Working weight 65 kg" })
    }

    @Test("Home's program card names the program, cycle, week and day, and starts it in one tap")
    func homeCard() throws {
        let (program, state) = try Self.bbb()
        let session = try ProgramPrescriber.prescribe(program, state: state, plates: .standardKilograms, unit: .kilograms)
        let running = UserProgram(id: 9, program: program, exerciseIDs: [:], state: state, startedOn: T.day, endedAt: nil)
        let card = ProgramTodayCard(ProgramToday(program: running, session: session), localizer: english)
        #expect(card.label == "5/3/1 Boring But Big, cycle 1, week 1, day 1: Overhead Press")
        #expect(card.preview == "Overhead Press \(Weight.format(T.kg(51))) kg × 5+")
        #expect(card.programID == 9 && card.href == "/programs/9")
    }
}
