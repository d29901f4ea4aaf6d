import Foundation
import PostgresNIO
import RepbookCore
@testable import RepbookPostgres
import RepbookSecurity
import Testing

/// A benchmark, not a test: the latency of the two hottest reads, a bearer token's lookup (every API request) and the
/// library search, and of the analytics reads over a year of history, on each engine, printed as a table. Runs only when
/// `REPBOOK_STORE_BENCH` is set (scripts/bench-stores sets it); it checks the answers, never the times.
@Suite("Store latency benchmark", .serialized, .enabled(if: ProcessInfo.processInfo.environment["REPBOOK_STORE_BENCH"] != nil))
struct StoreLatencyBench {
    static let rounds = Int(ProcessInfo.processInfo.environment["REPBOOK_STORE_BENCH"] ?? "") ?? 2000

    @Test("Token lookup and exercise search, p50/p95/p99 per engine", arguments: Engine.allCases)
    func latency(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let store = try await database.open()
            let services = EngineServices(store: store)
            var users: [User] = []
            var tokens: [String] = []
            for index in 0..<20 {
                let user = try await services.accounts.addUser(username: "lifter\(index)", password: "correct horse")
                users.append(user)
                for label in 0..<3 { tokens.append(try await services.tokens.issue(for: user, label: "t\(label)").token) }
            }
            let digests = tokens.map { SHA256TokenDigester().digest($0) }
            let now = Date()
            let lookups = try await Self.measure(rounds: Self.rounds) { index in
                let owner = try await store.apiTokenOwner(digest: digests[index % digests.count], now: now)
                #expect(owner?.caller.user.id == users[index % digests.count / 3].id)
            }
            let searches = ["bench", "pull up", "ohp", "squat", "db row", "curl"]
            let search = try await Self.measure(rounds: Self.rounds) { index in
                let found = try await store.exercises(
                    userID: users[index % users.count].id, query: ExerciseQuery(search: searches[index % searches.count]))
                #expect(!found.isEmpty)
            }
            let list = try await Self.measure(rounds: Self.rounds / 4) { index in
                let all = try await store.exercises(userID: users[index % users.count].id, query: ExerciseQuery(includeArchived: true))
                #expect(all.count == StarterLibrary.exercises.count)
            }
            if let postgres = store as? PostgresStore {
                let roundTrip = try await Self.measure(rounds: Self.rounds) { _ in
                    let version = try await postgres.serverVersion()
                    #expect(version.hasPrefix("PostgreSQL"))
                }
                print("store-bench \(engine.rawValue) one-row round trip \(roundTrip)")
                let userID = users[0].id
                let undecoded = try await Self.measure(rounds: Self.rounds / 4) { _ in
                    let rows = try await postgres.single { connection in
                        try await connection.all(
                            "SELECT \(unescaped: PostgresRowDecoding.exerciseColumns) FROM exercise WHERE user_id = \(userID)",
                            logger: postgres.logger) { _ in () }
                    }
                    #expect(rows.count == StarterLibrary.exercises.count)
                }
                print("store-bench \(engine.rawValue) library rows, not decoded \(undecoded)")
            }
            print("store-bench \(engine.rawValue) token lookup     \(lookups)")
            print("store-bench \(engine.rawValue) exercise search  \(search)")
            print("store-bench \(engine.rawValue) whole library    \(list)")
        }
    }

    @Test("Analytics reads over a year of history, p50/p95/p99 per engine", arguments: Engine.allCases)
    func analytics(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let opened = try await database.open()
            let store = opened
            let services = EngineServices(store: opened)
            let user = try await services.accounts.addUser(username: "lifter", password: "correct horse", timeZoneIdentifier: "UTC")
            let library = try await store.exercises(userID: user.id, query: ExerciseQuery(includeArchived: true))
            let today = LocalDate("2026-11-20")!
            let drafts = DemoHistory(seed: 7, endDate: today, years: 1, timeZone: TimeZone(identifier: "UTC")!).workouts(library: library)
            try await AnalyticsStoreTests.insert(drafts, userID: user.id, into: opened)
            let tags = try await services.journal.tags(of: user)
            for offset in stride(from: 0, to: 364, by: 3) {
                _ = try await services.journal.toggle(
                    tags[offset % tags.count].id, isOn: true, on: today.adding(days: -offset).description, for: user)
            }
            let trained = Set(drafts.flatMap { $0.exercises.map(\.exerciseID) })
            let squat = try #require(library.first { $0.name == "Back Squat" && trained.contains($0.id) })
            print(
                "store-bench \(engine.rawValue) history: \(drafts.count) workouts, \(drafts.reduce(0) { $0 + $1.setCount }) sets, \(trained.count) "
                    + "exercises"
            )
            let rounds = Self.rounds / 4
            let id = user.id
            let monthAgo = today.adding(days: -29)
            let reads: [(String, () async throws -> Int)] = [
                ("calendar month digests", { try await store.workoutDigests(userID: id, from: monthAgo, through: today).count }),
                ("trained days (streaks)", { try await store.trainedDays(userID: id).count }),
                ("52 weeks of volumes", { try await store.workoutVolumes(userID: id, from: today.adding(days: -364), through: today).count }),
                ("30 days sets/category", { try await store.workingSetsByCategory(userID: id, from: monthAgo, through: today).count }),
                ("30 days of summaries", { try await store.exerciseSessions(userID: id, from: monthAgo, through: today).count }),
                ("one lift's summaries", { try await store.exerciseSessions(userID: id, exerciseIDs: [squat.id], before: nil).count }),
                ("summaries before point", {
                    try await store.exerciseSessions(userID: id, exerciseIDs: Array(trained), startedBefore: Date(), excluding: 0).count
                }),
                ("running bests, all lifts", { try await store.runningBests(userID: id, exerciseIDs: Array(trained), before: monthAgo).count }),
                ("one lift's sets, 8 weeks", {
                    try await store.performedSets(userID: id, exerciseID: squat.id, from: today.adding(days: -55), through: today).count
                }),
                ("one lift's sets, a year", { try await store.performedSets(userID: id, exerciseIDs: [squat.id]).count }),
                ("exercise names", { try await store.exerciseNames(userID: id, ids: Array(trained)).count }),
                ("tag-effect sessions", {
                    try await store.tagEffectSessions(userID: id, from: today.adding(days: -420), formula: .epley).count
                }),
                ("journal tag days", { try await store.journalTagDays(userID: id, from: today.adding(days: -364)).count }),
            ]
            for (name, read) in reads {
                let answered = try await read()
                #expect(answered > 0, "\(name) answered nothing")
                let timing = try await Self.measure(rounds: rounds) { _ in _ = try await read() }
                print("store-bench \(engine.rawValue) \(name.padding(toLength: 25, withPad: " ", startingAt: 0)) \(timing)  (\(answered) rows)")
            }
        }
    }

    /// Runs `body` `rounds` times after a tenth as many for warm-up; the percentiles of one call, in microseconds.
    static func measure(rounds: Int, _ body: (Int) async throws -> Void) async throws -> String {
        for index in 0..<max(1, rounds / 10) { try await body(index) }
        var samples: [Double] = []
        samples.reserveCapacity(rounds)
        let clock = ContinuousClock()
        for index in 0..<rounds {
            let start = clock.now
            try await body(index)
            let elapsed = (clock.now - start).components
            samples.append(Double(elapsed.seconds) * 1e6 + Double(elapsed.attoseconds) / 1e12)
        }
        samples.sort()
        func percentile(_ p: Double) -> String {
            String(format: "%7.0f", samples[min(samples.count - 1, Int(Double(samples.count) * p))])
        }
        return "n=\(rounds) p50 \(percentile(0.5)) µs  p95 \(percentile(0.95)) µs  p99 \(percentile(0.99)) µs"
    }
}
