import Foundation
import RepbookCore

/// An instant as the text GRDB stores (`yyyy-MM-dd HH:mm:ss.SSS`, UTC), rounded to the millisecond rather than cut,
/// so an archived instant is stored exactly and reads back to the same millisecond.
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
}
