import Foundation
import RepbookCore
import RepbookTestFixtures
import RepbookPostgres
import RepbookSQLite
import Testing

/// The analytics reads of the workout log over both engines: history written through the store's own bulk insert of
/// finished workouts, read back by every `AnalyticsStore` method and compared with the Core rules applied to the sets
/// that were logged (never with the store's own reads of them).
@Suite("Analytics reads in the store")
struct AnalyticsStoreTests {
    /// One engine's store with the services the tests create users and journal days with.
    struct Body {
        let services: EngineServices
        let store: any EngineStore

        func user(_ name: String) async throws -> User {
            try await services.accounts.addUser(username: name, password: "correct horse", timeZoneIdentifier: "UTC")
        }

        /// The user's exercise of the starter library named `name`.
        func exercise(_ name: String, of user: User) async throws -> Exercise {
            let library = try await store.exercises(userID: user.id, query: ExerciseQuery(includeArchived: true))
            return try #require(library.first { $0.name == name })
        }

        func insert(_ drafts: [FinishedWorkoutDraft], for user: User) async throws {
            try await AnalyticsStoreTests.insert(drafts, userID: user.id, into: store)
        }
    }

    /// Writes finished workouts through the store's own bulk insert, as imports and the demo history do.
    static func insert(_ drafts: [FinishedWorkoutDraft], userID: Int64, into store: any EngineStore) async throws {
        switch store {
        case let sqlite as SQLiteStore:
            _ = try await sqlite.insertFinishedWorkouts(drafts, userID: userID, now: Date())
        case let postgres as PostgresStore:
            _ = try await postgres.insertFinishedWorkouts(drafts, userID: userID, now: Date())
        default:
            Issue.record("No bulk insert on \(type(of: store))")
        }
    }

    /// Runs `test` over a fresh database of `engine`.
    private func withBody(_ engine: Engine, _ test: (Body) async throws -> Void) async throws {
        try await TestDatabase.with(engine) { database in
            let store = try await database.open()
            try await test(Body(services: EngineServices(store: store), store: store))
        }
    }

    static func instant(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    static func day(_ text: String) -> LocalDate { LocalDate(text)! }

    /// A set: weight in `unit`, reps, kind.
    static func set(_ weight: Double?, _ unit: WeightUnit = .kilograms, reps: Int, kind: SetKind = .normal) -> SetValues {
        SetValues(weight: weight.map { Weight($0, unit) }, reps: reps, kind: kind)
    }

    /// A finished workout starting at `start` (UTC) that lasts `minutes`, on the start's UTC day.
    static func workout(at start: String, minutes: Double = 60, _ exercises: [(Exercise, [SetValues])]) -> FinishedWorkoutDraft {
        let started = instant(start)
        return FinishedWorkoutDraft(
            name: "Workout", date: LocalDate(started, in: TimeZone(identifier: "UTC")!), startedAt: started,
            endedAt: started + minutes * 60, exercises: exercises.map { FinishedExerciseDraft(exerciseID: $0.0.id, sets: $0.1) })
    }

    @Test("Digests, trained days, volumes and sets per category: the SQL sums equal the Core rules; another user sees none",
          arguments: Engine.allCases)
    func digestsMatchCore(engine: Engine) async throws {
        try await withBody(engine) { body in
            let store = body.store
            let ana = try await body.user("ana")
            let bench = try await body.exercise("Bench Press", of: ana)
            let pullUp = try await body.exercise("Pull-Up", of: ana)
            let dips = try await body.exercise("Weighted Dip", of: ana)
            let squat = try await body.exercise("Back Squat", of: ana)
            let first = Self.workout(at: "2026-11-02T18:00:00Z", minutes: 75, [
                    (
                        bench,
                        [
                            Self.set(60, reps: 10, kind: .warmUp), Self.set(100, reps: 5), Self.set(225, .pounds, reps: 3),
                            Self.set(80, reps: 8, kind: .drop),
                        ]
                    ),
                (pullUp, [Self.set(nil, reps: 10)]),
                (dips, [Self.set(20, reps: 8)]),
            ])
            let second = Self.workout(at: "2026-11-04T18:00:00Z", [(bench, [Self.set(102.5, reps: 5)])])
            let october = Self.workout(at: "2026-10-20T07:30:00Z", [(squat, [Self.set(100, reps: 5), Self.set(100, reps: 5)])])
            try await body.insert([october, first, second], for: ana)

            let digests = try await store.workoutDigests(userID: ana.id, from: Self.day("2026-11-01"), through: Self.day("2026-11-30"))
            #expect(digests.map(\.date) == [Self.day("2026-11-02"), Self.day("2026-11-04")])
            #expect(digests.map(\.startedAt) == [first.startedAt, second.startedAt])
            #expect(digests.map(\.durationSeconds) == [75 * 60, 60 * 60])
            #expect(digests.allSatisfy { $0.name == "Workout" && $0.splitDayName == nil })
            let kinds = [bench.id: bench.kind, pullUp.id: pullUp.kind, dips.id: dips.kind]
            for (digest, draft) in zip(digests, [first, second]) {
                Self.expectDigest(digest, of: draft.exercises.flatMap { entry in entry.sets.map { (kinds[entry.exerciseID]!, $0) } })
            }
            // 100 × 5 + 225 lb × 3 + 80 × 8 + 20 × 8 (the dip's added load); the pull-up and the warm-up add nothing.
            #expect(abs(digests[0].volumeKilograms - (500 + 225 * 0.45359237 * 3 + 640 + 160)) < 1e-6)
            #expect(digests[0].workingSets == 5)

            #expect(try await store.trainedDays(userID: ana.id).map(\.date) == [october.date, first.date, second.date])
            Self.expectVolumes(
                try await store.workoutVolumes(userID: ana.id, from: Self.day("2026-11-01"), through: Self.day("2026-11-30")), match: digests)

            #expect(try await store.workingSetsByCategory(userID: ana.id, from: Self.day("2026-11-01"), through: Self.day("2026-11-30"))
                    == [.chest: 5, .back: 1])
            #expect(try await store.workingSetsByCategory(userID: ana.id, from: Self.day("2026-11-03"), through: Self.day("2026-11-09"))
                    == [.chest: 1])
            #expect(try await store.workingSetsByCategory(userID: ana.id, from: Self.day("2026-10-01"), through: Self.day("2026-10-31"))
                    == [.legs: 2])

            let ben = try await body.user("ben")
            let benchOfBen = try await body.exercise("Bench Press", of: ben)
            #expect(try await store.exerciseNames(userID: ana.id, ids: [bench.id, dips.id, benchOfBen.id, bench.id])
                    == [bench.id: "Bench Press", dips.id: "Weighted Dip"])
            #expect(try await store.exerciseNames(userID: ana.id, ids: []).isEmpty)
            let anasIDs = [bench.id, pullUp.id, dips.id, squat.id]
            #expect(try await store.workoutDigests(userID: ben.id, from: Self.day("2026-01-01"), through: Self.day("2026-12-31")).isEmpty)
            #expect(try await store.trainedDays(userID: ben.id).isEmpty)
            #expect(try await store.workoutVolumes(userID: ben.id, from: Self.day("2026-01-01"), through: Self.day("2026-12-31")).isEmpty)
            #expect(try await store.workingSetsByCategory(userID: ben.id, from: Self.day("2026-01-01"), through: Self.day("2026-12-31")).isEmpty)
            #expect(try await store.exerciseNames(userID: ben.id, ids: anasIDs).isEmpty)
            #expect(try await store.performedSets(userID: ben.id, exerciseIDs: anasIDs).isEmpty)
            #expect(
                try await store.performedSets(userID: ben.id, exerciseID: bench.id, from: Self.day("2026-01-01"), through: Self.day("2026-12-31"))
                    .isEmpty)
            #expect(try await store.exerciseSessions(userID: ben.id, exerciseIDs: anasIDs, before: nil).isEmpty)
            #expect(try await store.exerciseSessions(userID: ben.id, from: Self.day("2026-01-01"), through: Self.day("2026-12-31")).isEmpty)
            #expect(
                try await store.exerciseSessions(
                    userID: ben.id, exerciseIDs: anasIDs, startedBefore: Self.instant("2027-01-01T00:00:00Z"), excluding: 0
                ).isEmpty)
            #expect(try await store.runningBests(userID: ben.id, exerciseIDs: anasIDs, before: Self.day("2027-01-01")).isEmpty)
            #expect(try await store.runningBests(userID: ben.id, exerciseIDs: anasIDs, startedBefore: Self.instant("2027-01-01T00:00:00Z")).isEmpty)
        }
    }

    @Test(
        "A year of history: the performed sets are the logged ones; the summaries, running bests, digests and volumes equal the Core rules over them",
          arguments: Engine.allCases)
    func yearMatchesCoreRules(engine: Engine) async throws {
        try await withBody(engine) { body in
            let store = body.store
            let ana = try await body.user("ana")
            let library = try await store.exercises(userID: ana.id, query: ExerciseQuery(includeArchived: true))
            let byID = Dictionary(uniqueKeysWithValues: library.map { ($0.id, $0) })
            let utc = TimeZone(identifier: "UTC")!
            let drafts = DemoHistory(seed: 7, endDate: Self.day("2026-11-20"), years: 1, timeZone: utc).workouts(library: library)
            try await body.insert(drafts, for: ana)

            // The performed sets are exactly the logged ones, oldest workout first, in the order they were logged.
            let sets = try await store.performedSets(userID: ana.id, exerciseIDs: library.map(\.id) + library.map(\.id))
            let logged = drafts.sorted { $0.startedAt < $1.startedAt }.flatMap { draft in
                draft.exercises.flatMap { entry in
                    entry.sets.map { Logged(date: draft.date, exerciseID: entry.exerciseID, kind: byID[entry.exerciseID]!.kind, values: $0) }
                }
            }
            #expect(sets.count > 2000, "a realistic year: \(sets.count) sets")
            #expect(sets.map { Logged(date: $0.date, exerciseID: $0.exerciseID, kind: $0.kind, values: $0.values) } == logged)
            let squat = try #require(library.first { $0.name == "Back Squat" })
            let october = (Self.day("2026-10-01"), Self.day("2026-10-31"))
            #expect(try await store.performedSets(userID: ana.id, exerciseID: squat.id, from: october.0, through: october.1)
                    == sets.filter { $0.exerciseID == squat.id && $0.date >= october.0 && $0.date <= october.1 })

            // Digests and volumes per workout, and the trained days.
            let digests = try await store.workoutDigests(userID: ana.id, from: Self.day("2000-01-01"), through: Self.day("2100-01-01"))
            #expect(digests.count == drafts.count)
            let setsByWorkout = Dictionary(grouping: sets, by: \.workoutID)
            for digest in digests { Self.expectDigest(digest, of: (setsByWorkout[digest.id] ?? []).map { ($0.kind, $0.values) }) }
            #expect(try await store.trainedDays(userID: ana.id).map(\.date) == digests.map(\.date))
            Self.expectVolumes(
                try await store.workoutVolumes(userID: ana.id, from: Self.day("2000-01-01"), through: Self.day("2100-01-01")), match: digests)
            let month = try await store.workingSetsByCategory(userID: ana.id, from: Self.day("2026-10-22"), through: Self.day("2026-11-20"))
            var expectedMonth: [ExerciseCategory: Int] = [:]
            for set in sets where set.date >= Self.day("2026-10-22") && set.values.kind != .warmUp {
                expectedMonth[byID[set.exerciseID]!.category, default: 0] += 1
            }
            #expect(month == expectedMonth)

            // The stored summaries are the Core rule's summaries of the sets, each exercise's oldest first.
            let computed = ExerciseSessionSummary.sessions(of: sets)
            let startedAt = Dictionary(uniqueKeysWithValues: digests.map { ($0.id, $0.startedAt) })
            let ids = library.map(\.id)
            Self.expectSame(try await store.exerciseSessions(userID: ana.id, exerciseIDs: ids, before: nil), computed)
            let cut = Self.day("2026-08-01")
            Self.expectSame(try await store.exerciseSessions(userID: ana.id, exerciseIDs: ids, before: cut), computed.filter { $0.date < cut })
            Self.expectSame(try await store.exerciseSessions(userID: ana.id, exerciseIDs: [squat.id], before: cut),
                            computed.filter { $0.date < cut && $0.exerciseID == squat.id })
            Self.expectSame(try await store.exerciseSessions(userID: ana.id, from: october.0, through: october.1),
                            computed.filter { $0.date >= october.0 && $0.date <= october.1 })
            let middle = digests[digests.count / 2]
            Self.expectSame(
                try await store.exerciseSessions(userID: ana.id, exerciseIDs: ids, startedBefore: middle.endedAt, excluding: middle.id),
                computed.filter { startedAt[$0.workoutID]! < middle.endedAt && $0.workoutID != middle.id })

            // The running bests are the Core fold of the sessions up to each point.
            #expect(try await store.runningBests(userID: ana.id, exerciseIDs: ids, before: cut)
                    == Self.runningBests(computed.filter { $0.date < cut }))
            #expect(try await store.runningBests(userID: ana.id, exerciseIDs: [squat.id], before: cut)
                    == Self.runningBests(computed.filter { $0.date < cut && $0.exerciseID == squat.id }))
            #expect(try await store.runningBests(userID: ana.id, exerciseIDs: ids, startedBefore: middle.startedAt)
                    == Self.runningBests(computed.filter { startedAt[$0.workoutID]! < middle.startedAt }))
            #expect(try await store.runningBests(userID: ana.id, exerciseIDs: ids, before: Self.day("2000-01-01")).isEmpty)
        }
    }

    @Test("Bodyweight kinds keep their loads, so their e1RM is made with the day's body weight; they have no stored e1RM",
          arguments: Engine.allCases)
    func bodyweightLoads(engine: Engine) async throws {
        try await withBody(engine) { body in
            let store = body.store
            let ana = try await body.user("ana")
            let pullUp = try await body.exercise("Pull-Up", of: ana)
            let dips = try await body.exercise("Weighted Dip", of: ana)
            try await store.saveBodyWeight(BodyWeightEntry(date: Self.day("2026-11-03"), weight: Weight(80, .kilograms)), userID: ana.id, now: Date())
            try await body.insert([
                Self.workout(at: "2026-11-04T18:00:00Z", [
                    (pullUp, [Self.set(nil, reps: 6)]),
                    (dips, [Self.set(nil, reps: 6), Self.set(10, reps: 3), Self.set(nil, reps: 6)]),
                ]),
            ], for: ana)
            let sessions = try await store.exerciseSessions(userID: ana.id, exerciseIDs: [pullUp.id, dips.id], before: nil)
            let bodyWeight = BodyWeightHistory(try await store.bodyWeights(userID: ana.id))
            let pulls = try #require(sessions.first { $0.exerciseID == pullUp.id })
            let dipped = try #require(sessions.first { $0.exerciseID == dips.id })
            #expect(dipped.loads == [.init(kilograms: 0, reps: 6), .init(kilograms: 10, reps: 3)])
            #expect(sessions.allSatisfy { $0.brzycki == nil && $0.epley.oneRepMax == nil })
            let pullE1RM = try #require(pulls.figures(formula: .epley, bodyWeight: bodyWeight).oneRepMax)
            #expect(abs(pullE1RM.value - 96) < 1e-9, "80 kg × (1 + 6/30)")
            let dipE1RM = try #require(dipped.figures(formula: .epley, bodyWeight: bodyWeight).oneRepMax)
            #expect(abs(dipE1RM.value - 99) < 1e-9, "(80 + 10) kg × (1 + 3/30) beats 80 kg × (1 + 6/30)")
            #expect(try await store.runningBests(userID: ana.id, exerciseIDs: [pullUp.id, dips.id], before: Self.day("2026-12-01"))
                    .values.allSatisfy { $0.epley == nil && $0.brzycki == nil })
            let tagged = try await store.tagEffectSessions(userID: ana.id, from: Self.day("2026-11-01"), formula: .epley)
            #expect(Set(tagged.map(\.exerciseID)) == [pullUp.id, dips.id] && tagged.allSatisfy { $0.oneRepMaxKg == nil })
            #expect(tagged.first { $0.exerciseID == dips.id }?.volumeKg == 30)
        }
    }

    @Test("Tag effects read the span's sessions with the formula's e1RM, and each visible tag's days in the span in the tags' order",
          arguments: Engine.allCases)
    func tagEffects(engine: Engine) async throws {
        try await withBody(engine) { body in
            let store = body.store
            let ana = try await body.user("ana")
            let bench = try await body.exercise("Bench Press", of: ana)
            try await body.insert([
                Self.workout(at: "2026-11-01T18:00:00Z", [(bench, [Self.set(100, reps: 5)])]),
                Self.workout(at: "2026-11-03T18:00:00Z", [(bench, [Self.set(100, reps: 6), Self.set(110, reps: 2)])]),
                Self.workout(at: "2026-11-05T18:00:00Z", [(bench, [Self.set(105, reps: 5)])]),
            ], for: ana)
            let from = Self.day("2026-11-02")
            let summaries = try await store.exerciseSessions(userID: ana.id, from: from, through: Self.day("2026-11-30"))
            #expect(summaries.count == 2)
            #expect(try await store.tagEffectSessions(userID: ana.id, from: from, formula: .epley) == summaries.map {
                TagEffectSession(exerciseID: bench.id, date: $0.date, oneRepMaxKg: $0.epley.oneRepMax?.value, volumeKg: $0.epley.volume)
            })
            #expect(try await store.tagEffectSessions(userID: ana.id, from: from, formula: .brzycki) == summaries.map {
                TagEffectSession(exerciseID: bench.id, date: $0.date, oneRepMaxKg: $0.brzycki?.value, volumeKg: $0.epley.volume)
            })
            #expect(abs((summaries[0].epley.oneRepMax?.value ?? 0) - 120) < 1e-9, "100 kg × (1 + 6/30)")

            let journal = body.services.journal
            let tags = try await journal.tags(of: ana)
            for day in ["2026-11-01", "2026-11-03", "2026-11-05"] { _ = try await journal.toggle(tags[0].id, isOn: true, on: day, for: ana) }
            _ = try await journal.toggle(tags[1].id, isOn: true, on: "2026-11-05", for: ana)
            _ = try await journal.toggle(tags[2].id, isOn: true, on: "2026-11-05", for: ana)
            _ = try await journal.updateTag(tags[2].id, input: JournalTagInput(hidden: true), for: ana)
            _ = try await journal.updateTag(tags[1].id, input: JournalTagInput(position: 1), for: ana)
            let visible = try await journal.tags(of: ana).filter { !$0.isHidden }
            let days = try await store.journalTagDays(userID: ana.id, from: from)
            #expect(days.map(\.tagID) == visible.map(\.id), "the visible tags, in their order")
            #expect(days.map(\.tagID).prefix(2) == [tags[1].id, tags[0].id])
            #expect(days.first { $0.tagID == tags[0].id }?.days == [Self.day("2026-11-03"), Self.day("2026-11-05")])
            #expect(days.first { $0.tagID == tags[1].id }?.days == [Self.day("2026-11-05")])
            #expect(days.first { $0.tagID == tags[0].id }?.name == tags[0].name)
            #expect(days.dropFirst(2).allSatisfy { $0.days.isEmpty })

            let ben = try await body.user("ben")
            #expect(try await store.tagEffectSessions(userID: ben.id, from: Self.day("2000-01-01"), formula: .epley).isEmpty)
            let bens = try await store.journalTagDays(userID: ben.id, from: Self.day("2000-01-01"))
            #expect(bens.map(\.tagID) == (try await journal.tags(of: ben)).map(\.id) && bens.allSatisfy { $0.days.isEmpty })
            let report = try await TagEffectService(store: store, now: { Self.instant("2026-11-20T12:00:00Z") }).report(for: ana)
            #expect(report.through == Self.day("2026-11-20") && report.effects.count <= visible.count)
        }
    }

    @Test("The dashboard and an exercise's progress over the store: weekly sessions and volume, sets per muscle group, records, streaks",
          arguments: Engine.allCases)
    func dashboardAndProgress(engine: Engine) async throws {
        try await withBody(engine) { body in
            let ana = try await body.user("ana")
            let bench = try await body.exercise("Bench Press", of: ana)
            let squat = try await body.exercise("Back Squat", of: ana)
            let pullUp = try await body.exercise("Pull-Up", of: ana)
            try await body.store.saveBodyWeight(
                BodyWeightEntry(date: Self.day("2026-11-01"), weight: Weight(80, .kilograms)), userID: ana.id, now: Date())
            try await body.insert([
                Self.workout(at: "2026-10-28T18:00:00Z", [(squat, [Self.set(100, reps: 5), Self.set(100, reps: 5)])]),
                Self.workout(at: "2026-11-16T18:00:00Z", [
                    (bench, [Self.set(60, reps: 10, kind: .warmUp), Self.set(80, reps: 5)]), (pullUp, [Self.set(nil, reps: 6)]),
                ]),
                Self.workout(at: "2026-11-17T18:00:00Z", [(bench, [Self.set(140, reps: 1, kind: .warmUp), Self.set(85, reps: 5)])]),
            ], for: ana)
            let analytics = AnalyticsService(store: body.store, now: { Self.instant("2026-11-18T12:00:00Z") })
            let dashboard = try await analytics.dashboard(for: ana)
            #expect(dashboard.weeks.count == 52 && dashboard.weeks.last == Self.day("2026-11-16"))
            #expect(dashboard.sessionsPerWeek.suffix(4) == [1, 0, 0, 2])
            #expect(dashboard.volumePerWeek.suffix(4) == [1000, 0, 0, 825])
            #expect(dashboard.setsLast7Days == [.chest: 2, .back: 1])
            #expect(dashboard.setsLast30Days == [.chest: 2, .back: 1, .legs: 2])
            let benchRecords = dashboard.recentRecords.filter { $0.record.exerciseName == "Bench Press" }
            #expect(benchRecords.map(\.record.kind) == [.heaviestWeight, .bestE1RM, .bestSetVolume, .bestSessionVolume])
            #expect(benchRecords.allSatisfy { $0.date == Self.day("2026-11-17") })
            #expect(dashboard.streaks == TrainingStreaks(currentWeeks: 1, longestWeeks: 1, currentDays: 2, longestDays: 2, weeklyTarget: 1))

            let progress = try await analytics.progress(of: bench.id, for: ana).1
            #expect(progress.heaviest?.kilograms == 85, "the 140 kg warm-up never counts")
            #expect(progress.sessions.count == 2)
            let pulls = try #require(try await analytics.progress(of: pullUp.id, for: ana).1.bestOneRepMax)
            #expect(abs(pulls.kilograms - 96) < 1e-9, "80 kg × (1 + 6/30)")
            let ben = try await body.user("ben")
            await #expect(throws: DomainError.notFound(EnglishMessages.keyed("No exercise with id \(bench.id)."))) {
                _ = try await analytics.progress(of: bench.id, for: ben)
            }
        }
    }

    /// A performed set without its workout's id, which the store assigns.
    struct Logged: Equatable {
        let date: LocalDate
        let exerciseID: Int64
        let kind: ExerciseKind
        let values: SetValues
    }

    /// The digest's working sets and volume are the Core rules' over the sets logged in its workout (each with its
    /// exercise's kind).
    static func expectDigest(
        _ digest: WorkoutDigest, of sets: [(ExerciseKind, SetValues)], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let working = sets.filter { $0.1.kind != .warmUp }
        #expect(digest.workingSets == working.count, "\(digest.date)", sourceLocation: sourceLocation)
        let volume = working.reduce(0.0) { $0 + WorkoutVolume.kilograms($1.1, kind: $1.0) }
        #expect(abs(digest.volumeKilograms - volume) < 1e-6, "\(digest.date)", sourceLocation: sourceLocation)
    }

    /// The volumes are one a digest, on its day, with its volume.
    static func expectVolumes(_ volumes: [DayVolume], match digests: [WorkoutDigest], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(volumes.map(\.date) == digests.map(\.date), sourceLocation: sourceLocation)
        for (volume, digest) in zip(volumes, digests) {
            #expect(abs(volume.kilograms - digest.volumeKilograms) < 1e-6, "\(digest.date)", sourceLocation: sourceLocation)
        }
    }

    /// The same summaries, keyed by workout and exercise, each exercise's in the same order.
    static func expectSame(
        _ read: [ExerciseSessionSummary], _ expected: [ExerciseSessionSummary], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        func byKey(_ summaries: [ExerciseSessionSummary]) -> [String: ExerciseSessionSummary] {
            Dictionary(summaries.map { ("\($0.workoutID)/\($0.exerciseID)", $0) }, uniquingKeysWith: { first, _ in first })
        }
        #expect(read.count == expected.count, sourceLocation: sourceLocation)
        #expect(byKey(read) == byKey(expected), sourceLocation: sourceLocation)
        for id in Set(expected.map(\.exerciseID)) {
            #expect(read.filter { $0.exerciseID == id }.map(\.workoutID) == expected.filter { $0.exerciseID == id }.map(\.workoutID),
                    "each exercise's sessions oldest first", sourceLocation: sourceLocation)
        }
    }

    /// Each exercise's running bests after its last session among `sessions` (each exercise's oldest first): the Core
    /// fold, its rep records those every session set.
    static func runningBests(_ sessions: [ExerciseSessionSummary]) -> [Int64: RunningBests] {
        var result: [Int64: RunningBests] = [:]
        for session in sessions { result[session.exerciseID] = RunningBests.after(result[session.exerciseID], session).bests }
        return result
    }
}
