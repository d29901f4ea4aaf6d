import Foundation
import RepbookCore
import Testing

@Suite("Week and month bucketing")
struct BucketingTests {
    private func day(_ text: String) -> LocalDate { LocalDate(text)! }

    /// The instant of a local wall-clock time in a zone.
    private func instant(_ text: String, _ zone: String) -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(identifier: zone)
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.date(from: text)!
    }

    @Test("Across the spring-forward night a session at 23:30 stays in its day, week and month", arguments: [
        ("2026-03-29 23:30", "Europe/Berlin", "2026-03-29", "2026-03-23"),  // Sunday of the change: still the old week
        ("2026-03-30 00:30", "Europe/Berlin", "2026-03-30", "2026-03-30"),
        ("2026-03-08 23:30", "America/New_York", "2026-03-08", "2026-03-02"),
        ("2026-11-01 23:30", "America/New_York", "2026-11-01", "2026-10-26"),  // fall back: a 25-hour Sunday
        ("2026-10-31 23:59", "America/New_York", "2026-10-31", "2026-10-26"),
    ])
    func acrossDST(local: String, zone: String, expectedDay: String, expectedWeek: String) {
        let date = LocalDate(instant(local, zone), in: TimeZone(identifier: zone)!)
        #expect(date == day(expectedDay))
        #expect(date.weekStart == day(expectedWeek))
        #expect(YearMonth(date).description == String(expectedDay.prefix(7)))
    }

    @Test("Weekly sums: weeks are Mondays, empty weeks are zero, a DST week holds all its sessions")
    func weeklySums() {
        let weeks = WeekBuckets.weeks(endingWith: day("2026-11-04"), count: 3)
        #expect(weeks == [day("2026-10-19"), day("2026-10-26"), day("2026-11-02")])
        let dates = [day("2026-10-26"), day("2026-11-01"), day("2026-11-01"), day("2026-11-02"), day("2026-10-01")]
        #expect(WeekBuckets.sum(dates, date: { $0 }, value: { _ in 1 }, over: weeks) == [0, 3, 1])
    }

    @Test("Months: first and last days, leap Februaries, next and previous across years; strict parsing")
    func months() throws {
        let february = try #require(YearMonth("2028-02"))
        #expect(february.dayCount == 29)
        #expect(YearMonth("2026-02")?.dayCount == 28)
        #expect(YearMonth("2100-02")?.dayCount == 28)
        #expect(YearMonth("2026-12")?.next.description == "2027-01")
        #expect(YearMonth("2026-01")?.previous.description == "2025-12")
        #expect(YearMonth("2026-11")?.lastDay == day("2026-11-30"))
        for bad in ["2026-13", "2026-1", "26-11", "2026/11", "2026-00", "", "2026-11-01"] {
            #expect(YearMonth(bad) == nil, "\(bad) is refused")
        }
    }
}
