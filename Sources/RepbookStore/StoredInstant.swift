import Foundation
import RepbookCore

/// An instant as the text GRDB stores (`yyyy-MM-dd HH:mm:ss.SSS`, UTC), rounded to the millisecond rather than cut,
/// so an archived instant is stored exactly and reads back to the same millisecond.
enum StoredInstant {
    static func text(_ date: Date) -> String {
        let iso = ArchiveTimestamp.text(date, in: TimeZone(identifier: "UTC")!)
        return String(iso.dropLast().replacingOccurrences(of: "T", with: " "))
    }
}
