import Foundation

/// A calendar day in a user's time zone, such as 2026-11-21; never a UTC date.
public struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Parses `YYYY-MM-DD` (ASCII digits only), refusing impossible dates such as 2026-02-30. Reads the UTF-8 bytes in
    /// place without allocating: every row of every query that holds a day goes through here.
    public init?(_ text: String) {
        let bytes = text.utf8
        guard bytes.count == 10 else { return nil }
        var year = 0, month = 0, day = 0
        for (offset, byte) in bytes.enumerated() {
            if offset == 4 || offset == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte &- UInt8(ascii: "0"))
            switch offset {
            case 0..<4: year = year * 10 + digit
            case 5, 6: month = month * 10 + digit
            default: day = day * 10 + digit
            }
        }
        guard (1...12).contains(month), day >= 1, day <= Self.days(inMonth: month, of: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The number of days of `month` (1…12) in `year` on the proleptic Gregorian calendar.
    public static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// A day from parts already known to be valid.
    public init(unchecked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `instant` falls on in `timeZone`.
    public init(_ instant: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        self.year = parts.year!
        self.month = parts.month!
        self.day = parts.day!
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        guard (0...9999).contains(year) else { return String(format: "%04d-%02d-%02d", year, month, day) }
        // Ten ASCII bytes written in place: Foundation's `String(format:)` cost more than the rest of a row's decoding.
        return String(unsafeUninitializedCapacity: 10) { buffer in
            buffer.putDigits(year, count: 4, at: 0)
            buffer[4] = UInt8(ascii: "-")
            buffer.putDigits(month, count: 2, at: 5)
            buffer[7] = UInt8(ascii: "-")
            buffer.putDigits(day, count: 2, at: 8)
            return 10
        }
    }

    /// Noon of this day in `timeZone`: a stable instant for entries logged without a time.
    public func noon(in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12))!
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
