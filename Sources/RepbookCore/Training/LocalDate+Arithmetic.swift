import Foundation

extension LocalDate {
    /// Days since 1970-01-01 on the proleptic Gregorian calendar; independent of time zones and daylight saving.
    public var dayNumber: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day with the given day number.
    public init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.init(unchecked: month <= 2 ? yearOfEra + era * 400 + 1 : yearOfEra + era * 400, month, day)
    }

    /// This day moved by `days` calendar days.
    public func adding(days: Int) -> LocalDate {
        LocalDate(dayNumber: dayNumber + days)
    }

    /// Calendar days from `self` to `other` (negative when `other` is earlier).
    public func days(to other: LocalDate) -> Int {
        other.dayNumber - dayNumber
    }

    /// The day of the week, Monday 0 through Sunday 6.
    public var weekdayFromMonday: Int {
        // 1970-01-01 was a Thursday (3).
        ((dayNumber + 3) % 7 + 7) % 7
    }
}
