import Foundation
@testable import RepbookCore
import Testing

@Suite("Display format")
struct DisplayFormatTests {
    /// The implementation this one replaced (a Calendar and its `en_US_POSIX` symbols built for every value), kept as the
    /// reference the constant symbols and day arithmetic must agree with.
    private struct CalendarReference {
        let timeZone: TimeZone
        let locale = Locale(identifier: "en_US_POSIX")

        private var calendar: Calendar {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            calendar.locale = locale
            return calendar
        }

        func day(_ date: LocalDate) -> String {
            let weekday = calendar.component(.weekday, from: date.noon(in: timeZone))
            return "\(calendar.shortWeekdaySymbols[weekday - 1]) \(date.day) \(calendar.shortMonthSymbols[date.month - 1]) \(date.year)"
        }

        func dateTime(_ date: Date) -> String {
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
            let month = calendar.shortMonthSymbols[(parts.month ?? 1) - 1]
            return "\(parts.day ?? 1) \(month) \(parts.year ?? 0), \(String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0))"
        }

        func time(_ date: Date) -> String {
            let parts = calendar.dateComponents([.hour, .minute], from: date)
            return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        }

        func monthTitle(_ month: YearMonth) -> String { "\(calendar.monthSymbols[month.month - 1]) \(month.year)" }

        func shortDay(_ date: LocalDate) -> String { "\(date.day) \(calendar.shortMonthSymbols[date.month - 1]) \(date.year)" }
    }

    static let zones = ["UTC", "Europe/Berlin", "America/New_York", "Pacific/Auckland", "Asia/Kolkata", "America/St_Johns"]

    @Test("The constant symbols are en_US_POSIX's own")
    func symbols() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US_POSIX")
        #expect(DisplayFormat.weekdaysFromMonday == Array(calendar.shortWeekdaySymbols[1...]) + [calendar.shortWeekdaySymbols[0]])
        #expect(DisplayFormat.shortMonths == calendar.shortMonthSymbols)
        #expect(DisplayFormat.months == calendar.monthSymbols)
    }

    @Test("Days, months and times read as the Calendar-per-value format read them, in several time zones", arguments: zones)
    func sameAsCalendarPerValue(zone: String) {
        let settings = UserSettings.defaults(timeZoneIdentifier: zone)
        let format = DisplayFormat(settings: settings)
        let reference = CalendarReference(timeZone: settings.timeZone)
        // Every day of 1999 through 2001 (a leap century year) and of 2023 through 2028, daylight-saving changes included.
        let days = (LocalDate("1999-01-01")!.dayNumber...LocalDate("2001-12-31")!.dayNumber)
            .map(LocalDate.init(dayNumber:))
            + (LocalDate("2023-01-01")!.dayNumber...LocalDate("2028-12-31")!.dayNumber).map(LocalDate.init(dayNumber:))
        for date in days {
            #expect(format.day(date) == reference.day(date), "\(date)")
            #expect(format.shortDay(date) == reference.shortDay(date), "\(date)")
        }
        for month in 1...12 {
            let yearMonth = YearMonth(LocalDate("2026-\(month < 10 ? "0" : "")\(month)-01")!)
            #expect(format.monthTitle(yearMonth) == reference.monthTitle(yearMonth))
        }
        // Every 97 minutes through 2026: both sides of each daylight-saving change, and midnights.
        var instant = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00:00Z
        while instant < Date(timeIntervalSince1970: 1_798_761_600) {
            #expect(format.dateTime(instant) == reference.dateTime(instant), "\(instant)")
            #expect(format.time(instant) == reference.time(instant), "\(instant)")
            instant += 97 * 60
        }
    }

    @Test("A day such as Sat 21 Nov 2026")
    func examples() {
        let format = DisplayFormat(settings: .defaults(timeZoneIdentifier: "Europe/Berlin"))
        #expect(format.day(LocalDate("2026-11-21")!) == "Sat 21 Nov 2026")
        #expect(format.day(LocalDate("2026-11-23")!) == "Mon 23 Nov 2026")
        #expect(format.shortDay(LocalDate("2026-11-03")!) == "3 Nov 2026")
        #expect(format.monthTitle(YearMonth("2026-11")!) == "November 2026")
        #expect(format.dateTime(Date(timeIntervalSince1970: 1_795_295_880)) == "21 Nov 2026, 22:18")
        #expect(format.time(Date(timeIntervalSince1970: 1_795_295_880)) == "22:18")
    }
}
