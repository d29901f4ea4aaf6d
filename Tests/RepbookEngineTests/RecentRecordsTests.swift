import Foundation
import RepbookCore
import RepbookDataFolder
import RepbookSQLite
import Testing

/// The dashboard's recent records and weekly figures, read from the session summaries, give the same answer as folding
/// every exercise's whole history of raw sets, before and after older history changes.
@Suite("Recent records from the session summaries")
struct RecentRecordsTests {
    /// Noon UTC on a day before today, so every day of the generated history is older than the database's today.
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    /// A user with a year of generated training ending yesterday, written through the archive restore, on a new store
    /// on `database`.
    static func generatedUser(years: Int = 1, on database: TestDatabase) async throws -> (any EngineStore, User) {
        let store = try await database.open()
        let user = try await EngineServices(store: store, now: { now }).accounts.addUser(username: "ana", password: "correct horse")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-photos-\(UUID().uuidString)").path
        let archives = UserArchiveService(store: store, files: FileSystemPhotoStore(dataDirectory: folder), now: { now })
        let utc = TimeZone(identifier: "UTC")!
        let history = DemoHistory(seed: 7, endDate: LocalDate(now, in: utc).adding(days: -1), years: years, timeZone: utc)
        _ = try await archives.restore(DemoAccount(history: history).archive(completing: try await archives.export(userID: user.id)), userID: user.id)
        return (store, user)
    }

    /// The records of the last 30 days as `ExerciseProgress` finds them over each exercise's whole history.
    static func reference(store: any EngineStore, user: User, today: LocalDate) async throws -> [ExerciseProgress.Event] {
        let since = today.adding(days: -29)
        let library = try await store.exercises(userID: user.id, query: ExerciseQuery(includeArchived: true)).map(\.id)
        let everything = try await store.performedSets(userID: user.id, exerciseIDs: library)
        let ids = Array(Set(everything.filter { $0.date >= since && $0.date <= today }.map(\.exerciseID)))
        let sets = everything.filter { ids.contains($0.exerciseID) }
        let bodyWeight = BodyWeightHistory(try await store.bodyWeights(userID: user.id))
        let names = try await store.exerciseNames(userID: user.id, ids: ids)
        let formula = try await store.settings(userID: user.id).oneRepMaxFormula
        var events: [ExerciseProgress.Event] = []
        for (id, exerciseSets) in Dictionary(grouping: sets, by: \.exerciseID) {
            let progress = ExerciseProgress(
                sets: exerciseSets, exerciseID: id, name: names[id] ?? "Exercise", formula: formula, bodyWeight: bodyWeight)
            events += progress.events.filter { $0.date >= since && $0.date <= today }
        }
        return sorted(events)
    }

    /// The dashboard's weekly sessions and volume as one read of the whole year's raw sets finds them.
    static func weekly(store: any EngineStore, user: User, today: LocalDate) async throws -> (sessions: [Int], volume: [Double]) {
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

    @Test("Recent records and weekly figures equal the whole-history fold of the raw sets, before and after older history changes",
          arguments: Engine.allCases)
    func equalsWholeHistoryFold(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            try await equalsWholeHistoryFold(on: database)
        }
    }

    private func equalsWholeHistoryFold(on database: TestDatabase) async throws {
        let (store, user) = try await Self.generatedUser(on: database)
        let analytics = AnalyticsService(store: store, now: { Self.now })
        let today = LocalDate(Self.now, in: TimeZone(identifier: "UTC")!)
        let expected = try await Self.reference(store: store, user: user, today: today)
        #expect(!expected.isEmpty, "a year of progress sets records in the last 30 days")

        let weekly = try await Self.weekly(store: store, user: user, today: today)
        let dashboard = try await analytics.dashboard(for: user)
        #expect(Self.sorted(dashboard.recentRecords) == expected)
        #expect(dashboard.sessionsPerWeek == weekly.sessions)
        Self.expectSameVolumes(dashboard.volumePerWeek, weekly.volume)

        // Delete every workout before the window: the window's sessions now beat only each other.
        let workouts = WorkoutService(store: store, now: { Self.now })
        for workout in try await store.completedWorkouts(userID: user.id, limit: 10_000, before: nil) where workout.date < today.adding(days: -29) {
            try await workouts.delete(workout.id, of: user)
        }
        let changed = try await Self.reference(store: store, user: user, today: today)
        #expect(changed != expected)
        let after = try await analytics.dashboard(for: user)
        #expect(Self.sorted(after.recentRecords) == changed)
        let changedWeekly = try await Self.weekly(store: store, user: user, today: today)
        #expect(changedWeekly.sessions != weekly.sessions)
        #expect(after.sessionsPerWeek == changedWeekly.sessions)
        Self.expectSameVolumes(after.volumePerWeek, changedWeekly.volume)
    }

    /// Weekly volumes summed session by session equal those summed set by set in SQL, up to the order of the additions.
    static func expectSameVolumes(_ actual: [Double], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        for (a, e) in zip(actual, expected) { #expect(abs(a - e) < 1e-6, "\(a) vs \(e)", sourceLocation: sourceLocation) }
    }
}
