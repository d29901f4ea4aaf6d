import Foundation

/// Which day of a split's cycle a calendar day is; pure arithmetic on calendar days, so time zones and daylight
/// saving only matter in finding "today" (see `LocalDate.init(_:in:)`).
public enum SplitCalendar {
    /// The index of `today` in a cycle of `dayCount` days.
    ///
    /// - Weekly: the weekday, Monday 0.
    /// - Rotation by calendar: days since `startDate`, modulo `dayCount` (before the start, counted backwards).
    /// - Rotation on completion: the day after `lastCompletedIndex`, or the first day when none.
    public static func dayIndex(
        schedule: SplitSchedule, advance: SplitAdvance, dayCount: Int, startDate: LocalDate, today: LocalDate,
        lastCompletedIndex: Int?
    ) -> Int {
        precondition(dayCount > 0, "A split has at least one day")
        switch (schedule, advance) {
        case (.weekly, _):
            return today.weekdayFromMonday % dayCount
        case (.rotation, .calendar):
            let elapsed = startDate.days(to: today)
            return ((elapsed % dayCount) + dayCount) % dayCount
        case (.rotation, .completion):
            guard let lastCompletedIndex else { return 0 }
            return (lastCompletedIndex + 1) % dayCount
        }
    }

    /// Monday to Sunday, for weekly splits.
    public static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    /// "Monday" for a weekly split's first day, "Day 1" for a rotation's.
    /// A split day's name for a message in the reader's language: its weekday, or "Day 3" of a rotation.
    public static func dayName(_ index: Int, schedule: SplitSchedule) -> LocalizedText {
        schedule == .weekly ? LocalizedText("split.weekday.\(index % 7 + 1)") : LocalizedText("split.day", ["number": .text(String(index + 1))])
    }

    public static func dayLabel(_ index: Int, schedule: SplitSchedule) -> String {
        schedule == .weekly ? weekdayNames[index % 7] : "Day \(index + 1)"
    }
}
