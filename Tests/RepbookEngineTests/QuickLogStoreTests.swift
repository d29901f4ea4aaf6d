import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

/// The quick lift log in the store, on both engines: lines are done sets of one quick-log workout per user and day,
/// merged by day in the log, corrected and deleted as one intent that rewrites the session summaries, and only the
/// user's own lines are found.
@Suite("Quick lift log in the store")
struct QuickLogStoreTests {
    @Test("Quick entries are done sets of the day's one quick-log workout, finished at once, and merge by day", arguments: Engine.allCases)
    func logAndMerge(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let ana = try await fixture.user("ana")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            try await fixture.quickLog(bench, of: ana, on: "2026-11-20", 100, 5, sets: 3)
            try await fixture.quickLog(bench, of: ana, on: "2026-11-20", 100, 5, sets: 2)
            #expect(try await fixture.days(bench, of: ana).map(\.entries) == [[LiftLog.Entry(weight: 100, unit: .kilograms, reps: 5, sets: 5)]])
            #expect(try await fixture.store.loggedSets(userID: ana.id, exerciseID: bench.id).count == 5)

            let workouts = try await fixture.history(of: ana)
            #expect(workouts.count == 1)
            let workout = try #require(workouts.first)
            #expect(workout.name == "Quick log" && workout.source == .quickLog && workout.date == LocalDate("2026-11-20"))
            #expect(workout.startedAt == HistoryFixture.noon("2026-11-20") && workout.endedAt == workout.startedAt)
            #expect(workout.exercises.map(\.exerciseID) == [bench.id])
            #expect(workout.exercises[0].sets.map(\.position) == Array(0..<5))
            #expect(workout.allSets.allSatisfy { $0.isDone && $0.values == SetValues(weight: Weight(100, .kilograms), reps: 5) })
            try await SessionSummaryCheck.expectMatchesRawSets(fixture.store, userID: ana.id)

            // A second exercise on that day joins the same workout after the first.
            let squat = try await fixture.exercise("Back Squat", of: ana)
            try await fixture.quickLog(squat, of: ana, on: "2026-11-20", nil, 12)
            #expect(try await fixture.history(of: ana).map { $0.exercises.map(\.exerciseID) } == [[bench.id, squat.id]])
            try await SessionSummaryCheck.expectMatchesRawSets(fixture.store, userID: ana.id)
        }
    }

    @Test("An exercise with history sorts as recently performed, has a last-performed time and is archived instead of deleted",
          arguments: Engine.allCases)
    func historyMatters(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let ana = try await fixture.user("ana")
            let squat = try await fixture.exercise("Front Squat", of: ana)
            let bench = try await fixture.exercise("Bench Press", of: ana)
            #expect(squat.lastPerformedAt == nil)
            #expect(try await fixture.store.exerciseHasHistory(id: squat.id, userID: ana.id) == false)
            try await fixture.quickLog(squat, of: ana, on: "2026-11-19", 80, 5)
            try await fixture.workout("Push", on: "2026-11-18", of: ana, [(bench, [(100, 5)])])

            let recent = try await fixture.store.exercises(userID: ana.id, query: ExerciseQuery(sort: .recent))
            #expect(recent.prefix(2).map(\.id) == [squat.id, bench.id])
            #expect(recent.first?.lastPerformedAt == HistoryFixture.noon("2026-11-19"))
            #expect(try await fixture.store.exercise(id: bench.id, userID: ana.id)?.lastPerformedAt == HistoryFixture.noon("2026-11-18") + 6 * 3600)
            #expect(try await fixture.store.exerciseHasHistory(id: squat.id, userID: ana.id))
            let ben = try await fixture.user("ben")
            #expect(try await fixture.store.exerciseHasHistory(id: squat.id, userID: ben.id) == false, "another user's exercise has none for them")

            #expect(try await fixture.services.exercises.delete(squat.id, of: ana) == .archived)
            #expect(try await fixture.services.exercises.exercise(squat.id, of: ana).isArchived)
            #expect(try await fixture.days(squat, of: ana).count == 1)
            let unused = try await fixture.exercise("Deadlift", of: ana)
            #expect(try await fixture.services.exercises.delete(unused.id, of: ana) == .deleted)
        }
    }

    @Test("Another user's exercise is not found and nothing is written", arguments: Engine.allCases)
    func isolation(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let ana = try await fixture.user("ana")
            let ben = try await fixture.user("ben")
            let deadlift = try await fixture.exercise("Deadlift", of: ana)
            await #expect(throws: DomainError.notFound(EnglishMessages.keyed("No exercise with id \(deadlift.id)."))) {
                try await fixture.quickLog(deadlift, of: ben, on: "2026-11-20", 100, 5)
            }
            await #expect(throws: DomainError.notFound(LocalizedText("error.no_exercise_with_id", ["exerciseID": "999999"]))) {
                try await fixture.store.appendQuickLog(
                    userID: ana.id, exerciseID: 999_999, date: LocalDate("2026-11-20")!, startedAt: Date(), weight: nil, reps: 5, count: 1,
                    now: Date())
            }
            #expect(try await fixture.workouts(on: "2026-11-20", of: ben) == 0)
            #expect(try await fixture.workouts(on: "2026-11-20", of: ana) == 0)
            try await fixture.quickLog(deadlift, of: ana, on: "2026-11-20", 100, 5)
            #expect(try await fixture.store.loggedSets(userID: ben.id, exerciseID: deadlift.id).isEmpty)
            #expect(try await fixture.store.quickLogLines(
                userID: ben.id, exerciseID: deadlift.id, from: LocalDate("2026-11-01")!, through: LocalDate("2026-11-30")!).isEmpty)
        }
    }

    @Test("Appends of one day at once (two servers' worth) make one quick-log workout, one entry and every set in its own place",
          arguments: Engine.allCases)
    func concurrentAppends(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let ana = try await fixture.user("ana")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let days = (1...6).map { String(format: "2026-10-%02d", $0) }
            for day in days {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for _ in 0..<4 { group.addTask { try await fixture.quickLog(bench, of: ana, on: day, 100, 5, sets: 2) } }
                    try await group.waitForAll()
                }
            }
            let workouts = try await fixture.history(of: ana)
            #expect(workouts.count == days.count)
            for workout in workouts {
                #expect(workout.exercises.count == 1, "one entry of the exercise on \(workout.date)")
                #expect(workout.exercises.first?.sets.map(\.position) == Array(0..<8), "every set in its own place on \(workout.date)")
            }
            try await SessionSummaryCheck.expectMatchesRawSets(fixture.store, userID: ana.id)
        }
    }

    @Test("A change replaces the line's sets, a new date moves it, a delete empties the day; summaries follow each",
          arguments: Engine.allCases)
    func changeMoveDelete(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let store = fixture.store
            let ana = try await fixture.user("ana")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let squat = try await fixture.exercise("Back Squat", of: ana)
            // A workout and a quick-log line on the same day: only the quick-log line is a line.
            try await fixture.workout("Push", on: "2026-11-02", of: ana, [(bench, [(100, 5), (100, 5)])])
            try await fixture.quickLog(bench, of: ana, on: "2026-11-02", 100, 5, sets: 2)
            try await fixture.quickLog(bench, of: ana, on: "2026-11-02", 90, 8)
            try await fixture.quickLog(squat, of: ana, on: "2026-11-03", 140, 3)
            try await SessionSummaryCheck.expectMatchesRawSets(store, userID: ana.id)

            let day = LocalDate("2026-11-02")!
            let lines = try await store.quickLogLines(userID: ana.id, exerciseID: bench.id, from: day, through: day)
            #expect(lines.map { "\($0.weight!.value)x\($0.reps!)x\($0.sets)" } == ["100.0x5x2", "90.0x8x1"])
            // The merged day still shows 100 x 5 x 4 (two from the workout, two quick-logged).
            #expect(try await fixture.days(bench, of: ana).first?.entries.first?.sets == 4)
            let heavy = lines[0]
            // Any set of the line names it.
            #expect(try await store.quickLogLine(heavy.id + 1, userID: ana.id, exerciseID: bench.id) == heavy)

            // Change: 100 x 5 x 2 becomes 105 x 4 x 3.
            let start = HistoryFixture.noon("2026-11-06")
            try await store.replaceQuickLogLine(
                heavy.id, userID: ana.id, exerciseID: bench.id,
                with: QuickLogEntry(date: day, weight: Weight(105, .kilograms), reps: 4, sets: 3), startedAt: start, now: start)
            try await SessionSummaryCheck.expectMatchesRawSets(store, userID: ana.id)
            let changed = try await store.quickLogLines(userID: ana.id, exerciseID: bench.id, from: day, through: day)
            #expect(changed.map { "\($0.weight!.value)x\($0.reps!)x\($0.sets)" } == ["105.0x4x3", "90.0x8x1"])
            // The old id is gone.
            await #expect(throws: DomainError.notFound(EnglishMessages.keyed("No quick-log line \(heavy.id) of this exercise."))) {
                try await store.replaceQuickLogLine(heavy.id, userID: ana.id, exerciseID: bench.id, with: nil, startedAt: start, now: start)
            }

            // Move: the 90 x 8 line to the 4th, a day without a workout; the 2nd keeps its quick-log workout for the other line.
            let fourth = LocalDate("2026-11-04")!
            try await store.replaceQuickLogLine(
                changed[1].id, userID: ana.id, exerciseID: bench.id,
                with: QuickLogEntry(date: fourth, weight: Weight(90, .kilograms), reps: 8, sets: 1), startedAt: start, now: start)
            try await SessionSummaryCheck.expectMatchesRawSets(store, userID: ana.id)
            #expect(try await fixture.workouts(on: "2026-11-04", of: ana) == 1)
            #expect(try await fixture.workouts(on: "2026-11-02", of: ana) == 2)
            let moved = try #require(try await store.quickLogLines(userID: ana.id, exerciseID: bench.id, from: fourth, through: fourth).first)

            // Delete: the 4th's only line; its quick-log workout goes with its summaries.
            try await store.replaceQuickLogLine(moved.id, userID: ana.id, exerciseID: bench.id, with: nil, startedAt: start, now: start)
            try await SessionSummaryCheck.expectMatchesRawSets(store, userID: ana.id)
            #expect(try await fixture.workouts(on: "2026-11-04", of: ana) == 0)
            // Deleting the 2nd's last quick-log line keeps the finished workout of that day.
            try await store.replaceQuickLogLine(changed[0].id, userID: ana.id, exerciseID: bench.id, with: nil, startedAt: start, now: start)
            try await SessionSummaryCheck.expectMatchesRawSets(store, userID: ana.id)
            #expect(try await fixture.workouts(on: "2026-11-02", of: ana) == 1)
            #expect(try await fixture.days(bench, of: ana).map(\.entries) == [[LiftLog.Entry(weight: 100, unit: .kilograms, reps: 5, sets: 2)]])
            // The squat line of the 3rd is untouched.
            #expect(try await fixture.days(squat, of: ana).count == 1)
        }
    }

    @Test("Another user's line, a workout's set and another exercise's line are not found and change nothing", arguments: Engine.allCases)
    func refusals(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let store = fixture.store
            let ana = try await fixture.user("ana")
            let ben = try await fixture.user("ben")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let squat = try await fixture.exercise("Back Squat", of: ana)
            let bensBench = try await fixture.exercise("Bench Press", of: ben)
            let workout = try await fixture.workout("Push", on: "2026-11-02", of: ana, [(bench, [(100, 5)])])
            try await fixture.quickLog(bench, of: ana, on: "2026-11-05", 100, 5, sets: 2)
            let day = LocalDate("2026-11-05")!
            let line = try #require(try await store.quickLogLines(userID: ana.id, exerciseID: bench.id, from: day, through: day).first)
            let before = try await fixture.days(bench, of: ana)
            let entry = QuickLogEntry(date: day, weight: Weight(1, .kilograms), reps: 1, sets: 1)
            func replace(_ id: Int64, user: User, exercise: Exercise, with entry: QuickLogEntry?) async throws {
                try await store.replaceQuickLogLine(id, userID: user.id, exerciseID: exercise.id, with: entry, startedAt: Date(), now: Date())
            }

            // Ben, with his own exercise or Ana's: not found.
            let notFound = DomainError.notFound(EnglishMessages.keyed("No quick-log line \(line.id) of this exercise."))
            await #expect(throws: notFound) { try await replace(line.id, user: ben, exercise: bensBench, with: entry) }
            await #expect(throws: notFound) { try await replace(line.id, user: ben, exercise: bench, with: nil) }
            #expect(try await store.quickLogLine(line.id, userID: ben.id, exerciseID: bensBench.id) == nil)
            #expect(try await store.quickLogLine(line.id, userID: ben.id, exerciseID: bench.id) == nil)
            // Ana, through another exercise, or naming a set of a finished workout.
            await #expect(throws: notFound) { try await replace(line.id, user: ana, exercise: squat, with: nil) }
            let workoutSet = try #require(workout.exercises.first?.sets.first?.id)
            await #expect(throws: DomainError.notFound(EnglishMessages.keyed("No quick-log line \(workoutSet) of this exercise."))) {
                try await replace(workoutSet, user: ana, exercise: bench, with: nil)
            }
            #expect(try await store.quickLogLine(workoutSet, userID: ana.id, exerciseID: bench.id) == nil)
            // A change the log cannot hold names its field and changes nothing.
            await #expect(throws: DomainError.self) {
                try await replace(
                    line.id, user: ana, exercise: bench, with: QuickLogEntry(date: day, weight: Weight(100, .kilograms), reps: 5000, sets: 1))
            }
            #expect(try await fixture.days(bench, of: ana) == before)
            #expect(try await store.quickLogLine(line.id, userID: ana.id, exerciseID: bench.id) == line)
        }
    }
}
