import RepbookCore

/// Reads the dates and times of workout exports by hand (no locale, no `DateFormatter`): ISO dates with an optional
/// time, Hevy's `15 Sep 2025, 07:48`, and 12-hour times such as `5:36:08 PM`.
enum WorkoutCSVDates {
    /// `2024-11-28 17:36:08`, `2024-11-28 17:36`, `2024-11-28T17:36:08`, `2024-11-28 5:36:08 PM`; a bare date is
    /// midnight only when `allowsDateOnly`.
    static func isoDateTime(_ text: String, allowsDateOnly: Bool = false) -> NaiveDateTime? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10, let date = isoDate(bytes[0..<10]) else { return nil }
        if bytes.count == 10 { return allowsDateOnly ? NaiveDateTime(date: date) : nil }
        guard bytes[10] == UInt8(ascii: " ") || bytes[10] == UInt8(ascii: "T") else { return nil }
        return time(bytes[11...], on: date)
    }

    /// `2024-11-28`.
    static func isoDate(_ text: String) -> LocalDate? {
        let bytes = Array(text.utf8)
        return bytes.count == 10 ? isoDate(bytes[0..<10]) : nil
    }

    /// Hevy's `15 Sep 2025, 07:48` (English month names, abbreviated or not; the comma optional); ISO dates too.
    static func dayMonthYear(_ text: String) -> NaiveDateTime? {
        if let iso = isoDateTime(text) { return iso }
        let parts = text.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true)
        guard parts.count == 4, let day = Int(parts[0]), let month = month(named: parts[1]) else { return nil }
        let yearText = parts[2].hasSuffix(",") ? parts[2].dropLast() : parts[2]
        guard yearText.count == 4, let year = Int(yearText), let date = Self.day(year, month, day) else { return nil }
        return time(Array(parts[3].utf8)[...], on: date)
    }

    /// `HH:MM`, `HH:MM:SS`, `H:MM:SS AM` on `date`.
    private static func time(_ bytes: ArraySlice<UInt8>, on date: LocalDate) -> NaiveDateTime? {
        var clock = bytes
        var meridiem: UInt8?
        if let last = clock.last, last == UInt8(ascii: "M") || last == UInt8(ascii: "m"), clock.count >= 2 {
            meridiem = clock[clock.endIndex - 2] | 0x20
            clock = clock.dropLast(2)
            // The space before AM/PM: a plain space, or the narrow no-break space (E2 80 AF) newer exports write.
            if clock.last == UInt8(ascii: " ") {
                clock = clock.dropLast()
            } else if clock.suffix(3).elementsEqual([0xE2, 0x80, 0xAF]) {
                clock = clock.dropLast(3)
            }
        }
        let fields = clock.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard (2...3).contains(fields.count), let parsedHour = number(fields[0]), fields[0].count <= 2,
              fields[1].count == 2, let minute = number(fields[1]) else { return nil }
        var second = 0
        if fields.count == 3 {
            guard fields[2].count == 2, let parsed = number(fields[2]) else { return nil }
            second = parsed
        }
        var hour = parsedHour
        switch meridiem {
        case UInt8(ascii: "a"): guard (1...12).contains(hour) else { return nil }; hour %= 12
        case UInt8(ascii: "p"): guard (1...12).contains(hour) else { return nil }; hour = hour % 12 + 12
        case nil: break
        default: return nil
        }
        return NaiveDateTime(date: date, hour: hour, minute: minute, second: second)
    }

    /// `YYYY-MM-DD` from exactly ten bytes.
    private static func isoDate(_ bytes: ArraySlice<UInt8>) -> LocalDate? {
        let start = bytes.startIndex
        guard bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-"),
              let year = number(bytes[start..<start + 4]), let month = number(bytes[start + 5..<start + 7]),
              let day = number(bytes[start + 8..<start + 10]) else { return nil }
        return Self.day(year, month, day)
    }

    /// A real calendar day; nil for 2026-02-30 and the like.
    private static func day(_ year: Int, _ month: Int, _ day: Int) -> LocalDate? {
        guard (1...12).contains(month), (1...31).contains(day) else { return nil }
        let text = String(year) + "-" + (month < 10 ? "0" : "") + String(month) + "-" + (day < 10 ? "0" : "") + String(day)
        return year >= 1000 && year <= 9999 ? LocalDate(text) : nil
    }

    /// Digits only, as a number.
    private static func number(_ bytes: some Collection<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 4 else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// 1 to 12 for `Sep`, `sep`, `Sept`, `September`.
    private static func month(named name: Substring) -> Int? {
        let lower = name.lowercased()
        guard lower.count >= 3, let index = months.firstIndex(where: { lower.hasPrefix($0) }) else { return nil }
        return index + 1
    }
}
