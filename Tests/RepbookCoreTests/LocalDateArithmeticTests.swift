import Foundation
import RepbookCore
import Testing

@Suite("Local date arithmetic")
struct LocalDateArithmeticTests {
    private func date(_ text: String) -> LocalDate {
        guard let date = LocalDate(text) else { preconditionFailure("test date \(text) does not parse") }
        return date
    }

    @Test("Known day numbers: the epoch is 0, the day before is -1, leap day 2028 is 21243")
    func knownDayNumbers() {
        #expect(date("1970-01-01").dayNumber == 0)
        #expect(date("1969-12-31").dayNumber == -1)
        #expect(date("1970-01-02").dayNumber == 1)
        #expect(date("2000-03-01").dayNumber == 11017)
        #expect(date("2028-02-29").dayNumber == 21243)
        #expect(date("1900-01-01").dayNumber == -25567)
        #expect(date("2100-12-31").dayNumber == 47846)
        #expect(LocalDate(dayNumber: 0) == date("1970-01-01"))
        #expect(LocalDate(dayNumber: -1) == date("1969-12-31"))
        #expect(LocalDate(dayNumber: 21243) == date("2028-02-29"))
    }

    @Test("Every day from 1900 to 2100 matches Foundation's Gregorian calendar, both ways, weekday included")
    func everyDayAgainstFoundation() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var mismatches: [String] = []
        for number in -25567...47846 {
            let instant = Date(timeIntervalSince1970: Double(number) * 86_400 + 43_200)
            let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: instant)
            let local = LocalDate(dayNumber: number)
            // Foundation's weekday is 1 for Sunday … 7 for Saturday; Monday 0 … Sunday 6 is (weekday + 5) % 7.
            if local.year != parts.year || local.month != parts.month || local.day != parts.day
                || local.dayNumber != number || local.weekdayFromMonday != (parts.weekday! + 5) % 7
                || LocalDate(local.description) != local {
                mismatches.append("\(number): \(local) vs \(parts)")
                if mismatches.count > 10 { break }
            }
        }
        #expect(mismatches.isEmpty)
    }

    @Test("Day numbers round-trip over 1.6 million consecutive days, each one day after the last")
    func roundTripsConsecutively() {
        var failures: [Int] = []
        var previous = LocalDate(dayNumber: -800_001)
        for number in -800_000...800_000 {
            let local = LocalDate(dayNumber: number)
            let valid = (1...12).contains(local.month) && (1...31).contains(local.day)
            let follows = previous < local
                && (local.day == previous.day + 1 && local.month == previous.month && local.year == previous.year
                    || local.day == 1 && (local.month == previous.month + 1 && local.year == previous.year
                        || local.month == 1 && previous.month == 12 && local.year == previous.year + 1))
            if local.dayNumber != number || !valid || !follows
                || local.weekdayFromMonday != (previous.weekdayFromMonday + 1) % 7 {
                failures.append(number)
                if failures.count > 10 { break }
            }
            previous = local
        }
        #expect(failures.isEmpty)
    }

    @Test("Weekdays count from Monday 0", arguments: [
        ("2026-11-23", 0), ("2026-11-24", 1), ("2026-11-28", 5), ("2026-11-29", 6), ("2026-11-30", 0),
        ("2000-01-01", 5), ("1970-01-01", 3), ("1969-12-29", 0), ("1900-01-01", 0), ("2028-02-29", 1),
    ])
    func weekdays(text: String, expected: Int) {
        #expect(date(text).weekdayFromMonday == expected)
    }

    @Test("Adding days crosses month and year ends", arguments: [
        ("2026-01-31", 1, "2026-02-01"), ("2026-04-30", 1, "2026-05-01"), ("2026-12-31", 1, "2027-01-01"),
        ("2027-01-01", -1, "2026-12-31"), ("2026-03-01", -1, "2026-02-28"), ("2026-01-31", 31, "2026-03-03"),
        ("2026-11-23", 365, "2027-11-23"), ("2026-11-23", 0, "2026-11-23"),
    ])
    func addingDays(start: String, days: Int, expected: String) {
        #expect(date(start).adding(days: days) == date(expected))
        #expect(date(start).days(to: date(expected)) == days)
    }

    @Test("Leap days: 2028-02-28 → 02-29 → 03-01; in 2027 02-28 → 03-01; 2000 leaps, 2100 does not")
    func leapDays() {
        #expect(date("2028-02-28").adding(days: 1) == date("2028-02-29"))
        #expect(date("2028-02-29").adding(days: 1) == date("2028-03-01"))
        #expect(date("2028-03-01").adding(days: -1) == date("2028-02-29"))
        #expect(date("2027-02-28").adding(days: 1) == date("2027-03-01"))
        #expect(date("2027-03-01").adding(days: -1) == date("2027-02-28"))
        #expect(date("2000-02-28").adding(days: 1) == date("2000-02-29"))
        #expect(date("2100-02-28").adding(days: 1) == date("2100-03-01"))
        #expect(date("1900-02-28").adding(days: 1) == date("1900-03-01"))
        #expect(date("2028-02-01").days(to: date("2028-03-01")) == 29)
        #expect(date("2027-02-01").days(to: date("2027-03-01")) == 28)
        #expect(date("2028-01-01").days(to: date("2029-01-01")) == 366)
        #expect(date("2027-01-01").days(to: date("2028-01-01")) == 365)
    }

    @Test("days(to:) is negative when the other day is earlier")
    func negativeDistance() {
        #expect(date("2026-03-10").days(to: date("2026-03-01")) == -9)
        #expect(date("2026-01-01").days(to: date("2025-12-31")) == -1)
    }
}
