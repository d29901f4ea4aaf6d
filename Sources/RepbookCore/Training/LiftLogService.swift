import Foundation

/// The quick lift log of an exercise: add `weight x reps x sets` on a day, read the merged history.
public struct LiftLogService: Sendable {
    private let store: any RepbookStore
    private let now: Clock

    /// A service over `store`, with `now` as the clock.
    public init(store: any RepbookStore, now: @escaping Clock) {
        self.store = store
        self.now = now
    }

    /// Logs a line as real, done sets in the quick-log workout of its day and answers the updated history in `unit`
    /// (the user's own unit when nil).
    @discardableResult
    public func log(_ input: QuickLogInput, exercise id: Int64, of user: User, unit: WeightUnit? = nil) async throws -> [LiftLog.Day] {
        try await add(input, exercise: id, of: user)
        let displayUnit: WeightUnit
        if let unit { displayUnit = unit } else { displayUnit = try await store.settings(userID: user.id).weightUnit }
        return LiftLog.days(from: try await store.loggedSets(userID: user.id, exerciseID: id), unit: displayUnit)
    }

    /// Logs a line like `log` and answers the newest page of the log (its cost does not grow with the history).
    public func logAndPage(
        _ input: QuickLogInput, exercise id: Int64, of user: User, unit: WeightUnit, days: Int
    ) async throws -> LiftLogPage {
        try await add(input, exercise: id, of: user)
        return try await page(exercise: id, of: user, unit: unit, before: nil, days: days)
    }

    /// One page of the exercise's log by day, newest first: `days` days before `before` (from the newest when nil),
    /// with the cursor of the next page.
    public func page(exercise id: Int64, of user: User, unit: WeightUnit, before: LocalDate?, days: Int) async throws -> LiftLogPage {
        guard try await store.exercise(id: id, userID: user.id) != nil else { throw ExerciseService.notFound(id) }
        let found = LiftLog.days(from: try await store.loggedSets(userID: user.id, exerciseID: id, before: before, days: days + 1), unit: unit)
        let shown = Array(found.prefix(days))
        let lines = try await quickLogLines(exercise: id, of: user, on: shown.map(\.date))
        return LiftLogPage(days: shown, lines: lines, nextBefore: found.count > days ? found[days - 1].date : nil)
    }

    /// The quick-log lines of the exercise on the days `dates` (newest day first), the ones a user can correct.
    public func quickLogLines(exercise id: Int64, of user: User, on dates: [LocalDate]) async throws -> [QuickLogLine] {
        guard let first = dates.min(), let last = dates.max() else { return [] }
        return try await store.quickLogLines(userID: user.id, exerciseID: id, from: first, through: last)
    }

    /// One quick-log line of the exercise (named by any of its sets); not found when it is not one of the user's.
    public func quickLogLine(_ lineID: Int64, exercise id: Int64, of user: User) async throws -> QuickLogLine {
        guard let line = try await store.quickLogLine(lineID, userID: user.id, exerciseID: id) else { throw Self.lineNotFound(lineID) }
        return line
    }

    /// Corrects a quick-log line: checks `input` as a new line (naming the field at fault) and replaces the line's sets
    /// by it, on its day or the one `input` names, in one transaction.
    public func change(line lineID: Int64, to input: QuickLogInput, exercise id: Int64, of user: User) async throws {
        let (entry, startedAt, instant) = try await checked(input, exercise: id, of: user)
        try await store.replaceQuickLogLine(lineID, userID: user.id, exerciseID: id, with: entry, startedAt: startedAt, now: instant)
    }

    /// Deletes a quick-log line's sets (and its day's quick-log workout when nothing else is left) in one transaction.
    public func delete(line lineID: Int64, exercise id: Int64, of user: User) async throws {
        guard try await store.exercise(id: id, userID: user.id) != nil else { throw ExerciseService.notFound(id) }
        let instant = now()
        try await store.replaceQuickLogLine(lineID, userID: user.id, exerciseID: id, with: nil, startedAt: instant, now: instant)
    }

    /// The error for a line that is not one of the user's quick-log lines of the exercise.
    public static func lineNotFound(_ id: Int64) -> DomainError { .notFound(LocalizedText("error.no_quick_log_line_exercise", ["id": "\(id)"])) }

    /// Logs a line as real, done sets in the quick-log workout of its day, reading nothing back (the page redirects).
    public func add(_ input: QuickLogInput, exercise id: Int64, of user: User) async throws {
        let (entry, startedAt, instant) = try await checked(input, exercise: id, of: user)
        try await store.appendQuickLog(
            userID: user.id, exerciseID: id, date: entry.date, startedAt: startedAt, weight: entry.weight, reps: entry.reps,
            count: entry.sets, now: instant)
    }

    /// `input` checked as a line of the user's exercise (naming the field at fault), the start its day's quick-log
    /// workout gets (now for today, else noon of that day in the user's time zone) and the instant of the change.
    private func checked(
        _ input: QuickLogInput, exercise id: Int64, of user: User
    ) async throws -> (entry: QuickLogEntry, startedAt: Date, instant: Date) {
        guard let exercise = try await store.exercise(id: id, userID: user.id) else { throw ExerciseService.notFound(id) }
        let settings = try await store.settings(userID: user.id)
        let instant = now()
        let today = LocalDate(instant, in: settings.timeZone)
        let entry = try input.entry(today: today, unit: settings.weightUnit, kind: exercise.kind)
        return (entry, entry.date == today ? instant : entry.date.noon(in: settings.timeZone), instant)
    }

    /// The exercise's history by day, newest first, in `unit` (the user's own unit when nil).
    public func history(exercise id: Int64, of user: User, unit: WeightUnit? = nil) async throws -> [LiftLog.Day] {
        guard try await store.exercise(id: id, userID: user.id) != nil else { throw ExerciseService.notFound(id) }
        let displayUnit: WeightUnit
        if let unit { displayUnit = unit } else { displayUnit = try await store.settings(userID: user.id).weightUnit }
        return LiftLog.days(from: try await store.loggedSets(userID: user.id, exerciseID: id), unit: displayUnit)
    }

    /// The exercise's whole log for a page that shows both its lift log and its progress: the finished workouts' done
    /// sets (the lift log's days), their session summaries (what progress folds), the workout in progress's done sets,
    /// and the body weights only when an estimate depends on them.
    public func wholeHistory(of exercise: Exercise, for user: User) async throws -> ExerciseHistory {
        try await history(of: exercise, for: user) { _ in
            try await store.performedSets(userID: user.id, exerciseIDs: [exercise.id])
        }
    }

    /// The exercise's log for its page listing the days before `listedBefore` (the newest when nil): the session
    /// summaries, and the done sets of only the listed days and the newest day, so its cost follows the page, not the
    /// years of history.
    public func pageHistory(of exercise: Exercise, for user: User, listedBefore: LocalDate?) async throws -> ExerciseHistory {
        try await history(of: exercise, for: user) { dates in
            let listed = ExercisePage.listed(in: dates, before: listedBefore)
            guard let newest = dates.first, let oldest = listed.last, let latest = listed.first else { return [] }
            var sets = try await store.performedSets(userID: user.id, exerciseID: exercise.id, from: oldest, through: latest)
            if latest < newest {
                sets += try await store.performedSets(userID: user.id, exerciseID: exercise.id, from: newest, through: newest)
            }
            return sets
        }
    }

    /// A history with its finished sets read by `finishedSets`, given the log's days newest first.
    private func history(
        of exercise: Exercise, for user: User, finishedSets: ([LocalDate]) async throws -> [PerformedSet]
    ) async throws -> ExerciseHistory {
        let sessions = try await store.exerciseSessions(userID: user.id, exerciseIDs: [exercise.id], before: nil)
        // Only the workout in progress is unfinished (one per user), so these reads hold every done set once.
        let inProgress = try await store.activeWorkout(userID: user.id).map { ExerciseHistory.doneSets(of: exercise, in: $0) } ?? []
        let finished = try await finishedSets(ExerciseHistory.dates(sessions: sessions, inProgress: inProgress))
        let bodyWeight = sessions.contains(where: { ExerciseHistory.needsBodyWeight($0.kind) })
            ? BodyWeightHistory(try await store.bodyWeights(userID: user.id)) : .unknown
        return ExerciseHistory(exercise: exercise, finished: finished, sessions: sessions, inProgress: inProgress, bodyWeight: bodyWeight)
    }

    /// Each performed exercise's last day, merged, in the user's unit.
    public func lastDays(for user: User) async throws -> [Int64: LiftLog.Day] {
        let unit = try await store.settings(userID: user.id).weightUnit
        return try await store.lastDayLoggedSets(userID: user.id).compactMapValues { LiftLog.days(from: $0, unit: unit).first }
    }

    /// Today in the user's time zone.
    public func today(for user: User) async throws -> LocalDate {
        today(in: try await store.settings(userID: user.id).timeZone)
    }

    /// Today in `timeZone`, for a caller that already holds the user's settings.
    public func today(in timeZone: TimeZone) -> LocalDate {
        LocalDate(now(), in: timeZone)
    }
}
