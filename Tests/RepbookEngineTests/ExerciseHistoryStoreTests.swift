import Foundation
import RepbookCore
import Testing

/// The exercise page reads an exercise's log once (`LiftLogService.wholeHistory`); its lift log and progress must equal
/// what the two reads it replaced answer (`LiftLogService.history` over `loggedSets`, `AnalyticsService.progress`).
@Suite("Exercise history read once")
struct ExerciseHistoryStoreTests {
    typealias Fixture = TrainingFixture
    typealias Line = TrainingFixture.Line

    /// The exercise's whole history.
    private func whole(_ exercise: Exercise, of user: User, fixture: Fixture) async throws -> ExerciseHistory {
        try await fixture.liftLog.wholeHistory(of: exercise, for: user)
    }

    /// Asserts that `wholeHistory` answers what the separate reads answer, for `exercise` of `user`, read twice.
    private func expectSameAnswers(_ exercise: Exercise, of user: User, fixture: Fixture) async throws {
        for _ in 0..<2 { try await expectSameAnswers(try await whole(exercise, of: user, fixture: fixture), exercise, of: user, fixture: fixture) }
    }

    private func expectSameAnswers(_ history: ExerciseHistory, _ exercise: Exercise, of user: User, fixture: Fixture) async throws {
        let analytics = AnalyticsService(store: fixture.store, now: { fixture.clock.now })
        let settings = try await fixture.store.settings(userID: user.id)
        for unit in [WeightUnit.kilograms, .pounds] {
            let expected = try await fixture.liftLog.history(exercise: exercise.id, of: user, unit: unit)
            #expect(history.days(unit: unit) == expected)
            #expect(history.dates == expected.map(\.date))
            #expect(history.days(on: Set(history.dates), unit: unit) == expected)
            // Any choice of days answers those days as the whole log has them.
            let some = Set(expected.enumerated().filter { $0.offset % 2 == 0 }.map(\.element.date))
            #expect(history.days(on: some, unit: unit) == expected.filter { some.contains($0.date) })
        }
        let expected = try await analytics.progress(of: exercise.id, for: user).1
        let actual = history.progress(formula: settings.oneRepMaxFormula)
        #expect(actual.sessions == expected.sessions)
        #expect(actual.heaviest == expected.heaviest)
        #expect(actual.bestOneRepMax == expected.bestOneRepMax)
        #expect(actual.bestSetVolume == expected.bestSetVolume)
        #expect(actual.bestSessionVolume == expected.bestSessionVolume)
        #expect(actual.repsAtWeight == expected.repsAtWeight)
        #expect(actual.events == expected.events)
        #expect(actual.repRanges.map(\.sets) == expected.repRanges.map(\.sets))
        #expect(actual.weeks == expected.weeks)
    }
    @Test("Finished workouts, quick logs, warm-ups, pounds and the workout in progress: the same days and progress", arguments: Engine.allCases)
    func sameAnswersAsTheTwoReads(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await TrainingFixture.open(database)
            let ana = try await fixture.user("ana")
            let ben = try await fixture.user("ben")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let pullUp = try await fixture.exercise("Pull-Up", of: ana)
            let squat = try await fixture.exercise("Back Squat", of: ana)
            let now = Date(timeIntervalSince1970: 1_795_000_000)
            try await fixture.store.saveBodyWeight(
                BodyWeightEntry(date: LocalDate("2026-10-01")!, weight: Weight(80, .kilograms)), userID: ana.id, now: now)
            try await fixture.store.saveBodyWeight(
                BodyWeightEntry(date: LocalDate("2026-11-03")!, weight: Weight(180, .pounds)), userID: ana.id, now: now)

            try await fixture.log([
                Line(exercise: bench, weight: "60", reps: "10", kind: "warmup"),
                Line(exercise: bench, weight: "100", reps: "5"),
                Line(exercise: squat, weight: "140", reps: "5"),
                Line(exercise: bench, weight: "225lb", reps: "3"),
                Line(exercise: pullUp, weight: nil, reps: "8"),
                Line(exercise: bench, weight: "120", reps: "5", done: false),
            ], at: "2026-10-05T18:00:00Z", user: ana)
            try await fixture.log([
                Line(exercise: bench, weight: "102.5", reps: "5"), Line(exercise: bench, weight: "102.5", reps: "5"),
                Line(exercise: bench, weight: "80", reps: "15", kind: "drop"), Line(exercise: pullUp, weight: nil, reps: "10"),
            ], at: "2026-11-04T07:00:00Z", user: ana)
            // A second workout on the same day, and a quick-log line on it and on a day without a workout.
            try await fixture.log([Line(exercise: bench, weight: "105", reps: "3")], at: "2026-11-04T18:00:00Z", user: ana)
            fixture.clock.now = ISO8601DateFormatter().date(from: "2026-11-06T12:00:00Z")!
            try await fixture.liftLog.log(QuickLogInput(date: "2026-11-04", weight: "100", reps: "5", sets: "2"), exercise: bench.id, of: ana)
            try await fixture.liftLog.log(QuickLogInput(date: "2026-11-05", weight: "230lb", reps: "2"), exercise: bench.id, of: ana)
            // In progress: its done sets are in the lift log but not in the progress; undone ones in neither.
            fixture.clock.now = ISO8601DateFormatter().date(from: "2026-11-07T18:00:00Z")!
            var active = try await fixture.workouts.start(.empty(name: nil), for: ana)
            active = try await fixture.workouts.addExercise(bench.id, to: active.id, of: ana)
            let entry = try #require(active.exercises.last)
            let first = try #require(entry.sets.first)
            let second = try await fixture.workouts.addSet(to: entry.id, in: active.id, of: ana).set
            _ = try await fixture.workouts.updateSet(
                first.id, in: active.id, input: SetInput(weight: "110", reps: "2", kind: "normal", done: true), of: ana)
            _ = try await fixture.workouts.updateSet(
                second.id, in: active.id, input: SetInput(weight: "115", reps: "1", kind: "normal", done: false), of: ana)

            let history = try await whole(bench, of: ana, fixture: fixture)
            #expect(history.inProgress.count == 1)
            #expect(history.bodyWeight.isEmpty, "a barbell exercise's estimates never read body weights")
            #expect(try await whole(pullUp, of: ana, fixture: fixture).bodyWeight.isEmpty == false)
            for exercise in [bench, pullUp, squat] {
                try await expectSameAnswers(exercise, of: ana, fixture: fixture)
            }
            let bensBench = try await fixture.exercise("Bench Press", of: ben)
            try await expectSameAnswers(bensBench, of: ben, fixture: fixture)
            #expect(try await whole(bensBench, of: ben, fixture: fixture).finished.isEmpty)
        }
    }

    @Test("The page reads only the days it lists and shows what the whole log shows, newest and older pages alike", arguments: Engine.allCases)
    func pageReadsItsDays(engine: Engine) async throws {
        // The pages are compared with each other, not with text: a localizer without catalogs writes keys.
        let keys = Localizer(language: "en", entries: [:])
        try await TestDatabase.with(engine) { database in
            let fixture = try await TrainingFixture.open(database)
            let store = fixture.store
            let user = try await fixture.userWithGeneratedYear()
            let settings = try await store.settings(userID: user.id)
            let library = try await fixture.services.exercises.list(for: user, query: ExerciseQuery(includeArchived: true))
            var checked = 0
            for exercise in library {
                let whole = try await fixture.liftLog.wholeHistory(of: exercise, for: user)
                guard whole.dates.count > ExercisePage.historyDaysShown else { continue }
                let today = whole.dates[0]
                var before: LocalDate?
                repeat {
                    let paged = try await fixture.liftLog.pageHistory(of: exercise, for: user, listedBefore: before)
                    #expect(paged.finished.count < whole.finished.count, "\(exercise.name) read only its listed days")
                    let fromWhole = ExercisePage.make(
                        exercise: exercise, history: whole, today: today, settings: settings, listedBefore: before, localizer: keys)
                    let fromPage = ExercisePage.make(
                        exercise: exercise, history: paged, today: today, settings: settings, listedBefore: before, localizer: keys)
                    #expect(
                        fromPage.days == fromWhole.days && fromPage.olderDays == fromWhole.olderDays,
                        "\(exercise.name) before \(before?.description ?? "-")")
                    #expect(fromPage.logWeight == fromWhole.logWeight && fromPage.logReps == fromWhole.logReps)
                    before = ExercisePage.listed(in: whole.dates, before: before).last
                    checked += 1
                } while fromWholeHasOlder(whole, before: before)
            }
            #expect(checked > 3)
        }
    }

    private func fromWholeHasOlder(_ history: ExerciseHistory, before: LocalDate?) -> Bool {
        guard let before else { return false }
        return history.dates.contains { $0 < before }
    }

    @Test("A workout in progress without the exercise, and an exercise never performed", arguments: Engine.allCases)
    func emptyCases(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await TrainingFixture.open(database)
            let ana = try await fixture.user("ana")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let deadlift = try await fixture.exercise("Deadlift", of: ana)
            try await expectSameAnswers(deadlift, of: ana, fixture: fixture)
            fixture.clock.now = ISO8601DateFormatter().date(from: "2026-11-07T18:00:00Z")!
            var active = try await fixture.workouts.start(.empty(name: nil), for: ana)
            active = try await fixture.workouts.addExercise(bench.id, to: active.id, of: ana)
            let set = try #require(active.exercises.last?.sets.first)
            _ = try await fixture.workouts.updateSet(
                set.id, in: active.id, input: SetInput(weight: "100", reps: "5", kind: "normal", done: true), of: ana)
            let history = try await whole(deadlift, of: ana, fixture: fixture)
            #expect(history.finished.isEmpty && history.inProgress.isEmpty)
            #expect(history.days(unit: .kilograms).isEmpty)
            try await expectSameAnswers(deadlift, of: ana, fixture: fixture)
            try await expectSameAnswers(bench, of: ana, fixture: fixture)
        }
    }

    @Test("Every change shows: an old day logged or deleted, a recent day, another exercise", arguments: Engine.allCases)
    func keptOlderHistoryFollowsChanges(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await TrainingFixture.open(database)
            let ana = try await fixture.user("ana")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let squat = try await fixture.exercise("Back Squat", of: ana)
            let old = try await fixture.log(
                [Line(exercise: bench, weight: "90", reps: "5"), Line(exercise: squat, weight: "120", reps: "5")],
                at: "2026-08-03T18:00:00Z", user: ana)
            try await fixture.log([Line(exercise: bench, weight: "95", reps: "5")], at: "2026-09-14T18:00:00Z", user: ana)
            fixture.clock.now = ISO8601DateFormatter().date(from: "2026-11-20T12:00:00Z")!
            try await fixture.liftLog.log(QuickLogInput(date: "2026-11-18", weight: "100", reps: "5"), exercise: bench.id, of: ana)
            try await expectSameAnswers(bench, of: ana, fixture: fixture)
            #expect(try await whole(bench, of: ana, fixture: fixture).finished.count == 3)

            // Older than the recent days: a new old day, then a deleted old workout.
            try await fixture.liftLog.log(QuickLogInput(date: "2026-08-20", weight: "92.5", reps: "5", sets: "2"), exercise: bench.id, of: ana)
            try await expectSameAnswers(bench, of: ana, fixture: fixture)
            #expect(try await whole(bench, of: ana, fixture: fixture).finished.count == 5)
            try await fixture.workouts.delete(old.id, of: ana)
            try await expectSameAnswers(bench, of: ana, fixture: fixture)
            #expect(try await whole(bench, of: ana, fixture: fixture).finished.count == 4)
            // Inside the recent days, and another exercise's page in between.
            try await expectSameAnswers(squat, of: ana, fixture: fixture)
            try await fixture.liftLog.log(QuickLogInput(date: "2026-11-20", weight: "102.5", reps: "3"), exercise: bench.id, of: ana)
            try await expectSameAnswers(bench, of: ana, fixture: fixture)
            #expect(try await whole(bench, of: ana, fixture: fixture).finished.count == 5)
        }
    }
}
