import Foundation
import RepbookCore

/// An instant as the text GRDB stores (`yyyy-MM-dd HH:mm:ss.SSS`, UTC), rounded to the millisecond rather than cut,
/// so an archived instant is stored exactly and reads back to the same millisecond; and that text read back.
enum StoredInstant {
    /// `date` as stored text; 23 ASCII bytes written in place (every request's credential lookup passes one, and
    /// Foundation's formatting cost more than the lookup).
    static func text(_ date: Date) -> String {
        let millis = date.unixMilliseconds
        let dayMillis: Int64 = 86_400_000
        let days = millis >= 0 ? millis / dayMillis : (millis - dayMillis + 1) / dayMillis
        let time = Int(millis - days * dayMillis)
        let day = LocalDate(dayNumber: Int(days))
        guard (0...9999).contains(day.year) else {
            let iso = ArchiveTimestamp.text(date, in: TimeZone(identifier: "UTC")!)
            return String(iso.dropLast().replacingOccurrences(of: "T", with: " "))
        }
        return String(unsafeUninitializedCapacity: 23) { buffer in
            buffer.putDigits(day.year, count: 4, at: 0)
            buffer[4] = UInt8(ascii: "-")
            buffer.putDigits(day.month, count: 2, at: 5)
            buffer[7] = UInt8(ascii: "-")
            buffer.putDigits(day.day, count: 2, at: 8)
            buffer[10] = UInt8(ascii: " ")
            buffer.putDigits(time / 3_600_000, count: 2, at: 11)
            buffer[13] = UInt8(ascii: ":")
            buffer.putDigits(time / 60_000 % 60, count: 2, at: 14)
            buffer[16] = UInt8(ascii: ":")
            buffer.putDigits(time / 1000 % 60, count: 2, at: 17)
            buffer[19] = UInt8(ascii: ".")
            buffer.putDigits(time % 1000, count: 3, at: 20)
            return 23
        }
    }

    /// The instant the stored text `bytes` names: `yyyy-MM-dd HH:mm:ss.SSS` or `yyyy-MM-dd HH:mm:ss` (UTC), read in
    /// place with integer arithmetic (GRDB's own reading goes through Foundation's calendar, a few microseconds for
    /// each instant of each row); nil for any other form, which the caller hands to GRDB.
    static func date(_ bytes: UnsafeRawBufferPointer) -> Date? {
        guard bytes.count == 23 || bytes.count == 19, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes[10] == UInt8(ascii: " "), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              bytes.count == 19 || bytes[19] == UInt8(ascii: ".")
        else { return nil }
        func number(_ start: Int, _ count: Int) -> Int? {
            var value = 0
            for index in start..<(start + count) {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
            }
            return value
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2), let hour = number(11, 2),
              let minute = number(14, 2), let second = number(17, 2), let millisecond = bytes.count == 19 ? 0 : number(20, 3),
              (1...12).contains(month), day >= 1, day <= LocalDate.days(inMonth: month, of: year), hour < 24, minute < 60, second < 60
        else { return nil }
        let dayNumber = Int64(LocalDate(unchecked: year, month, day).dayNumber)
        let millis = ((dayNumber * 24 + Int64(hour)) * 60 + Int64(minute)) * 60_000 + Int64(second) * 1000 + Int64(millisecond)
        // One rounding, from whole milliseconds since the reference date (what `Date` holds).
        return Date(timeIntervalSinceReferenceDate: Double(millis - 978_307_200_000) / 1000)
    }
}
