import Foundation
import RepbookCore
import RepbookStore
import Testing

/// The dashboard's recent records: the cached bests of older history plus the window give the same answer as folding
/// every exercise's whole history, and the history revision that guards the cache moves when older history changes.
@Suite("Recent records and the history revision")
struct RecentRecordsCacheTests {
    /// Noon UTC on a day before today, so every day of the generated history is older than SQLite's `date('now')`.
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    /// A user with a year of generated training ending yesterday, written through the archive restore.
    static func generatedUser(years: Int = 1) async throws -> (SQLiteStore, User) {
        let store = try SQLiteStore.inMemory()
        let user = try await Services(store: store, now: { now }).accounts.addUser(username: "ana", password: "correct horse")
        let archives = UserArchiveService(store: store, files: FileSystemPhotoStore(dataDirectory: try temporaryDirectory()), now: { now })
        let utc = TimeZone(identifier: "UTC")!
        let history = DemoHistory(seed: 7, endDate: LocalDate(now, in: utc).adding(days: -1), years: years, timeZone: utc)
        _ = try await archives.restore(DemoAccount(history: history).archive(completing: try await archives.export(userID: user.id)), userID: user.id)
        return (store, user)
    }

    /// The records of the last 30 days as `ExerciseProgress` finds them over each exercise's whole history.
    static func reference(store: SQLiteStore, user: User, today: LocalDate) async throws -> [ExerciseProgress.Event] {
        let since = today.adding(days: -29)
        let ids = try await store.performedExerciseIDs(userID: user.id, from: since, through: today)
        let sets = try await store.performedSets(userID: user.id, exerciseIDs: ids)
        let bodyWeight = BodyWeightHistory(try await store.bodyWeights(userID: user.id))
        let names = try await store.exerciseNames(userID: user.id, ids: ids)
        let formula = try await store.settings(userID: user.id).oneRepMaxFormula
        var events: [ExerciseProgress.Event] = []
        for (id, exerciseSets) in Dictionary(grouping: sets, by: \.exerciseID) {
            let progress = ExerciseProgress(sets: exerciseSets, exerciseID: id, name: names[id] ?? "Exercise", formula: formula, bodyWeight: bodyWeight)
            events += progress.events.filter { $0.date >= since && $0.date <= today }
        }
        return sorted(events)
    }

    /// The dashboard's weekly sessions and volume as one uncached read of the whole year finds them.
    static func weekly(store: SQLiteStore, user: User, today: LocalDate) async throws -> (sessions: [Int], volume: [Double]) {
        let weeks = WeekBuckets.weeks(endingWith: today, count: 52)
        let digests = try await store.workoutDigests(userID: user.id, from: weeks[0], through: today)
        return (
            WeekBuckets.sum(digests, date: \.date, value: { _ in 1 }, over: weeks).map { Int($0) },
            WeekBuckets.sum(digests, date: \.date, value: \.volumeKilograms, over: weeks))
    }

    /// Events in one fixed order, whatever order they came in.
    static func sorted(_ events: [ExerciseProgress.Event]) -> [ExerciseProgress.Event] {
        events.sorted {
            ($0.date.description, $0.record.exerciseName, $0.record.kind.rawValue, $0.record.kilograms)
                < ($1.date.description, $1.record.exerciseName, $1.record.kind.rawValue, $1.record.kilograms)
        }
    }

    @Test("Recent records and weekly figures equal the uncached answers, computed cold, from the cache, and after older history changes")
    func equalsWholeHistoryFold() async throws {
        let (store, user) = try await Self.generatedUser()
        let analytics = AnalyticsService(store: store, now: { Self.now })
        let today = LocalDate(Self.now, in: TimeZone(identifier: "UTC")!)
        let expected = try await Self.reference(store: store, user: user, today: today)
        #expect(!expected.isEmpty, "a year of progress sets records in the last 30 days")

        let weekly = try await Self.weekly(store: store, user: user, today: today)
        let coldDashboard = try await analytics.dashboard(for: user)
        let cold = coldDashboard.recentRecords
        #expect(Self.sorted(cold) == expected)
        #expect(coldDashboard.sessionsPerWeek == weekly.sessions)
        #expect(coldDashboard.volumePerWeek == weekly.volume)
        let cachedDashboard = try await analytics.dashboard(for: user)
        #expect(cachedDashboard.recentRecords == cold)
        #expect(cachedDashboard.sessionsPerWeek == weekly.sessions)
        #expect(cachedDashboard.volumePerWeek == weekly.volume)

        // Delete every workout before the window: the window's sessions now beat only each other.
        let revision = try await store.historyRevision(userID: user.id)
        let workouts = WorkoutService(store: store, now: { Self.now })
        for workout in try await store.completedWorkouts(userID: user.id, limit: 10_000, offset: 0) where workout.date < today.adding(days: -29) {
            try await workouts.delete(workout.id, of: user)
        }
        #expect(try await store.historyRevision(userID: user.id) > revision)
        let changed = try await Self.reference(store: store, user: user, today: today)
        #expect(changed != expected)
        let after = try await analytics.dashboard(for: user)
        #expect(Self.sorted(after.recentRecords) == changed)
        let changedWeekly = try await Self.weekly(store: store, user: user, today: today)
        #expect(changedWeekly.sessions != weekly.sessions)
        #expect(after.sessionsPerWeek == changedWeekly.sessions)
        #expect(after.volumePerWeek == changedWeekly.volume)
    }

    @Test("The history revision moves with older training, body weights and exercise kinds, not with today's workout")
    func revisionMoves() async throws {
        let fixture = try TrainingStoreTests.Fixture()
        fixture.clock.now = Date()
        let ana = try await fixture.user("ana")
        let ben = try await fixture.user("ben")
        let bench = try await fixture.exercise("Bench Press", of: ana)
        func revision() async throws -> Int64 { try await fixture.store.historyRevision(userID: ana.id) }
        #expect(try await revision() == 0)

        // Today's live workout: logging and finishing it leave the revision alone.
        let workout = try await fixture.workouts.start(.empty(name: nil), for: ana)
        let entry = try #require(try await fixture.workouts.addExercise(bench.id, to: workout.id, of: ana).exercises.first)
        let set = try #require(entry.sets.first)
        _ = try await fixture.workouts.updateSet(set.id, in: workout.id, input: SetInput(weight: "100", reps: "5", done: true), of: ana)
        _ = try await fixture.workouts.finish(workout.id, of: ana)
        #expect(try await revision() == 0)

        // A set logged 60 days back moves it; so does deleting that day's workout.
        let old = LocalDate(Date(), in: TimeZone(identifier: "UTC")!).adding(days: -60)
        _ = try await fixture.liftLog.log(QuickLogInput(date: old.description, weight: "90", reps: "5", sets: "1"), exercise: bench.id, of: ana)
        let afterLog = try await revision()
        #expect(afterLog > 0)
        _ = try await fixture.liftLog.log(QuickLogInput(date: old.description, weight: "92.5", reps: "5", sets: "1"), exercise: bench.id, of: ana)
        let afterSecondSet = try await revision()
        #expect(afterSecondSet > afterLog, "a set added to an existing old workout counts too")
        let oldWorkout = try #require(try await fixture.store.completedWorkouts(userID: ana.id, limit: 10, offset: 0).first { $0.date == old })
        try await fixture.workouts.delete(oldWorkout.id, of: ana)
        let afterDelete = try await revision()
        #expect(afterDelete > afterSecondSet)

        // A body weight of any day, and an exercise's kind.
        _ = try await fixture.store.saveBodyWeight(BodyWeightEntry(date: old, weight: Weight(80, .kilograms), bodyFatPercent: nil), userID: ana.id, now: Date())
        let afterWeight = try await revision()
        #expect(afterWeight > afterDelete)
        _ = try await fixture.services.exercises.update(bench.id, of: ana, input: ExerciseInput(kind: ExerciseKind.repsOnly.rawValue))
        #expect(try await revision() > afterWeight)
        #expect(try await fixture.store.historyRevision(userID: ben.id) == 0, "another user's revision never moves")
    }

    @Test("The weigh-ins answering from a day give the same body weight as all of them on that day and later")
    func bodyWeightsAnsweringFrom() async throws {
        let (store, user) = try await Self.generatedUser()
        let all = try await store.bodyWeights(userID: user.id)
        let full = BodyWeightHistory(all)
        let first = try #require(all.first?.date)
        let today = LocalDate(Self.now, in: TimeZone(identifier: "UTC")!)
        for from in [first.adding(days: -10), first, today.adding(days: -29), today.adding(days: 5)] {
            let some = try await store.bodyWeights(userID: user.id, answeringFrom: from)
            let narrowed = BodyWeightHistory(some)
            for offset in 0..<40 {
                let day = from.adding(days: offset)
                #expect(narrowed.kilograms(on: day) == full.kilograms(on: day), "on \(day) answering from \(from)")
            }
            if from > first { #expect(some.count < all.count) } else { #expect(some == all) }
        }
    }
}
