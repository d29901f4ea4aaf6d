import RepbookCore
import Testing

@Suite("Journal rules: tag names, notes, days, toggling")
struct JournalRulesTests {
    private let today = LocalDate("2026-11-21")!

    @Test("Tag names are trimmed and single-spaced; empty or over 32 characters is refused under the field name")
    func tagNames() throws {
        #expect(try JournalTagName.validated("  slept \t well ") == "slept well")
        #expect(try JournalTagName.validated(String(repeating: "a", count: 32)).count == 32)
        for bad in ["", "   ", String(repeating: "a", count: 33)] {
            #expect(throws: DomainError.self) { try JournalTagName.validated(bad) }
            do { _ = try JournalTagName.validated(bad) } catch { #expect(error.field == "name") }
        }
    }

    @Test("Two names clash when they differ only in case, accents or spacing")
    func tagNameKeys() {
        #expect(JournalTagName.key("Slept  Well") == JournalTagName.key("slept well"))
        #expect(JournalTagName.key("Crème") == JournalTagName.key("creme"))
        #expect(JournalTagName.key("sore") != JournalTagName.key("sorer"))
    }

    @Test("Names sent for a day match existing tags by key, hidden ones included; an unknown name is refused by name")
    func matchingNames() throws {
        let tags = [
            JournalTag(id: 1, name: "slept well", position: 0, isHidden: false),
            JournalTag(id: 2, name: "alcohol", position: 1, isHidden: true),
        ]
        #expect(try JournalTagName.matchIDs(["Slept  WELL", "alcohol", "slept well"], in: tags) == [1, 2])
        #expect(try JournalTagName.matchIDs([], in: tags) == [])
        do {
            _ = try JournalTagName.matchIDs(["slept well", "hungover"], in: tags)
            Issue.record("an unknown tag was accepted")
        } catch {
            #expect(error == .invalid(field: "tags", message: LocalizedText("error.unknown_tag_add_it_tags_first", ["value": "hungover"])))
        }
    }

    @Test("A note keeps its line breaks, drops surrounding blank space and CRLFs; 2,000 characters at most")
    func notes() throws {
        #expect(try JournalNote.validated("  Heavy legs.\r\nSlept 6 h.\n\n ") == "Heavy legs.\nSlept 6 h.")
        #expect(try JournalNote.validated(" \n ") == "")
        #expect(try JournalNote.validated(String(repeating: "é", count: 2000)).count == 2000)
        do {
            _ = try JournalNote.validated(String(repeating: "x", count: 2001))
            Issue.record("a long note was accepted")
        } catch {
            #expect(error.field == "note")
        }
    }

    @Test("A day is today when left out, must be a real YYYY-MM-DD day and not after today")
    func trackedDays() throws {
        #expect(try TrackedDay.parse(nil, today: today) == today)
        #expect(try TrackedDay.parse(" ", today: today) == today)
        #expect(try TrackedDay.parse("2026-11-21", today: today) == today)
        #expect(try TrackedDay.parse("2020-02-29", today: today) == LocalDate("2020-02-29"))
        for bad in ["2026-11-22", "2026-02-30", "2026-2-3", "yesterday", "21.11.2026"] {
            do {
                _ = try TrackedDay.parse(bad, today: today)
                Issue.record("\(bad) was accepted")
            } catch {
                #expect(error.field == "date", "\(bad)")
            }
        }
        do { _ = try TrackedDay.parse("2030-01-01", today: today, field: "end") } catch { #expect(error.field == "end") }
    }

    @Test("Toggling turns one tag on or off and leaves the others and the note; repeating a toggle changes nothing")
    func toggling() {
        let day = JournalDay(date: today, tagIDs: [1, 2], note: "tired")
        let on = JournalDayChange.toggle(3, isOn: true).applied(to: day)
        #expect(on == JournalDay(date: today, tagIDs: [1, 2, 3], note: "tired"))
        #expect(JournalDayChange.toggle(3, isOn: true).applied(to: on) == on)
        let off = JournalDayChange.toggle(1, isOn: false).applied(to: on)
        #expect(off.tagIDs == [2, 3])
        #expect(JournalDayChange.toggle(1, isOn: false).applied(to: off) == off)
        #expect(JournalDayChange.toggle(9, isOn: false).applied(to: JournalDay(date: today)).isEmpty, "a day with nothing stays empty")
    }

    @Test("A replacement sets the whole tag set; a note of \"\" removes it, no note leaves it")
    func replacing() {
        let day = JournalDay(date: today, tagIDs: [1, 2], note: "tired")
        #expect(JournalDayChange(replacementTagIDs: [5]).applied(to: day) == JournalDay(date: today, tagIDs: [5], note: "tired"))
        #expect(JournalDayChange(replacementTagIDs: []).applied(to: day).tagIDs.isEmpty)
        #expect(JournalDayChange(note: "").applied(to: day) == JournalDay(date: today, tagIDs: [1, 2]))
        #expect(JournalDayChange(note: "fresh").applied(to: day).note == "fresh")
        let both = JournalDayChange(replacementTagIDs: [7], toggles: [8: true, 7: false], note: "x")
        #expect(both.applied(to: day) == JournalDay(date: today, tagIDs: [8], note: "x"))
        #expect(both.mentionedTagIDs == [7, 8])
    }

    @Test("The day page offers visible tags and hidden tags that are on that day, in the user's order")
    func offeredTags() {
        let tags = [
            JournalTag(id: 1, name: "slept well", position: 0, isHidden: false),
            JournalTag(id: 2, name: "travel", position: 1, isHidden: true),
            JournalTag(id: 3, name: "sore", position: 2, isHidden: false),
            JournalTag(id: 4, name: "sick", position: 3, isHidden: true),
        ]
        let detail = JournalDayDetail(day: JournalDay(date: today, tagIDs: [2, 3]), today: today, allTags: tags)
        #expect(detail.offeredTags.map(\.id) == [1, 2, 3])
        #expect(detail.tagsOn.map(\.name) == ["travel", "sore"])
    }

    @Test("Moving an item clamps to the list and leaves unknown ids alone")
    func listOrder() {
        #expect(ListOrder.moving(3, to: 0, in: [1, 2, 3]) == [3, 1, 2])
        #expect(ListOrder.moving(1, to: 1, in: [1, 2, 3]) == [2, 1, 3])
        #expect(ListOrder.moving(1, to: 99, in: [1, 2, 3]) == [2, 3, 1])
        #expect(ListOrder.moving(2, to: -4, in: [1, 2, 3]) == [2, 1, 3])
        #expect(ListOrder.moving(9, to: 0, in: [1, 2, 3]) == [1, 2, 3])
    }

    @Test("The starter tags are distinct under the name rules")
    func starterTags() throws {
        let names = try StarterJournalTags.names.map { try JournalTagName.validated($0) }
        #expect(names == StarterJournalTags.names)
        #expect(Set(names.map(JournalTagName.key)).count == names.count)
        #expect(names.contains("slept well") && names.contains("alcohol"))
    }
}
