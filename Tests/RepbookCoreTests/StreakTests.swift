import Foundation
import RepbookCore
import Testing

@Suite("Streaks")
struct StreakTests {
    private func day(_ text: String) -> LocalDate { LocalDate(text)! }

    @Test("Weeks run Monday to Sunday: Sunday and the next Monday are two weeks")
    func weekBoundaries() {
        // 2026-11-22 is a Sunday, 2026-11-23 a Monday.
        #expect(day("2026-11-22").weekStart == day("2026-11-16"))
        #expect(day("2026-11-23").weekStart == day("2026-11-23"))
        let streaks = TrainingStreaks(sessionDates: [day("2026-11-22"), day("2026-11-23")], today: day("2026-11-23"), weeklyTarget: 1)
        #expect(streaks.currentWeeks == 2)
        #expect(streaks.currentDays == 2)
        let two = TrainingStreaks(sessionDates: [day("2026-11-22"), day("2026-11-23")], today: day("2026-11-23"), weeklyTarget: 2)
        #expect(two.currentWeeks == 0 && two.longestWeeks == 0, "one session in each week meets a target of two in neither")
    }

    @Test("The week a late-evening session belongs to is decided by the user's time zone")
    func weekInTimeZone() {
        // Sunday 22 Nov 2026, 23:30 in Berlin is already Monday in Tokyo and still Sunday in New York.
        let instant = Date(timeIntervalSince1970: 1_795_386_600)  // 2026-11-22T22:30:00Z
        #expect(LocalDate(instant, in: TimeZone(identifier: "Europe/Berlin")!).weekStart == day("2026-11-16"))
        #expect(LocalDate(instant, in: TimeZone(identifier: "Asia/Tokyo")!).weekStart == day("2026-11-23"))
        #expect(LocalDate(instant, in: TimeZone(identifier: "America/New_York")!).weekStart == day("2026-11-16"))
    }

    @Test("A weekly target: weeks with fewer sessions break the streak; the longest is remembered")
    func weeklyTarget() {
        let dates = [
            "2026-10-05", "2026-10-07",  // week of 5 Oct: 2
            "2026-10-12", "2026-10-14",  // week of 12 Oct: 2
            "2026-10-21",  // week of 19 Oct: 1, breaks a target of 2
            "2026-10-26", "2026-10-30",  // week of 26 Oct: 2
            "2026-11-02", "2026-11-03", "2026-11-04",  // week of 2 Nov: 3
        ].map(day)
        let streaks = TrainingStreaks(sessionDates: dates, today: day("2026-11-05"), weeklyTarget: 2)
        #expect(streaks.currentWeeks == 2)
        #expect(streaks.longestWeeks == 2)
        let ones = TrainingStreaks(sessionDates: dates, today: day("2026-11-05"), weeklyTarget: 1)
        #expect(ones.currentWeeks == 5 && ones.longestWeeks == 5)
    }

    @Test("This week is still open: not yet at the target does not break the streak, a missed past week does")
    func openWeek() {
        let dates = ["2026-11-02", "2026-11-09"].map(day)
        // Wednesday 18 Nov, nothing yet this week: the streak of 2 stands.
        #expect(TrainingStreaks(sessionDates: dates, today: day("2026-11-18"), weeklyTarget: 1).currentWeeks == 2)
        // Monday 23 Nov: the week of 16 Nov passed empty.
        let broken = TrainingStreaks(sessionDates: dates, today: day("2026-11-23"), weeklyTarget: 1)
        #expect(broken.currentWeeks == 0)
        #expect(broken.longestWeeks == 2)
    }

    @Test("Days: today is still open, a missed day breaks the streak, two sessions on a day count once")
    func days() {
        let dates = ["2026-11-10", "2026-11-11", "2026-11-11", "2026-11-12", "2026-11-14", "2026-11-15"].map(day)
        let sunday = TrainingStreaks(sessionDates: dates, today: day("2026-11-15"), weeklyTarget: 1)
        #expect(sunday.currentDays == 2)
        #expect(sunday.longestDays == 3)
        let monday = TrainingStreaks(sessionDates: dates, today: day("2026-11-16"), weeklyTarget: 1)
        #expect(monday.currentDays == 2, "Monday is not over")
        let tuesday = TrainingStreaks(sessionDates: dates, today: day("2026-11-17"), weeklyTarget: 1)
        #expect(tuesday.currentDays == 0)
        #expect(tuesday.longestDays == 3)
    }

    @Test("Rest days of the active split keep the daily streak going without adding to it")
    func restDays() {
        let dates = ["2026-11-09", "2026-11-10", "2026-11-12", "2026-11-13"].map(day)
        let withoutRest = TrainingStreaks(sessionDates: dates, today: day("2026-11-13"), weeklyTarget: 1)
        #expect(withoutRest.currentDays == 2)
        let withRest = TrainingStreaks(sessionDates: dates, today: day("2026-11-13"), weeklyTarget: 1, restDays: [day("2026-11-11")])
        #expect(withRest.currentDays == 4)
        #expect(withRest.longestDays == 4)
        // A rest day does not excuse a day that was not planned as rest.
        let later = TrainingStreaks(sessionDates: dates, today: day("2026-11-16"), weeklyTarget: 1, restDays: [day("2026-11-11"), day("2026-11-14")])
        #expect(later.currentDays == 0)
    }

    @Test("A weekly split's rest days: Wednesday and the weekend off")
    func weeklySplitRestDays() {
        let split = Split(
            id: 1, name: "Upper lower", schedule: .weekly, advance: .calendar,
            days: [1, 2, nil, 1, 2, nil, nil].map { SplitDay(templateID: $0) },
            activation: SplitActivation(customName: nil, startDate: day("2026-11-04"), activatedAt: Date(timeIntervalSince1970: 0)))
        let rest = SplitRestDays.days(of: split, from: day("2026-11-01"), through: day("2026-11-15"), trainedDays: [])
        #expect(rest == Set(["2026-11-04", "2026-11-07", "2026-11-08", "2026-11-11", "2026-11-14", "2026-11-15"].map(day)),
                "only from the start date on")
    }

    @Test("A rotation on completion rests after a completed day only as its cycle says, until the next session")
    func completionRestDays() {
        let split = Split(
            id: 7, name: "PPL", schedule: .rotation, advance: .completion,
            days: [1, 2, 3, nil].map { SplitDay(templateID: $0) },
            activation: SplitActivation(customName: nil, startDate: day("2026-11-01"), activatedAt: Date(timeIntervalSince1970: 0)))
        let trained = [
            TrainedDay(date: day("2026-11-02"), splitID: 7, splitDayIndex: 1),
            TrainedDay(date: day("2026-11-03"), splitID: 7, splitDayIndex: 2),  // legs: the rest day follows
            TrainedDay(date: day("2026-11-06"), splitID: 7, splitDayIndex: 0),
        ]
        let rest = SplitRestDays.days(of: split, from: day("2026-11-01"), through: day("2026-11-10"), trainedDays: trained)
        #expect(rest == [day("2026-11-04")])
    }

    @Test("No sessions, no streaks; the rule is one sentence naming the target")
    func empty() {
        let none = TrainingStreaks(sessionDates: [], today: day("2026-11-18"), weeklyTarget: 3)
        #expect(none == TrainingStreaks(currentWeeks: 0, longestWeeks: 0, currentDays: 0, longestDays: 0, weeklyTarget: 3))
        let rule = TrainingStreaks.rule(weeklyTarget: 3, hasSplit: true)
        #expect(rule.contains("at least 3 sessions") && rule.contains("rest day"))
        #expect(rule.filter { $0 == "." }.count == 1)
    }
}
