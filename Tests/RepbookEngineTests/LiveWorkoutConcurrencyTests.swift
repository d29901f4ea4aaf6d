import Foundation
import RepbookCore
import Testing

/// What SQLite's single writer kept in order, kept by PostgreSQL's row locks when two servers (two stores on one
/// database) take one user's intents at once: a key applied once, one workout in progress, one next position for each
/// new set or exercise, one change per set version. Each runs on both engines; on PostgreSQL each fails without its
/// lock (the applied-request claim, the user's row, the workout's row).
@Suite("Live workout intents at once")
struct LiveWorkoutConcurrencyTests {
    /// How many intents each test sends at once, spread over two stores.
    static let atOnce = 12

    /// Two stores on one database (two servers), one user with a workout in progress holding one exercise.
    struct TwoServers {
        let first: LiveWorkoutFixture
        let second: any EngineStore
        let user: User
        let settings: UserSettings
        let workout: Workout
        let entry: WorkoutExercise

        static func open(_ database: TestDatabase) async throws -> TwoServers {
            let first = try await LiveWorkoutFixture.open(database)
            let ana = try await first.user("ana")
            let bench = try await first.exercise("Bench Press", of: ana)
            let started = try await first.start(for: ana)
            let workout = try await first.addExercise(bench.id, to: started.id, of: ana)
            return TwoServers(
                first: first, second: try await database.open(), user: ana, settings: try await first.settings(ana), workout: workout,
                entry: try #require(workout.exercises.first))
        }

        /// The store the `index`th intent goes to.
        func store(_ index: Int) -> any EngineStore { index.isMultiple(of: 2) ? first.store : second }
    }

    @Test("A repeated key answers the first answer and changes nothing; another request under the key is refused", arguments: Engine.allCases)
    func repeatedKey(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let servers = try await TwoServers.open(database)
            let (store, ana, now) = (servers.first.store, servers.user, servers.first.clock.now)
            let key: OnceClaim<SetChange> = try claim("set-1", request: "POST /sets")
            let applied = try #require(try await store.addSet(
                to: servers.entry.id, in: .active, input: SetInput(weight: "80", reps: "5"), settings: servers.settings, userID: ana.id,
                now: now, once: key).applied)
            let answer = try key.answer(applied)
            let again = try await servers.second.addSet(
                to: servers.entry.id, in: .active, input: SetInput(weight: "80", reps: "5"), settings: servers.settings, userID: ana.id,
                now: now, once: key)
            guard case .replayed(let replayed) = again else { Issue.record("a repeat applied again"); return }
            #expect(replayed == answer)
            #expect(try await store.recordedAnswer(for: key.request, userID: ana.id) == answer)
            #expect(try await servers.first.workout(servers.workout.id, of: ana).allSets.count == 2)
            await #expect(throws: IdempotentRequest.reusedForAnotherRequest) {
                _ = try await store.addSet(
                    to: servers.entry.id, in: .active, input: SetInput(), settings: servers.settings, userID: ana.id, now: now,
                    once: try claim("set-1", request: "POST /other"))
            }
            // A repeated removal answers the first, not "no such set"; a repeated finish, not "finished".
            let removal: OnceClaim<Int64> = try claim("delete-1")
            let removed = try await store.deleteSet(workoutID: servers.workout.id, userID: ana.id, setID: applied.set.id, now: now, once: removal)
            let removedAgain = try await servers.second.deleteSet(
                workoutID: servers.workout.id, userID: ana.id, setID: applied.set.id, now: now, once: removal)
            guard case .replayed(let removalAnswer) = removedAgain else { Issue.record("a repeated removal applied again"); return }
            #expect(removalAnswer == (try removal.answer(try #require(removed.applied))))
            _ = try await servers.first.changeSet(
                try #require(servers.entry.sets.first).id, input: SetInput(weight: "80", reps: "5", done: true), of: ana)
            let finish: OnceClaim<FinishedWorkout> = try claim("finish-1")
            let finished = try await store.finishWorkout(.active, userID: ana.id, now: now, once: finish)
            let finishedAgain = try await servers.second.finishWorkout(.id(servers.workout.id), userID: ana.id, now: now, once: finish)
            guard case .replayed(let finishAnswer) = finishedAgain else { Issue.record("a repeated finish applied again"); return }
            #expect(finishAnswer == (try finish.answer(try #require(finished.applied))))
            // A keyed start after the workout began answers the first start, not the conflict of a second one.
            let start: OnceClaim<Workout> = try claim("start-1")
            let plan = WorkoutPlan(name: "Again", source: .empty, date: servers.workout.date, startedAt: now)
            let ben = try await servers.first.user("ben")
            let first = try await store.startWorkout(plan, userID: ben.id, now: now, once: start)
            let repeated = try await servers.second.startWorkout(plan, userID: ben.id, now: now, once: start)
            guard case .replayed(let startAnswer) = repeated else { Issue.record("a repeated start applied again"); return }
            #expect(startAnswer == (try start.answer(try #require(first.applied))))
            #expect(try await store.recordedAnswer(for: start.request, userID: ana.id) == nil, "keys are the user's own")
        }
    }

    @Test("Repeats of one key at once on two servers apply once, and every repeat gets the first answer", arguments: Engine.allCases)
    func concurrentRepeats(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let servers = try await TwoServers.open(database)
            let key: OnceClaim<SetChange> = try claim("set-at-once")
            let outcomes = try await withThrowingTaskGroup(of: Once<SetChange>.self) { group in
                for index in 0..<Self.atOnce {
                    group.addTask {
                        try await servers.store(index).addSet(
                            to: servers.entry.id, in: .active, input: SetInput(weight: "80", reps: "5", done: true), settings: servers.settings,
                            userID: servers.user.id, now: servers.first.clock.now, once: key)
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            let applied = outcomes.compactMap(\.applied)
            #expect(applied.count == 1)
            let answer = try key.answer(try #require(applied.first))
            for case .replayed(let replayed) in outcomes { #expect(replayed == answer) }
            #expect(try await servers.first.workout(servers.workout.id, of: servers.user).allSets.count == 2)
        }
    }

    @Test("Starts at once leave one workout in progress; a reopen and a start at once, too", arguments: Engine.allCases)
    func oneWorkoutInProgress(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let servers = try await TwoServers.open(database)
            let (ana, clock) = (servers.user, servers.first.clock)
            let done = try #require(servers.entry.sets.first)
            _ = try await servers.first.changeSet(done.id, input: SetInput(weight: "80", reps: "5", done: true), of: ana)
            _ = try await servers.first.finish(servers.workout.id, of: ana)
            let plan = WorkoutPlan(name: "Rival", source: .empty, date: servers.workout.date, startedAt: clock.now)
            let starts = await withTaskGroup(of: Result<Workout, any Error>.self) { group in
                for index in 0..<Self.atOnce {
                    group.addTask {
                        await Result { try await servers.store(index).startWorkout(plan, userID: ana.id, now: clock.now, once: nil).unkeyed() }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(starts.filter { (try? $0.get()) != nil }.count == 1)
            for case .failure(let error) in starts { #expect(error as? DomainError == .conflict(LocalizedText("error.workout_already_in_progress"))) }
            let started = try #require(try await servers.first.store.activeWorkoutID(userID: ana.id))
            _ = try await servers.first.store.deleteWorkout(workoutID: started, userID: ana.id, onlyActive: true, now: clock.now, once: nil)

            // The finished workout reopened on one server while the other starts one: one of them wins, the other is told why.
            let outcomes = await withTaskGroup(of: Result<Workout, any Error>.self) { group in
                for index in 0..<Self.atOnce {
                    group.addTask {
                        await Result {
                            index.isMultiple(of: 2)
                                ? try await servers.first.store.reopenWorkout(servers.workout.id, userID: ana.id, now: clock.now, once: nil).unkeyed()
                                : try await servers.second.startWorkout(plan, userID: ana.id, now: clock.now, once: nil).unkeyed()
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(outcomes.filter { (try? $0.get()) != nil }.count == 1)
            for case .failure(let error) in outcomes {
                guard case .conflict = error as? DomainError else { Issue.record("not a conflict: \(error)"); continue }
            }
            #expect(try await servers.first.store.activeWorkout(userID: ana.id) != nil)
        }
    }

    @Test("Sets and exercises added at once on two servers take one place each", arguments: Engine.allCases)
    func positions(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let servers = try await TwoServers.open(database)
            let ana = servers.user
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<Self.atOnce {
                    group.addTask {
                        _ = try await servers.store(index).addSet(
                            to: servers.entry.id, in: .id(servers.workout.id), input: SetInput(weight: "80", reps: "\(index + 1)"),
                            settings: servers.settings, userID: ana.id, now: servers.first.clock.now, once: nil)
                    }
                }
                try await group.waitForAll()
            }
            let library = try await servers.first.services.exercises.list(for: ana, query: ExerciseQuery()).filter { $0.kind == .weightAndReps }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (index, exercise) in library.prefix(Self.atOnce).enumerated() {
                    group.addTask {
                        _ = try await servers.store(index).addExercise(
                            exercise.id, to: .active, userID: ana.id, now: servers.first.clock.now, once: nil)
                    }
                }
                try await group.waitForAll()
            }
            let stored = try await servers.first.workout(servers.workout.id, of: ana)
            let sets = try #require(stored.exercises.first { $0.id == servers.entry.id }).sets
            #expect(sets.map(\.position) == Array(0...Self.atOnce), "every set its own place, none lost")
            #expect(stored.exercises.map(\.position) == Array(0...min(Self.atOnce, library.count)))
        }
    }

    @Test("Changes sent against one version of a set at once: one applies, the others are refused as stale", arguments: Engine.allCases)
    func versions(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let servers = try await TwoServers.open(database)
            let set = try #require(servers.entry.sets.first)
            let outcomes = await withTaskGroup(of: Result<SetChange, any Error>.self) { group in
                for index in 0..<Self.atOnce {
                    group.addTask {
                        await Result {
                            try await servers.store(index).changeSet(
                                set.id, in: .active, input: SetInput(reps: "\(index + 1)", version: set.version), settings: servers.settings,
                                userID: servers.user.id, now: servers.first.clock.now, once: nil
                            ).unkeyed()
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            let applied = outcomes.compactMap { try? $0.get() }
            #expect(applied.count == 1)
            let stored = try #require(try await servers.first.workout(servers.workout.id, of: servers.user).allSets.first)
            #expect(stored.version == set.version + 1 && stored == applied.first?.set)
            for case .failure(let error) in outcomes {
                #expect(error as? StaleSetVersion == StaleSetVersion(current: stored, sentVersion: set.version))
            }
        }
    }
}

extension Result where Failure == any Error {
    /// The outcome of `body`, its error kept as a value.
    init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
