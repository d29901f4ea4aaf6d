import Foundation
import RepbookCore
import Testing

@Suite("Exercise page history")
struct ExercisePageHistoryTests {
    private let english = ShippedCatalogs.english
    private let bench = Exercise(id: 31, userID: 1, name: "Bench Press", category: .chest, kind: .weightAndReps, equipment: .barbell)
    private let settings = UserSettings.defaults()

    /// `count` training days (every other day, ending on 2026-11-20) of three sets of 100 kg × 5, as the store reads
    /// them; answers the history and its days newest first.
    private func history(days count: Int) -> (ExerciseHistory, [LiftLog.Day]) {
        let last = LocalDate("2026-11-20")!
        let dates = (0..<count).map { last.adding(days: -2 * $0) }
        let sets = dates.reversed().enumerated().flatMap { workout, date in
            (0..<3).map { _ in
                PerformedSet(
                    workoutID: Int64(workout + 1), exerciseID: bench.id, date: date, kind: .weightAndReps,
                    values: SetValues(weight: Weight(100, .kilograms), reps: 5, kind: .normal))
            }
        }
        let history = ExerciseHistory(exercise: bench, finished: sets, inProgress: [], bodyWeight: .unknown)
        return (history, history.days(unit: .kilograms))
    }

    @Test("The newest 30 days are listed, with how many are older and the page that lists them")
    func newestPage() {
        let (log, days) = history(days: 75)
        #expect(days.count == 75 && log.dates == days.map(\.date))
        #expect(days[0].entries == [LiftLog.Entry(weight: 100, unit: .kilograms, reps: 5, sets: 3)])
        let page = ExercisePage.make(exercise: bench, history: log, today: LocalDate("2026-11-20")!, settings: settings, localizer: english)
        #expect(page.days.count == ExercisePage.historyDaysShown)
        #expect(page.days.first?.label == "Today")
        #expect(page.days.map(\.date) == days.prefix(30).map(\.date.description))
        #expect(page.olderDays == 45)
        #expect(page.olderHref == "/library/31?before=\(days[29].date)#history")
        #expect(!page.isOlderPage)
        #expect(page.hasHistory)
        #expect(page.logWeight == "100" && page.logReps == "5")
    }

    @Test("An older page lists the 30 days before the given day and links back to the newest")
    func olderPages() {
        let (log, days) = history(days: 75)
        let second = ExercisePage.make(
            exercise: bench, history: log, today: LocalDate("2026-11-20")!, settings: settings, listedBefore: days[29].date, localizer: english)
        #expect(second.days.map(\.date) == days[30..<60].map(\.date.description))
        #expect(second.olderDays == 15)
        #expect(second.isOlderPage && second.newestHref == "/library/31#history")
        let last = ExercisePage.make(
            exercise: bench, history: log, today: LocalDate("2026-11-20")!, settings: settings, listedBefore: days[59].date, localizer: english)
        #expect(last.days.map(\.date) == days[60...].map(\.date.description))
        #expect(last.olderDays == nil)
        // A day between logged days lists from the next older day; one before everything lists nothing but says so.
        let between = ExercisePage.make(
            exercise: bench, history: log, today: LocalDate("2026-11-20")!, settings: settings, listedBefore: days[9].date.adding(days: -1),
            localizer: english)
        #expect(between.days.first?.date == days[10].date.description)
        let beyond = ExercisePage.make(
            exercise: bench, history: log, today: LocalDate("2026-11-20")!, settings: settings, listedBefore: LocalDate("2000-01-01")!,
            localizer: english)
        #expect(beyond.days.isEmpty && beyond.hasHistory && beyond.olderDays == nil && beyond.isOlderPage)
        // The log line still starts from the latest day, whichever page is listed.
        #expect(second.logWeight == "100")
    }

    @Test("A short history has no older days and nothing logged shows as empty")
    func shortAndEmpty() {
        let page = ExercisePage.make(exercise: bench, history: history(days: 3).0, today: LocalDate("2026-11-25")!, settings: settings,
            localizer: english)
        #expect(page.days.count == 3 && page.olderDays == nil && page.days.first?.label != "Today")
        let none = ExerciseHistory(exercise: bench, finished: [], inProgress: [], bodyWeight: .unknown)
        let empty = ExercisePage.make(exercise: bench, history: none, today: LocalDate("2026-11-25")!, settings: settings, localizer: english)
        #expect(!empty.hasHistory && empty.days.isEmpty && empty.olderDays == nil)
        #expect(empty.logDate == "2026-11-25" && empty.logWeight == "")
    }
}
