import Foundation
import RepbookCore
import Testing

/// A benchmark, not a test: the latency of the workout history's hot reads and the quick-log append over three years of
/// generated training, on each engine, printed as a table (`scripts/bench-stores` runs it with `StoreLatencyBench`). Runs
/// only when `REPBOOK_STORE_BENCH` is set; it checks the answers, never the times.
extension StoreLatencyBench {
    @Test("Last sessions, a log page, last days, the history list and a quick log over three years, per engine", arguments: Engine.allCases)
    func historyLatency(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let user = try await fixture.user("lifter")
            let library = try await fixture.exercises(of: user)
            let drafts = DemoHistory(seed: 7, endDate: LocalDate("2026-11-20")!, years: 3, timeZone: TimeZone(identifier: "UTC")!)
                .workouts(library: library)
            let clock = ContinuousClock()
            let seeding = try await clock.measure {
                _ = try await fixture.store.insertFinishedWorkouts(drafts, userID: user.id, now: Date())
            }
            // Statistics as a running server has them (autovacuum's ANALYZE), not as they are right after a bulk insert.
            try await RawSQL.execute("ANALYZE", on: fixture.store)
            let performed = Array(Set(drafts.flatMap { $0.exercises.map(\.exerciseID) })).sorted()
            let rounds = Self.rounds / 4
            let last = try await Self.measure(rounds: rounds) { index in
                let ids = (0..<5).map { performed[(index + $0) % performed.count] }
                let found = try await fixture.store.lastPerformances(userID: user.id, exerciseIDs: ids, excluding: nil)
                #expect(!found.isEmpty)
            }
            let recent = try await Self.measure(rounds: rounds) { index in
                let found = try await fixture.store.recentPerformances(
                    userID: user.id, exerciseIDs: [performed[index % performed.count]], sessions: 3, excluding: nil)
                #expect(found.count == 1)
            }
            let page = try await Self.measure(rounds: rounds) { index in
                let sets = try await fixture.store.loggedSets(userID: user.id, exerciseID: performed[index % performed.count], before: nil, days: 30)
                #expect(!sets.isEmpty)
            }
            let lastDays = try await Self.measure(rounds: max(1, rounds / 10)) { _ in
                let days = try await fixture.store.lastDayLoggedSets(userID: user.id)
                #expect(days.count == performed.count)
            }
            let list = try await Self.measure(rounds: rounds) { _ in
                let workouts = try await fixture.store.completedWorkouts(userID: user.id, limit: 20, before: nil)
                #expect(workouts.count == 20)
            }
            let exercise = try #require(library.first { $0.id == performed[0] })
            let append = try await Self.measure(rounds: rounds) { index in
                try await fixture.quickLog(exercise, of: user, on: "2026-11-2\(index % 5)", 100, 5)
            }
            print("store-bench \(engine.rawValue) \(drafts.count) workouts seeded in \(seeding)")
            print("store-bench \(engine.rawValue) last time (5)     \(last)")
            print("store-bench \(engine.rawValue) last 3 sessions   \(recent)")
            print("store-bench \(engine.rawValue) log page (30 d)   \(page)")
            print("store-bench \(engine.rawValue) last days (all)   \(lastDays)")
            print("store-bench \(engine.rawValue) history page (20) \(list)")
            print("store-bench \(engine.rawValue) quick-log append  \(append)")
        }
    }
}
