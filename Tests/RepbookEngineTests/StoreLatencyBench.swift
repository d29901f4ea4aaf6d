import Foundation
import PostgresNIO
import RepbookCore
@testable import RepbookPostgres
import RepbookSecurity
import Testing

/// A benchmark, not a test: the latency of the two hottest reads, a bearer token's lookup (every API request) and the
/// library search, on each engine, printed as a table. Runs only when `REPBOOK_STORE_BENCH` is set (scripts/bench-stores
/// sets it); it checks the answers, never the times.
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
                let found = try await store.exercises(userID: users[index % users.count].id, query: ExerciseQuery(search: searches[index % searches.count]))
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
