import Foundation

/// Progress derived from the log on demand: the calendar, streaks, an exercise's records and trends, the dashboard.
public struct AnalyticsService: Sendable {
    /// The stores the figures are read from: the log's analytics reads, the exercise, the settings, the body weights and
    /// the active split.
    public typealias Store = AnalyticsStore & ExerciseStore & SettingsStore & BodyWeightStore & SplitStore

    private let store: any Store
    private let now: Clock

    /// A service over `store`, with `now` as the clock.
    public init(store: any Store, now: @escaping Clock) {
        self.store = store
        self.now = now
    }

    /// Today in the user's time zone.
    public func today(for user: User) async throws -> LocalDate {
        LocalDate(now(), in: try await store.settings(userID: user.id).timeZone)
    }

    /// A month's workouts and figures, with the active split's plan for the days still ahead.
    public func month(_ month: YearMonth, for user: User) async throws -> CalendarMonth {
        let context = try await context(for: user)
        return try await self.month(month, userID: user.id, context: context)
    }

    /// What the History tab shows: a month (by default today's), the streaks and today, reading the settings and the
    /// active split once.
    public func calendar(
        _ month: YearMonth?, for user: User
    ) async throws -> (month: CalendarMonth, streaks: TrainingStreaks, today: LocalDate, months: [TrainedMonth]) {
        let context = try await context(for: user)
        let calendar = try await self.month(month ?? YearMonth(context.today), userID: user.id, context: context)
        let trained = try await store.trainedDays(userID: user.id)
        return (calendar, streaks(trained, context: context), context.today, TrainedMonth.months(of: trained))
    }

    /// The finished workouts of one day.
    public func day(_ date: LocalDate, for user: User) async throws -> [WorkoutDigest] {
        try await store.workoutDigests(userID: user.id, from: date, through: date)
    }

    /// The user's streaks as of today, with their weekly target and the active split's rest days.
    public func streaks(for user: User) async throws -> TrainingStreaks {
        streaks(try await store.trainedDays(userID: user.id), context: try await context(for: user))
    }

    /// An exercise with its whole history folded: records, sessions, weeks and rep ranges, from its stored session
    /// summaries.
    public func progress(of exerciseID: Int64, for user: User) async throws -> (Exercise, ExerciseProgress) {
        guard let exercise = try await store.exercise(id: exerciseID, userID: user.id) else {
            throw DomainError.notFound(LocalizedText("error.no_exercise_with_id", ["exerciseID": "\(exerciseID)"]))
        }
        let settings = try await store.settings(userID: user.id)
        let sessions = try await store.exerciseSessions(userID: user.id, exerciseIDs: [exerciseID], before: nil)
        let bodyWeight = try await bodyWeights(for: sessions, userID: user.id)
        return (exercise, ExerciseProgress(
            sessions: sessions, exerciseID: exercise.id, name: exercise.name, formula: settings.oneRepMaxFormula, bodyWeight: bodyWeight))
    }

    /// The dashboard as of today, from the workouts' volumes and the exercises' session summaries: its weeks the last
    /// 52, or with `allTime` every week since the first workout (at least 52).
    public func dashboard(for user: User, allTime: Bool = false) async throws -> Dashboard {
        let context = try await context(for: user)
        let (settings, today) = (context.settings, context.today)
        let trained = try await store.trainedDays(userID: user.id)
        let sinceFirst = trained.first.map { $0.date.weekStart.days(to: today.weekStart) / 7 + 1 } ?? 0
        let weeks = WeekBuckets.weeks(endingWith: today, count: allTime ? max(52, sinceFirst) : 52)
        let monthStart = today.adding(days: -29)
        let days = try await store.workoutVolumes(userID: user.id, from: weeks[0], through: today)
        let sessions = WeekBuckets.sum(days, date: \.date, value: { _ in 1 }, over: weeks).map { Int($0) }
        let volume = WeekBuckets.sum(days, date: \.date, value: \.kilograms, over: weeks)
        let last7 = try await store.workingSetsByCategory(userID: user.id, from: today.adding(days: -6), through: today)
        let last30 = try await store.workingSetsByCategory(userID: user.id, from: monthStart, through: today)
        let recent = try await recentRecords(for: user, since: monthStart, through: today, settings: settings)
        return Dashboard(
            weeks: weeks, sessionsPerWeek: sessions, volumePerWeek: volume, setsLast7Days: last7, setsLast30Days: last30,
            recentRecords: recent, streaks: streaks(trained, context: context), hasSplit: context.split != nil)
    }

    /// Records set on the days `since` through `through`, newest first: each exercise trained then, measured against
    /// its whole history before `since` (`RecordBaseline`).
    private func recentRecords(
        for user: User, since: LocalDate, through: LocalDate, settings: UserSettings
    ) async throws -> [ExerciseProgress.Event] {
        let window = try await store.exerciseSessions(userID: user.id, from: since, through: through)
        let kinds = Dictionary(window.map { ($0.exerciseID, $0.kind) }, uniquingKeysWith: { first, _ in first })
        guard !kinds.isEmpty else { return [] }
        let ids = Array(kinds.keys)
        let formula = settings.oneRepMaxFormula
        let running = try await store.runningBests(userID: user.id, exerciseIDs: RecordBaseline.fromRunningBests(kinds), before: since)
        let earlier = try await store.exerciseSessions(userID: user.id, exerciseIDs: RecordBaseline.foldedFromSessions(kinds), before: since)
        let bodyWeight = try await bodyWeights(for: earlier + window, userID: user.id)
        let bests = RecordBaseline.bests(running: running, earlierSessions: earlier, formula: formula, bodyWeight: bodyWeight)
        let names = try await store.exerciseNames(userID: user.id, ids: ids)
        let events = RecordFold.events(in: window, after: bests, names: names, formula: formula, bodyWeight: bodyWeight)
        let kindOrder = Dictionary(uniqueKeysWithValues: PersonalRecord.Kind.allCases.enumerated().map { ($1, $0) })
        return events.sorted { a, b in
            if a.date != b.date { return a.date > b.date }
            if a.record.exerciseName != b.record.exerciseName { return a.record.exerciseName < b.record.exerciseName }
            return kindOrder[a.record.kind, default: 0] < kindOrder[b.record.kind, default: 0]
        }
    }

    /// The user's body weights when a session's 1RM depends on them, else none.
    private func bodyWeights(for sessions: [ExerciseSessionSummary], userID: Int64) async throws -> BodyWeightHistory {
        guard sessions.contains(where: { ExerciseHistory.needsBodyWeight($0.kind) }) else { return .unknown }
        return BodyWeightHistory(try await store.bodyWeights(userID: userID))
    }

    /// What every analytics answer starts from, read once per request.
    private struct Context {
        let settings: UserSettings
        let today: LocalDate
        let split: Split?
    }

    private func context(for user: User) async throws -> Context {
        let settings = try await store.settings(userID: user.id)
        return Context(settings: settings, today: LocalDate(now(), in: settings.timeZone), split: try await store.activeSplit(userID: user.id))
    }

    private func month(_ month: YearMonth, userID: Int64, context: Context) async throws -> CalendarMonth {
        let workouts = try await store.workoutDigests(userID: userID, from: month.firstDay, through: month.lastDay)
        var planned: [LocalDate: PlannedSplitDay] = [:]
        if let split = context.split, let activation = split.activation, split.schedule == .weekly || split.advance == .calendar,
           !split.days.isEmpty {
            var day = max(context.today, month.firstDay, activation.startDate)
            while day <= month.lastDay {
                let index = SplitCalendar.dayIndex(
                    schedule: split.schedule, advance: split.advance, dayCount: split.days.count, startDate: activation.startDate,
                    today: day, lastCompletedIndex: nil)
                planned[day] = PlannedSplitDay(split.days[index])
                day = day.adding(days: 1)
            }
        }
        return CalendarMonth(month: month, workouts: workouts, planned: planned)
    }

    private func streaks(_ trained: [TrainedDay], context: Context) -> TrainingStreaks {
        var restDays = Set<LocalDate>()
        if let split = context.split, let first = trained.first {
            restDays = SplitRestDays.days(of: split, from: first.date, through: context.today, trainedDays: trained)
        }
        return TrainingStreaks(
            sessionDates: trained.map(\.date), today: context.today, weeklyTarget: context.settings.weeklyTarget, restDays: restDays)
    }
}
