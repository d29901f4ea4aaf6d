import Foundation
import RepbookCore
import Testing

/// A benchmark, not a test: the latency of the live workout's hot intents (a set added, a set changed and marked done or
/// undone, a set added under an `Idempotency-Key`) on each engine, printed beside `StoreLatencyBench`'s table. Runs only
/// when `REPBOOK_STORE_BENCH` is set (scripts/bench-stores); it checks the answers, never the times.
@Suite("Live workout latency benchmark", .serialized, .enabled(if: ProcessInfo.processInfo.environment["REPBOOK_STORE_BENCH"] != nil))
struct LiveWorkoutStoreLatencyBench {
    /// Calls of each intent: a fifth of the store benchmark's rounds, at most 400, so the sets stay under `WorkoutLimits`.
    static let rounds = min(400, StoreLatencyBench.rounds / 5)

    @Test("Set added, set changed, keyed set added: p50/p95/p99 per engine", arguments: Engine.allCases)
    func latency(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await LiveWorkoutFixture.open(database)
            let ana = try await fixture.user("ana")
            let settings = try await fixture.settings(ana)
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let workout = try await fixture.addExercise(bench.id, to: try await fixture.start(for: ana).id, of: ana)
            let entry = try #require(workout.exercises.first)
            let store = fixture.store
            let now = fixture.clock.now
            let added = try await StoreLatencyBench.measure(rounds: Self.rounds) { index in
                let change = try await store.addSet(
                    to: entry.id, in: .active, input: SetInput(weight: "100", reps: "5"), settings: settings, userID: ana.id, now: now, once: nil)
                #expect(change.applied?.set.values.reps == 5)
            }
            let setIDs = try await fixture.workout(workout.id, of: ana).allSets.map(\.id)
            let changed = try await StoreLatencyBench.measure(rounds: Self.rounds) { index in
                let setID = setIDs[(index / 2) % setIDs.count]
                let change = try await store.changeSet(
                    setID, in: .active, input: SetInput(weight: "100", reps: "\(5 + index % 3)", done: index.isMultiple(of: 2)), settings: settings,
                    userID: ana.id, now: now, once: nil)
                #expect(change.applied?.set.id == setID)
            }
            let keyed = try await StoreLatencyBench.measure(rounds: Self.rounds) { index in
                let key: OnceClaim<SetChange> = try claim("bench-\(index)-\(UUID().uuidString)")
                let change = try await store.addSet(
                    to: entry.id, in: .active, input: SetInput(weight: "100", reps: "5", done: true), settings: settings, userID: ana.id,
                    now: now, once: key)
                #expect(change.applied != nil)
            }
            print("store-bench \(engine.rawValue) set added        \(added)")
            print("store-bench \(engine.rawValue) set changed      \(changed)")
            print("store-bench \(engine.rawValue) keyed set added  \(keyed)")
        }
    }
}
