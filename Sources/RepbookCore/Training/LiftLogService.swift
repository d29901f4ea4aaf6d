import Foundation

/// The quick lift log of an exercise: add `weight x reps x sets` on a day, read the merged history.
public struct LiftLogService: Sendable {
    private let store: any RepbookStore
    private let now: Clock
    /// Each user's last-read exercise history before its recent days, kept while the store's history revision stands.
    private let olderSets: OlderHistoryCache<[PerformedSet]>

    /// A service over `store`; keep one per process (the app does), so exercise histories are kept between requests.
    public init(store: any RepbookStore, now: @escaping Clock) {
        self.store = store
        self.now = now
        self.olderSets = OlderHistoryCache(capacity: 256)
    }

    /// How many days back `wholeHistory` reads on every request; older history is read once and kept. The store's
    /// history revision changes whenever training older than 25 days changes, and this window begins before that in any
    /// time zone, so a kept part is never stale.
    public static let recentDays = 29

    /// Logs a line as real, done sets in the quick-log workout of its day and answers the updated history in `unit`
    /// (the user's own unit when nil).
    @discardableResult
    public func log(_ input: QuickLogInput, exercise id: Int64, of user: User, unit: WeightUnit? = nil) async throws -> [LiftLog.Day] {
        guard let exercise = try await store.exercise(id: id, userID: user.id) else { throw ExerciseService.notFound(id) }
        let settings = try await store.settings(userID: user.id)
        let instant = now()
        let today = LocalDate(instant, in: settings.timeZone)
        let entry = try input.entry(today: today, unit: settings.weightUnit, kind: exercise.kind)
        let startedAt = entry.date == today ? instant : entry.date.noon(in: settings.timeZone)
        try await store.appendQuickLog(
            userID: user.id, exerciseID: id, date: entry.date, startedAt: startedAt, weight: entry.weight, reps: entry.reps,
            count: entry.sets, now: instant)
        return LiftLog.days(from: try await store.loggedSets(userID: user.id, exerciseID: id), unit: unit ?? settings.weightUnit)
    }

    /// The exercise's history by day, newest first, in `unit` (the user's own unit when nil).
    public func history(exercise id: Int64, of user: User, unit: WeightUnit? = nil) async throws -> [LiftLog.Day] {
        guard try await store.exercise(id: id, userID: user.id) != nil else { throw ExerciseService.notFound(id) }
        let displayUnit: WeightUnit
        if let unit { displayUnit = unit } else { displayUnit = try await store.settings(userID: user.id).weightUnit }
        return LiftLog.days(from: try await store.loggedSets(userID: user.id, exerciseID: id), unit: displayUnit)
    }

    /// The exercise's whole log for a page that shows both its lift log and its progress, as of `today`: the finished
    /// workouts' done sets, the workout in progress's, and the body weights only when an estimate depends on them. Only
    /// the last `recentDays` days are read every time; the sets before them come from the cache while the user's
    /// history revision (read first, so a change racing this read is never kept under the old revision) stands.
    public func wholeHistory(of exercise: Exercise, for user: User, today: LocalDate) async throws -> ExerciseHistory {
        let before = today.adding(days: -Self.recentDays)
        let key = OlderHistoryCache<[PerformedSet]>.Key(
            revision: try await store.historyRevision(userID: user.id), before: before, detail: "exercise \(exercise.id)")
        let older: [PerformedSet]
        if let kept = await olderSets.value(userID: user.id, key: key) {
            older = kept
        } else {
            older = try await store.performedSets(userID: user.id, exerciseIDs: [exercise.id], before: before)
            await olderSets.store(older, userID: user.id, key: key)
        }
        // Both parts are oldest first; the older ones are the days before `before`, so together they are the whole log.
        let finished = older + (try await store.performedSets(userID: user.id, exerciseIDs: [exercise.id], from: before))
        // Only the workout in progress is unfinished (one per user), so these reads hold every done set once.
        let inProgress = try await store.activeWorkout(userID: user.id).map { ExerciseHistory.doneSets(of: exercise, in: $0) } ?? []
        let bodyWeight = finished.contains(where: { ExerciseHistory.needsBodyWeight($0.kind) })
            ? BodyWeightHistory(try await store.bodyWeights(userID: user.id)) : .unknown
        return ExerciseHistory(exercise: exercise, finished: finished, inProgress: inProgress, bodyWeight: bodyWeight)
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
