import Foundation
import RepbookCore
import Testing

@Suite("Supplements: the checklist of a day and adherence over 30 days")
struct SupplementRulesTests {
    private func day(_ text: String) -> LocalDate { LocalDate(text)! }

    private func supplement(_ id: Int64, _ stack: SupplementStack = .morning, position: Int = 0, from start: String, retired: String? = nil)
        -> Supplement
    {
        Supplement(id: id, name: "S\(id)", dose: "", stack: stack, position: position, startDate: day(start), retiredOn: retired.map(day))
    }

    private func intakes(_ id: Int64, _ dates: [String]) -> [SupplementIntake] {
        dates.map { SupplementIntake(supplementID: id, date: day($0)) }
    }

    @Test("A supplement is in use from its start day until the day before it was retired; it is listed on every day before")
    func activeDays() {
        let creatine = supplement(1, from: "2026-11-10", retired: "2026-11-20")
        #expect(!creatine.isActive(on: day("2026-11-09")))
        #expect(creatine.isActive(on: day("2026-11-10")))
        #expect(creatine.isActive(on: day("2026-11-19")))
        #expect(!creatine.isActive(on: day("2026-11-20")))
        #expect(supplement(2, from: "2026-11-10").isActive(on: day("2030-01-01")))
        #expect(creatine.isListed(on: day("2026-11-01")), "an earlier day can be filled in")
        #expect(creatine.isListed(on: day("2026-11-19")) && !creatine.isListed(on: day("2026-11-20")))
    }

    @Test("The checklist shows what was not retired by that day plus anything taken that day, morning first, in stack order")
    func checklist() {
        let all = [
            supplement(1, .evening, position: 0, from: "2026-11-01"),
            supplement(2, .morning, position: 1, from: "2026-11-01"),
            supplement(3, .morning, position: 0, from: "2026-11-01"),
            supplement(4, .morning, position: 2, from: "2026-11-01", retired: "2026-11-05"),
            supplement(5, .morning, position: 3, from: "2026-11-15"),
        ]
        let list = SupplementChecklist(date: day("2026-11-10"), today: day("2026-11-21"), supplements: all, taken: [1, 4])
        #expect(list.items.map(\.supplement.id) == [3, 2, 4, 5, 1], "retired 4 shows because it was taken; 5 can be filled in")
        #expect(list.items.map(\.isTaken) == [false, false, true, false, true])
        #expect(list.items(in: .evening).map(\.supplement.id) == [1])
        let empty = SupplementChecklist(date: day("2026-11-10"), today: day("2026-11-21"), supplements: all, taken: [])
        #expect(empty.items.map(\.supplement.id) == [3, 2, 5, 1], "no log: everything not retired, nothing taken")
        #expect(empty.items.allSatisfy { !$0.isTaken })
    }

    @Test("The window is the 30 days ending on the chosen day, both ends included; intakes outside it do not count")
    func windowBoundaries() {
        let creatine = supplement(1, from: "2026-01-01")
        let taken = intakes(1, ["2026-10-22", "2026-10-23", "2026-11-21", "2026-11-22"])
        let adherence = SupplementAdherence(supplements: [creatine], intakes: taken, endingOn: day("2026-11-21"))
        #expect(adherence.start == day("2026-10-23") && adherence.end == day("2026-11-21"))
        let row = adherence.rows[0]
        #expect(row.takenDays == 2 && row.countedDays == 30)
        #expect(abs(row.percent - 100.0 * 2 / 30) < 1e-9)
    }

    @Test("A supplement retired mid-window counts only the days before it was retired")
    func retiredMidWindow() {
        let zinc = supplement(1, from: "2026-01-01", retired: "2026-11-11")
        let adherence = SupplementAdherence(
            supplements: [zinc], intakes: intakes(1, ["2026-11-01", "2026-11-10"]), endingOn: day("2026-11-21"))
        #expect(adherence.rows[0].countedDays == 19, "23 Oct to 10 Nov")
        #expect(adherence.rows[0].takenDays == 2)
    }

    @Test("A supplement added mid-window counts from the day it was added; one taken before then counts that day too")
    func createdMidWindow() {
        let fishOil = supplement(1, from: "2026-11-17")
        let adherence = SupplementAdherence(
            supplements: [fishOil], intakes: intakes(1, ["2026-11-17", "2026-11-18", "2026-11-21"]), endingOn: day("2026-11-21"))
        #expect(adherence.rows[0].countedDays == 5)
        #expect(adherence.rows[0].takenDays == 3)
        #expect(adherence.overallPercent == 60)
        let backfilled = SupplementAdherence(supplements: [fishOil], intakes: intakes(1, ["2026-11-10"]), endingOn: day("2026-11-21"))
        #expect(backfilled.rows[0].countedDays == 6 && backfilled.rows[0].takenDays == 1, "a day it was taken is a day it counts")
    }

    @Test("Supplements with no counted day in the window are left out; with none at all there is no overall figure")
    func leftOut() {
        let old = supplement(1, from: "2026-01-01", retired: "2026-02-01")
        let future = supplement(2, from: "2026-12-01")
        let adherence = SupplementAdherence(supplements: [old, future], intakes: [], endingOn: day("2026-11-21"))
        #expect(adherence.rows.isEmpty)
        #expect(adherence.overallPercent == nil)
    }

    @Test("The overall figure weighs every counted day alike")
    func overall() {
        let all = [supplement(1, from: "2026-01-01"), supplement(2, .evening, from: "2026-11-12")]
        let taken = intakes(1, (1...21).map { String(format: "2026-11-%02d", $0) }) + intakes(2, ["2026-11-20"])
        let adherence = SupplementAdherence(supplements: all, intakes: taken, endingOn: day("2026-11-21"))
        #expect(adherence.rows.map(\.countedDays) == [30, 10])
        #expect(adherence.rows.map(\.takenDays) == [21, 1])
        #expect(adherence.overallPercent == 22.0 * 100 / 40)
    }

    @Test("Input: name and stack are required for a new supplement; bad fields are named")
    func input() throws {
        let draft = try SupplementInput(name: "  Caffeine ", dose: " 200  mg", stack: "Morning").draft()
        #expect(draft == SupplementDraft(name: "Caffeine", dose: "200 mg", stack: .morning))
        let cases: [(SupplementInput, String)] = [
            (SupplementInput(stack: "morning"), "name"),
            (SupplementInput(name: " ", stack: "morning"), "name"),
            (SupplementInput(name: String(repeating: "n", count: 61), stack: "morning"), "name"),
            (SupplementInput(name: "Caffeine"), "stack"),
            (SupplementInput(name: "Caffeine", stack: "noon"), "stack"),
            (SupplementInput(name: "Caffeine", dose: String(repeating: "1", count: 41), stack: "evening"), "dose"),
        ]
        for (input, field) in cases {
            do {
                _ = try input.draft()
                Issue.record("\(input) was accepted")
            } catch {
                #expect(error.field == field)
            }
        }
        let today = day("2026-11-21")
        #expect(try SupplementInput(retired: true).change(today: today).retirement == .retire(on: today))
        #expect(try SupplementInput(position: 2).change(today: today).index == 1)
        #expect(throws: DomainError.invalid(field: "position", message: LocalizedText("error.position_1_or_more"))) {
            try SupplementInput(position: 0).change(today: today)
        }
    }

    @Test("The starter stacks have a morning and an evening stack with distinct names")
    func starterStacks() {
        let drafts = StarterSupplements.drafts
        #expect(drafts.contains { $0.stack == .morning } && drafts.contains { $0.stack == .evening })
        #expect(Set(drafts.map(\.nameKey)).count == drafts.count)
    }
}
