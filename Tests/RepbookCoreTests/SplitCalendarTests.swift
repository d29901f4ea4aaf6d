import Foundation
import RepbookCore
import Testing

@Suite("Split day arithmetic")
struct SplitCalendarTests {
    private func date(_ text: String) -> LocalDate {
        guard let date = LocalDate(text) else { preconditionFailure("test date \(text) does not parse") }
        return date
    }

    private func zone(_ identifier: String) -> TimeZone {
        guard let zone = TimeZone(identifier: identifier) else { preconditionFailure("no time zone \(identifier)") }
        return zone
    }

    private func rotation(_ count: Int, start: String, today: LocalDate) -> Int {
        SplitCalendar.dayIndex(
            schedule: .rotation, advance: .calendar, dayCount: count, startDate: date(start), today: today, lastCompletedIndex: nil)
    }

    // MARK: Weekly

    @Test("Weekly: the index is the weekday, Monday 0, whatever the start date", arguments: [
        ("2026-11-23", 0), ("2026-11-25", 2), ("2026-11-29", 6), ("2026-11-30", 0), ("2028-02-29", 1), ("2026-03-01", 6),
    ])
    func weekly(today: String, expected: Int) {
        for start in ["2026-11-25", "2020-01-01", "2030-06-15"] {
            #expect(SplitCalendar.dayIndex(
                schedule: .weekly, advance: .calendar, dayCount: 7, startDate: date(start), today: date(today),
                lastCompletedIndex: nil) == expected)
        }
    }

    @Test("Weekly ignores completion: the day follows the calendar even with a last completed day")
    func weeklyIgnoresCompletion() {
        let monday = date("2026-11-23")
        for last in [nil, 0, 3, 6] as [Int?] {
            #expect(SplitCalendar.dayIndex(
                schedule: .weekly, advance: .completion, dayCount: 7, startDate: monday, today: monday.adding(days: 4),
                lastCompletedIndex: last) == 4)
        }
    }

    // MARK: Rotation by calendar

    @Test("Rotation by calendar: days since the start, modulo the cycle")
    func rotationByCalendar() {
        let start = date("2026-11-20")
        let indexes = (0..<9).map { rotation(4, start: "2026-11-20", today: start.adding(days: $0)) }
        #expect(indexes == [0, 1, 2, 3, 0, 1, 2, 3, 0])
        #expect(rotation(1, start: "2026-11-20", today: date("2027-05-05")) == 0)
        #expect(rotation(28, start: "2026-01-01", today: date("2026-01-29")) == 0)
        #expect(rotation(28, start: "2026-01-01", today: date("2026-01-28")) == 27)
    }

    @Test("Rotation by calendar across a month end: Jan 30, Jan 31, Feb 1, Feb 2")
    func rotationAcrossMonthEnd() {
        #expect(rotation(3, start: "2026-01-30", today: date("2026-01-30")) == 0)
        #expect(rotation(3, start: "2026-01-30", today: date("2026-01-31")) == 1)
        #expect(rotation(3, start: "2026-01-30", today: date("2026-02-01")) == 2)
        #expect(rotation(3, start: "2026-01-30", today: date("2026-02-02")) == 0)
        #expect(rotation(3, start: "2026-12-30", today: date("2027-01-01")) == 2)
        #expect(rotation(5, start: "2026-04-29", today: date("2026-05-01")) == 2)
    }

    @Test("Rotation by calendar across leap day 2028 and the same dates in 2027")
    func rotationAcrossLeapDay() {
        #expect(rotation(3, start: "2028-02-27", today: date("2028-02-28")) == 1)
        #expect(rotation(3, start: "2028-02-27", today: date("2028-02-29")) == 2)
        #expect(rotation(3, start: "2028-02-27", today: date("2028-03-01")) == 0)
        #expect(rotation(3, start: "2027-02-27", today: date("2027-02-28")) == 1)
        #expect(rotation(3, start: "2027-02-27", today: date("2027-03-01")) == 2)
        #expect(rotation(3, start: "2027-02-27", today: date("2027-03-02")) == 0)
        // A whole year later: 2028 has 366 days (366 % 7 == 2), 2027 has 365 (365 % 7 == 1).
        #expect(rotation(7, start: "2028-01-01", today: date("2029-01-01")) == 2)
        #expect(rotation(7, start: "2027-01-01", today: date("2028-01-01")) == 1)
    }

    @Test("Before the start date a rotation counts backwards and is never negative")
    func rotationBeforeStart() {
        #expect(rotation(4, start: "2026-03-10", today: date("2026-03-09")) == 3)
        #expect(rotation(4, start: "2026-03-10", today: date("2026-03-08")) == 2)
        #expect(rotation(4, start: "2026-03-10", today: date("2026-03-07")) == 1)
        #expect(rotation(4, start: "2026-03-10", today: date("2026-03-06")) == 0)
        #expect(rotation(4, start: "2026-03-10", today: date("2026-03-05")) == 3)
        #expect(rotation(3, start: "2026-03-01", today: date("2026-02-28")) == 2)
        #expect(rotation(5, start: "2026-03-10", today: date("2023-01-01")) == 1)  // 1164 days before: -1164 mod 5
        let start = date("2026-03-10")
        for count in 1...28 {
            for offset in -200...200 {
                let index = rotation(count, start: "2026-03-10", today: start.adding(days: offset))
                let next = rotation(count, start: "2026-03-10", today: start.adding(days: offset + 1))
                #expect((0..<count).contains(index), "count \(count), offset \(offset): \(index)")
                #expect(next == (index + 1) % count, "count \(count), offset \(offset)")
            }
        }
    }

    // MARK: Rotation on completion

    @Test("Rotation on completion: the day after the last completed, else the first; the calendar does not matter")
    func rotationOnCompletion() {
        func index(_ last: Int?, count: Int = 4, today: String = "2026-11-23") -> Int {
            SplitCalendar.dayIndex(
                schedule: .rotation, advance: .completion, dayCount: count, startDate: date("2026-11-01"), today: date(today),
                lastCompletedIndex: last)
        }
        #expect(index(nil) == 0)
        #expect(index(nil, today: "2027-06-30") == 0)
        #expect(index(0) == 1)
        #expect(index(2) == 3)
        #expect(index(3) == 0)
        #expect(index(1, today: "2026-10-01") == 2)
        #expect(index(1, today: "2030-01-01") == 2)
        #expect(index(0, count: 1) == 0)
    }

    // MARK: Time zones and daylight saving

    struct Change: Sendable, CustomTestStringConvertible {
        let zone: String
        /// The day the clocks change.
        let day: String
        /// Instants (Unix seconds, worked out independently) at 23:30 local the evening before, 00:30 on the day,
        /// 23:30 on the day and 00:30 the day after.
        let eveLate: Int
        let dayEarly: Int
        let dayLate: Int
        let nextEarly: Int
        /// Hours the day lasts: 23 when the clocks spring forward, 25 when they fall back.
        let hours: Int

        var testDescription: String { "\(zone) \(day)" }
    }

    static let changes = [
        Change(zone: "America/New_York", day: "2026-03-08", eveLate: 1_772_944_200, dayEarly: 1_772_947_800,
               dayLate: 1_773_027_000, nextEarly: 1_773_030_600, hours: 23),
        Change(zone: "America/New_York", day: "2026-11-01", eveLate: 1_793_503_800, dayEarly: 1_793_507_400,
               dayLate: 1_793_593_800, nextEarly: 1_793_597_400, hours: 25),
        Change(zone: "Europe/Berlin", day: "2026-03-29", eveLate: 1_774_737_000, dayEarly: 1_774_740_600,
               dayLate: 1_774_819_800, nextEarly: 1_774_823_400, hours: 23),
        Change(zone: "Europe/Berlin", day: "2026-10-25", eveLate: 1_792_877_400, dayEarly: 1_792_881_000,
               dayLate: 1_792_967_400, nextEarly: 1_792_971_000, hours: 25),
    ]

    @Test("Around a daylight-saving change, 23:30 and 00:30 an hour later are consecutive days", arguments: changes)
    func aroundChange(change: Change) {
        let zone = zone(change.zone)
        let day = date(change.day)
        func local(_ seconds: Int) -> LocalDate { LocalDate(Date(timeIntervalSince1970: Double(seconds)), in: zone) }
        #expect(local(change.eveLate) == day.adding(days: -1))
        #expect(local(change.dayEarly) == day)
        #expect(local(change.dayLate) == day)
        #expect(local(change.nextEarly) == day.adding(days: 1))
        #expect(local(change.eveLate).days(to: local(change.dayEarly)) == 1)
        #expect(local(change.dayLate).days(to: local(change.nextEarly)) == 1)
        // A naive "add 24 hours" from 23:30 the evening before lands on the wrong day when the clocks spring forward.
        let naive = local(change.eveLate + 86_400)
        #expect(naive == (change.hours == 23 ? day.adding(days: 1) : day))

        for count in [2, 3, 4, 7] {
            let indexes = [change.eveLate, change.dayEarly, change.dayLate, change.nextEarly].map { seconds in
                rotation(count, start: "2026-01-01", today: local(seconds))
            }
            #expect(indexes[1] == (indexes[0] + 1) % count)
            #expect(indexes[2] == indexes[1])
            #expect(indexes[3] == (indexes[2] + 1) % count)
        }
    }

    @Test("Hour by hour across a change, the day lasts 23 or 25 hours and the rotation moves by one per day",
          arguments: changes)
    func hourByHour(change: Change) {
        let zone = zone(change.zone)
        let day = date(change.day)
        var hoursPerDay: [LocalDate: Int] = [:]
        var previous: LocalDate?
        // From 00:30 local two days before the change to well after it, every hour.
        let first = change.eveLate - 47 * 3600
        for hour in 0..<(5 * 24) {
            let today = LocalDate(Date(timeIntervalSince1970: Double(first + hour * 3600)), in: zone)
            hoursPerDay[today, default: 0] += 1
            if let previous, previous != today {
                #expect(previous.days(to: today) == 1, "\(previous) → \(today)")
                #expect(rotation(5, start: "2026-02-14", today: today) == (rotation(5, start: "2026-02-14", today: previous) + 1) % 5)
            }
            previous = today
        }
        #expect(hoursPerDay[day.adding(days: -2)] == 24)
        #expect(hoursPerDay[day.adding(days: -1)] == 24)
        #expect(hoursPerDay[day] == change.hours)
        #expect(hoursPerDay[day.adding(days: 1)] == 24)
    }

    @Test("One instant is Tuesday in Auckland and still Monday in Los Angeles")
    func sameInstantTwoZones() {
        let instant = Date(timeIntervalSince1970: 1_795_433_400)  // 2026-11-23 11:30 UTC
        let auckland = LocalDate(instant, in: zone("Pacific/Auckland"))
        let losAngeles = LocalDate(instant, in: zone("America/Los_Angeles"))
        #expect(auckland == date("2026-11-24"))
        #expect(losAngeles == date("2026-11-23"))
        #expect(SplitCalendar.dayIndex(
            schedule: .weekly, advance: .calendar, dayCount: 7, startDate: losAngeles, today: auckland, lastCompletedIndex: nil) == 1)
        #expect(SplitCalendar.dayIndex(
            schedule: .weekly, advance: .calendar, dayCount: 7, startDate: losAngeles, today: losAngeles, lastCompletedIndex: nil) == 0)
        #expect(rotation(3, start: "2026-11-22", today: auckland) == 2)
        #expect(rotation(3, start: "2026-11-22", today: losAngeles) == 1)
    }

    // MARK: Labels

    @Test("Day labels: weekdays for a weekly split, Day N for a rotation")
    func labels() {
        #expect(SplitCalendar.dayLabel(0, schedule: .weekly) == "Monday")
        #expect(SplitCalendar.dayLabel(6, schedule: .weekly) == "Sunday")
        #expect(SplitCalendar.dayLabel(0, schedule: .rotation) == "Day 1")
        #expect(SplitCalendar.dayLabel(9, schedule: .rotation) == "Day 10")
    }
}

@Suite("Split input")
struct SplitInputTests {
    private func field(_ input: SplitInput) -> String? {
        do {
            _ = try input.draft()
            return nil
        } catch {
            return error.field
        }
    }

    @Test("A valid rotation keeps its advance; a weekly split always advances by the calendar")
    func valid() throws {
        let rotation = try SplitInput(name: "  Push  Pull Legs ", schedule: "rotation", advance: "completion", days: [1, 2, 3, nil]).draft()
        #expect(rotation == SplitDraft(name: "Push Pull Legs", schedule: .rotation, advance: .completion, days: [1, 2, 3, nil]))
        let weekly = try SplitInput(name: "Week", schedule: "weekly", advance: "completion", days: [1, nil, 2, nil, 3, nil, nil]).draft()
        #expect(weekly.advance == .calendar)
        #expect(weekly.days.count == 7)
    }

    @Test("Each bad field is named")
    func fields() {
        #expect(field(SplitInput(name: "  ", schedule: "rotation", days: [1])) == "name")
        #expect(field(SplitInput(name: String(repeating: "a", count: 81), schedule: "rotation", days: [1])) == "name")
        #expect(field(SplitInput(name: "Plan", schedule: "monthly", days: [1])) == "schedule")
        #expect(field(SplitInput(name: "Plan", schedule: "rotation", advance: "sometimes", days: [1])) == "advance")
        #expect(field(SplitInput(name: "Plan", schedule: "weekly", days: [1, 2, 3, 4, 5, 6])) == "days")
        #expect(field(SplitInput(name: "Plan", schedule: "weekly", days: [1, 2, 3, 4, 5, 6, 7, 8])) == "days")
        #expect(field(SplitInput(name: "Plan", schedule: "rotation", days: [])) == "days")
        #expect(field(SplitInput(name: "Plan", schedule: "rotation", days: Array(repeating: 1, count: 29))) == "days")
        #expect(field(SplitInput(name: "Plan", schedule: "rotation", days: Array(repeating: 1, count: 28))) == nil)
        #expect(field(SplitInput(name: "Plan", schedule: "rotation", days: [nil, nil, nil])) == "days")
        #expect(field(SplitInput(name: "Plan", schedule: "rotation", days: [nil])) == "days")
    }
}
