import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

/// Analytics over both engines from workouts logged through the live-workout service (as a lifter logs them), then read
/// back as the calendar, records and dashboard read them. The store's analytics reads against the Core rules over bulk
/// inserted history are in `AnalyticsStoreTests`.
@Suite("Analytics in the store, logged live")
struct LoggedAnalyticsTests {
    typealias Line = TrainingFixture.Line

    @Test("A workout in progress and a set not marked done are in no figure", arguments: Engine.allCases)
    func onlyFinishedWorkCounts(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await TrainingFixture.open(database)
            let ana = try await fixture.user("ana")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let first = try await fixture.log([
                Line(exercise: bench, weight: "100", reps: "5"), Line(exercise: bench, weight: "120", reps: "5", done: false),
            ], at: "2026-11-02T18:00:00Z", user: ana)
            fixture.clock.now = ISO8601DateFormatter().date(from: "2026-11-05T18:00:00Z")!
            let open = try await fixture.workouts.start(.empty(name: nil), for: ana)
            _ = try await fixture.workouts.addExercise(bench.id, to: open.id, of: ana)

            let november = (LocalDate("2026-11-01")!, LocalDate("2026-11-30")!)
            let digests = try await fixture.store.workoutDigests(userID: ana.id, from: november.0, through: november.1)
            #expect(digests.map(\.id) == [first.id])
            #expect(digests.first?.workingSets == 1 && digests.first?.volumeKilograms == 500)
            #expect(try await fixture.store.trainedDays(userID: ana.id).map(\.date.description) == ["2026-11-02"])
            #expect(try await fixture.store.workoutVolumes(userID: ana.id, from: november.0, through: november.1).map(\.kilograms) == [500])
            #expect(try await fixture.store.workingSetsByCategory(userID: ana.id, from: november.0, through: november.1) == [.chest: 1])
            #expect(try await fixture.store.performedSets(userID: ana.id, exerciseIDs: [bench.id]).map(\.values.reps) == [5])
        }
    }

    @Test("Records are recomputed when a workout is deleted; warm-ups never count", arguments: Engine.allCases)
    func recordsAfterDeletion(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await TrainingFixture.open(database)
            let ana = try await fixture.user("ana")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let analytics = AnalyticsService(store: fixture.store, now: { fixture.clock.now })
            try await fixture.log([Line(exercise: bench, weight: "100", reps: "5")], at: "2026-11-02T18:00:00Z", user: ana)
            let heavy = try await fixture.log([
                Line(exercise: bench, weight: "140", reps: "1", kind: "warmup"), Line(exercise: bench, weight: "110", reps: "3"),
            ], at: "2026-11-04T18:00:00Z", user: ana)
            try await fixture.log([Line(exercise: bench, weight: "105", reps: "5")], at: "2026-11-06T18:00:00Z", user: ana)

            var progress = try await analytics.progress(of: bench.id, for: ana).1
            #expect(progress.heaviest?.kilograms == 110)
            #expect(progress.heaviest?.workoutID == heavy.id)
            #expect(progress.sessions.count == 3)
            try await fixture.workouts.delete(heavy.id, of: ana)
            progress = try await analytics.progress(of: bench.id, for: ana).1
            #expect(progress.heaviest?.kilograms == 105)
            #expect(progress.sessions.count == 2)
            #expect(progress.events.map(\.record.kind) == [.heaviestWeight, .bestE1RM, .bestSetVolume, .bestSessionVolume])

            let ben = try await fixture.user("ben")
            await #expect(throws: DomainError.notFound(EnglishMessages.keyed("No exercise with id \(bench.id)."))) {
                _ = try await analytics.progress(of: bench.id, for: ben)
            }
        }
    }

    @Test("Body weight: one per day, a second replaces the first and says so; the 1RM of pull-ups includes it", arguments: Engine.allCases)
    func bodyWeight(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await TrainingFixture.open(database)
            let ana = try await fixture.user("ana")
            let now = Date(timeIntervalSince1970: 1_795_000_000)
            #expect(
                try await fixture.store.saveBodyWeight(
                    BodyWeightEntry(date: LocalDate("2026-11-03")!, weight: Weight(81, .kilograms)), userID: ana.id, now: now) == false)
            #expect(
                try await fixture.store.saveBodyWeight(
                    BodyWeightEntry(date: LocalDate("2026-11-03")!, weight: Weight(80, .kilograms)), userID: ana.id, now: now) == true)
            try await fixture.store.saveBodyWeight(
                BodyWeightEntry(date: LocalDate("2026-11-01")!, weight: Weight(180, .pounds), bodyFatPercent: 15), userID: ana.id, now: now)
            let entries = try await fixture.store.bodyWeights(userID: ana.id)
            #expect(entries.map(\.date.description) == ["2026-11-01", "2026-11-03"])
            #expect(entries.map(\.weight) == [Weight(180, .pounds), Weight(80, .kilograms)])
            #expect(entries.first?.bodyFatPercent == 15)

            let pullUp = try await fixture.exercise("Pull-Up", of: ana)
            try await fixture.log([Line(exercise: pullUp, weight: nil, reps: "6")], at: "2026-11-04T18:00:00Z", user: ana)
            let analytics = AnalyticsService(store: fixture.store, now: { fixture.clock.now })
            let e1rm = try #require(try await analytics.progress(of: pullUp.id, for: ana).1.bestOneRepMax)
            #expect(abs(e1rm.kilograms - 96) < 1e-9, "80 kg × (1 + 6/30)")
            let ben = try await fixture.user("ben")
            #expect(try await fixture.store.bodyWeights(userID: ben.id).isEmpty)
        }
    }

    @Test("Settings keep the 1RM formula and the weekly target; bad values name their field", arguments: Engine.allCases)
    func settings(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await TrainingFixture.open(database)
            let ana = try await fixture.user("ana")
            let settings = SettingsService(store: fixture.store)
            #expect(try await settings.settings(of: ana).oneRepMaxFormula == OneRepMaxFormula.epley)
            #expect(try await settings.settings(of: ana).weeklyTarget == 1)
            _ = try await settings.update(for: ana, input: SettingsInput(oneRepMaxFormula: "brzycki", weeklyTarget: "3"))
            let saved = try await settings.settings(of: ana)
            #expect(saved.oneRepMaxFormula == OneRepMaxFormula.brzycki && saved.weeklyTarget == 3)
            await #expect(throws: DomainError.invalid(field: "weekly_target", message: LocalizedText("error.weekly_target_between_1_and_7"))) {
                _ = try await settings.update(for: ana, input: SettingsInput(weeklyTarget: "9"))
            }
            await #expect(throws: DomainError.invalid(field: "e1rm_formula", message: LocalizedText("error.1rm_formula_epley_or_brzycki"))) {
                _ = try await settings.update(for: ana, input: SettingsInput(oneRepMaxFormula: "lombardi"))
            }
            #expect(try await settings.settings(of: ana).weeklyTarget == 3, "a refused change changes nothing")
        }
    }

    @Test("Streaks and the dashboard over the store: sets per muscle group in 7 and 30 days, weekly sessions and volume", arguments: Engine.allCases)
    func dashboard(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await TrainingFixture.open(database)
            let ana = try await fixture.user("ana")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let squat = try await fixture.exercise("Back Squat", of: ana)
            try await fixture.log([Line(exercise: squat, weight: "100", reps: "5"), Line(exercise: squat, weight: "100", reps: "5")],
                               at: "2026-10-28T18:00:00Z", user: ana)
            try await fixture.log([Line(exercise: bench, weight: "60", reps: "10", kind: "warmup"), Line(exercise: bench, weight: "80", reps: "5")],
                               at: "2026-11-16T18:00:00Z", user: ana)
            try await fixture.log([Line(exercise: bench, weight: "85", reps: "5")], at: "2026-11-17T18:00:00Z", user: ana)
            fixture.clock.now = ISO8601DateFormatter().date(from: "2026-11-18T12:00:00Z")!
            let analytics = AnalyticsService(store: fixture.store, now: { fixture.clock.now })
            let dashboard = try await analytics.dashboard(for: ana)
            #expect(dashboard.weeks.count == 52 && dashboard.weeks.last == LocalDate("2026-11-16"))
            #expect(dashboard.sessionsPerWeek.suffix(4) == [1, 0, 0, 2])
            #expect(dashboard.volumePerWeek.suffix(4) == [1000, 0, 0, 825])
            #expect(dashboard.setsLast7Days == [.chest: 2])
            #expect(dashboard.setsLast30Days == [.chest: 2, .legs: 2])
            #expect(dashboard.recentRecords.map(\.record.kind) == [.heaviestWeight, .bestE1RM, .bestSetVolume, .bestSessionVolume])
            #expect(dashboard.recentRecords.allSatisfy { $0.record.exerciseName == "Bench Press" && $0.date == LocalDate("2026-11-17") })
            #expect(dashboard.streaks == TrainingStreaks(currentWeeks: 1, longestWeeks: 1, currentDays: 2, longestDays: 2, weeklyTarget: 1))
        }
    }
}
