import Foundation
import GRDB
import RepbookCore
@testable import RepbookStore
import Testing

/// Correcting and deleting a quick-log line: one transaction that replaces the line's sets and rewrites the session
/// summaries, so the read models stay equal to a fold of the raw sets; only the user's own quick-log lines are found.
@Suite("Quick-log lines can be corrected and deleted")
struct QuickLogLineStoreTests {
    typealias Fixture = TrainingStoreTests.Fixture
    typealias Line = AnalyticsStoreTests.Line

    /// The number of the user's workouts on `date`.
    static func workouts(on date: String, userID: Int64, store: SQLiteStore) async throws -> Int {
        try await store.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM workout WHERE user_id = ? AND local_date = ?", arguments: [userID, date]) ?? 0
        }
    }

    @Test("A change replaces the line's sets, a new date moves it, a delete empties the day; summaries follow each")
    func changeMoveDelete() async throws {
        let fixture = try Fixture(store: try SQLiteStore.open(dataDirectory: try temporaryDirectory()))
        let store = fixture.store
        let ana = try await fixture.user("ana")
        let bench = try await fixture.exercise("Bench Press", of: ana)
        let squat = try await fixture.exercise("Back Squat", of: ana)
        // A workout and a quick-log line on the same day: only the quick-log line is a line.
        _ = try await AnalyticsStoreTests.log(
            [Line(exercise: bench, weight: "100", reps: "5"), Line(exercise: bench, weight: "100", reps: "5")],
            at: "2026-11-02T18:00:00Z", fixture: fixture, user: ana)
        fixture.clock.now = ISO8601DateFormatter().date(from: "2026-11-06T12:00:00Z")!
        try await fixture.liftLog.log(QuickLogInput(date: "2026-11-02", weight: "100", reps: "5", sets: "2"), exercise: bench.id, of: ana)
        try await fixture.liftLog.log(QuickLogInput(date: "2026-11-02", weight: "90", reps: "8", sets: "1"), exercise: bench.id, of: ana)
        try await fixture.liftLog.log(QuickLogInput(date: "2026-11-03", weight: "140", reps: "3"), exercise: squat.id, of: ana)
        try await ExerciseSessionReadModelTests.expectReadModelsMatch(store, userID: ana.id)

        let day = LocalDate("2026-11-02")!
        let lines = try await store.quickLogLines(userID: ana.id, exerciseID: bench.id, from: day, through: day)
        #expect(lines.map { "\($0.weight!.value)x\($0.reps!)x\($0.sets)" } == ["100.0x5x2", "90.0x8x1"])
        // The merged day still shows 100 x 5 x 4 (two from the workout, two quick-logged).
        #expect(try await fixture.liftLog.history(exercise: bench.id, of: ana).first?.entries.first?.sets == 4)
        let heavy = lines[0]
        // Any set of the line names it.
        #expect(try await store.quickLogLine(heavy.id + 1, userID: ana.id, exerciseID: bench.id)?.id == heavy.id)

        // Change: 100 x 5 x 2 becomes 105 x 4 x 3.
        try await fixture.liftLog.change(line: heavy.id, to: QuickLogInput(date: "2026-11-02", weight: "105", reps: "4", sets: "3"), exercise: bench.id, of: ana)
        try await ExerciseSessionReadModelTests.expectReadModelsMatch(store, userID: ana.id)
        let changed = try await store.quickLogLines(userID: ana.id, exerciseID: bench.id, from: day, through: day)
        #expect(changed.map { "\($0.weight!.value)x\($0.reps!)x\($0.sets)" } == ["105.0x4x3", "90.0x8x1"])
        #expect(try await store.exerciseSessions(userID: ana.id, exerciseIDs: [bench.id], before: nil).contains { $0.epley.heaviest?.value == 105 })
        // The old id is gone.
        await #expect(throws: DomainError.notFound("No quick-log line \(heavy.id) of this exercise.")) {
            try await fixture.liftLog.delete(line: heavy.id, exercise: bench.id, of: ana)
        }

        // Move: the 90 x 8 line to the 4th, a day without a workout; the 2nd keeps its quick-log workout for the other line.
        try await fixture.liftLog.change(line: changed[1].id, to: QuickLogInput(date: "2026-11-04", weight: "90", reps: "8"), exercise: bench.id, of: ana)
        try await ExerciseSessionReadModelTests.expectReadModelsMatch(store, userID: ana.id)
        #expect(try await Self.workouts(on: "2026-11-04", userID: ana.id, store: store) == 1)
        let moved = try #require(try await store.quickLogLines(userID: ana.id, exerciseID: bench.id, from: LocalDate("2026-11-04")!, through: LocalDate("2026-11-04")!).first)

        // Delete: the 4th's only line; its quick-log workout goes with its summaries.
        try await fixture.liftLog.delete(line: moved.id, exercise: bench.id, of: ana)
        try await ExerciseSessionReadModelTests.expectReadModelsMatch(store, userID: ana.id)
        #expect(try await Self.workouts(on: "2026-11-04", userID: ana.id, store: store) == 0)
        // Deleting the 2nd's last quick-log line keeps the finished workout of that day.
        try await fixture.liftLog.delete(line: changed[0].id, exercise: bench.id, of: ana)
        try await ExerciseSessionReadModelTests.expectReadModelsMatch(store, userID: ana.id)
        #expect(try await Self.workouts(on: "2026-11-02", userID: ana.id, store: store) == 1)
        #expect(try await fixture.liftLog.history(exercise: bench.id, of: ana).map(\.entries) == [[LiftLog.Entry(weight: 100, unit: .kilograms, reps: 5, sets: 2)]])
        // The squat line of the 3rd is untouched.
        #expect(try await fixture.liftLog.history(exercise: squat.id, of: ana).count == 1)
    }

    @Test("Another user's line, a workout's set, another exercise's line and bad input are refused and change nothing")
    func refusals() async throws {
        let fixture = try Fixture()
        let store = fixture.store
        let ana = try await fixture.user("ana")
        let ben = try await fixture.user("ben")
        let bench = try await fixture.exercise("Bench Press", of: ana)
        let squat = try await fixture.exercise("Back Squat", of: ana)
        let bensBench = try await fixture.exercise("Bench Press", of: ben)
        let workout = try await AnalyticsStoreTests.log([Line(exercise: bench, weight: "100", reps: "5")], at: "2026-11-02T18:00:00Z", fixture: fixture, user: ana)
        fixture.clock.now = ISO8601DateFormatter().date(from: "2026-11-06T12:00:00Z")!
        try await fixture.liftLog.log(QuickLogInput(date: "2026-11-05", weight: "100", reps: "5", sets: "2"), exercise: bench.id, of: ana)
        let line = try #require(try await store.quickLogLines(userID: ana.id, exerciseID: bench.id, from: LocalDate("2026-11-05")!, through: LocalDate("2026-11-05")!).first)
        let before = try await fixture.liftLog.history(exercise: bench.id, of: ana)
        let notFound = DomainError.notFound("No quick-log line \(line.id) of this exercise.")

        // Ben, with his own exercise or Ana's: not found.
        await #expect(throws: notFound) {
            try await fixture.liftLog.change(line: line.id, to: QuickLogInput(weight: "1", reps: "1"), exercise: bensBench.id, of: ben)
        }
        await #expect(throws: notFound) { try await fixture.liftLog.delete(line: line.id, exercise: bensBench.id, of: ben) }
        await #expect(throws: DomainError.notFound("No exercise with id \(bench.id).")) {
            try await fixture.liftLog.delete(line: line.id, exercise: bench.id, of: ben)
        }
        #expect(try await store.quickLogLine(line.id, userID: ben.id, exerciseID: bensBench.id) == nil)
        // Ana, through another exercise, or naming a set of a finished workout.
        await #expect(throws: notFound) { try await fixture.liftLog.delete(line: line.id, exercise: squat.id, of: ana) }
        let workoutSet = try #require(workout.exercises.first?.sets.first?.id)
        await #expect(throws: DomainError.notFound("No quick-log line \(workoutSet) of this exercise.")) {
            try await fixture.liftLog.delete(line: workoutSet, exercise: bench.id, of: ana)
        }
        // Bad input names its field.
        await #expect(throws: DomainError.invalid(field: "reps", message: "Reps must be a whole number from 1 to 1000.")) {
            try await fixture.liftLog.change(line: line.id, to: QuickLogInput(weight: "100", reps: "lots"), exercise: bench.id, of: ana)
        }
        await #expect(throws: DomainError.invalid(field: "sets", message: "Sets must be a whole number from 1 to 50.")) {
            try await fixture.liftLog.change(line: line.id, to: QuickLogInput(weight: "100", reps: "5", sets: "99"), exercise: bench.id, of: ana)
        }
        #expect(try await fixture.liftLog.history(exercise: bench.id, of: ana) == before)
    }
}
