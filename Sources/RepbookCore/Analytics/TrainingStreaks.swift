import Foundation

/// Current and longest streaks in weeks and in days.
///
/// - A week (Monday to Sunday, in the user's calendar) counts when it has at least `weeklyTarget` sessions.
/// - A day counts when it has a session; a rest day of the active split neither breaks nor lengthens a daily streak.
/// - The current week and today are still open: not having trained yet does not break a streak until they are over.
public struct TrainingStreaks: Equatable, Sendable {
    public let currentWeeks: Int
    public let longestWeeks: Int
    public let currentDays: Int
    public let longestDays: Int
    public let weeklyTarget: Int

    public init(currentWeeks: Int, longestWeeks: Int, currentDays: Int, longestDays: Int, weeklyTarget: Int) {
        self.currentWeeks = currentWeeks
        self.longestWeeks = longestWeeks
        self.currentDays = currentDays
        self.longestDays = longestDays
        self.weeklyTarget = weeklyTarget
    }

    /// The streaks of sessions on `sessionDates` (one per session, any order) as of `today`.
    public init(sessionDates: [LocalDate], today: LocalDate, weeklyTarget: Int, restDays: Set<LocalDate> = []) {
        let dates = sessionDates.filter { $0 <= today }
        guard let first = dates.min() else {
            self.init(currentWeeks: 0, longestWeeks: 0, currentDays: 0, longestDays: 0, weeklyTarget: weeklyTarget)
            return
        }
        // Weeks.
        var perWeek: [LocalDate: Int] = [:]
        for date in dates { perWeek[date.weekStart, default: 0] += 1 }
        let thisWeek = today.weekStart
        var longestWeeks = 0
        var run = 0
        var week = first.weekStart
        while week <= thisWeek {
            if perWeek[week, default: 0] >= weeklyTarget {
                run += 1
                longestWeeks = max(longestWeeks, run)
            } else if week != thisWeek {
                run = 0
            }
            week = week.adding(days: 7)
        }
        var currentWeeks = 0
        week = perWeek[thisWeek, default: 0] >= weeklyTarget ? thisWeek : thisWeek.adding(days: -7)
        while perWeek[week, default: 0] >= weeklyTarget {
            currentWeeks += 1
            week = week.adding(days: -7)
        }
        // Days.
        let trained = Set(dates)
        var longestDays = 0
        run = 0
        var day = first
        while day <= today {
            if trained.contains(day) {
                run += 1
                longestDays = max(longestDays, run)
            } else if !restDays.contains(day) && day != today {
                run = 0
            }
            day = day.adding(days: 1)
        }
        var currentDays = 0
        day = today
        while day >= first {
            if trained.contains(day) {
                currentDays += 1
            } else if !restDays.contains(day) && day != today {
                break
            }
            day = day.adding(days: -1)
        }
        self.init(
            currentWeeks: currentWeeks, longestWeeks: longestWeeks, currentDays: currentDays, longestDays: longestDays, weeklyTarget: weeklyTarget)
    }

    /// The rule in one sentence, as the streak card shows it.
    public static func rule(weeklyTarget: Int, hasSplit: Bool) -> String {
        let sessions = weeklyTarget == 1 ? "at least one session" : "at least \(weeklyTarget) sessions"
        let rest = hasSplit ? "; a rest day of your active split keeps a daily streak going" : ""
        return "A week counts with \(sessions) from Monday to Sunday, a day with any session\(rest), "
            + "and this week and today never break a streak before they end."
    }
}
