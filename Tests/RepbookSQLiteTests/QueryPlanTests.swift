import Foundation
import GRDB
import RepbookCore
@testable import RepbookSQLite
import Testing

/// The hot pages' queries, recorded as the real services run them over a year of demo history, are each answered
/// from an index: `EXPLAIN QUERY PLAN` never shows a full scan of a table that grows with the log.
@Suite("Query plans of the hot pages")
struct QueryPlanTests {
    /// The tables that grow with a lifter's history.
    static let largeTables: Set<String> = [
        "workout", "workout_exercise", "workout_set", "body_weight", "exercise_session", "exercise_session_reps", "exercise_session_load",
        "body_measurement", "journal_day", "journal_day_tag",
    ]

    @Test("Home, library, exercise page, calendar, history, dashboard, body weight, the live workout and logging a set use indexes")
    func hotQueriesUseIndexes() async throws {
        let store = try SQLiteStore.inMemory()
        let user = try await userWithGeneratedYear(in: store)
        let services = Services(store: store)
        let library = try await services.exercises.list(for: user, query: ExerciseQuery(includeArchived: true))
        _ = try await BodyWeightService(store: store, now: { Date() }).save(BodyWeightInput(date: "2026-11-20", weight: "80"), for: user)

        let log = StatementLog()
        try await store.writer.write { db in db.trace { log.record($0) } }
        try await runHotPages(store: store, services: services, user: user, library: library)
        try await store.writer.write { db in db.trace(nil) }

        let statements = log.statements.filter { Self.isPlannable($0.key) }
        #expect(statements.count > 20, "the hot pages ran \(statements.count) distinct statements")
        for (sql, executed) in statements.sorted(by: { $0.key < $1.key }) {
            let plan = try await store.writer.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + executed).map { $0["detail"] as String }
            }
            let fullScans = plan.filter { Self.largeTables.contains(Self.scannedTable($0) ?? "") }
            #expect(fullScans.isEmpty, "\(sql)\n\(plan.joined(separator: "\n"))")
        }
    }

    @Test("The check sees a full scan of a large table, and not an indexed search")
    func detectsFullScans() async throws {
        let store = try SQLiteStore.inMemory()
        func scanned(_ sql: String) async throws -> [String] {
            try await store.writer.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql).compactMap { Self.scannedTable($0["detail"]) }
            }
        }
        #expect(try await scanned("SELECT id FROM workout_set WHERE reps = 5") == ["workout_set"])
        #expect(try await scanned("SELECT id FROM workout WHERE user_id = 1 AND local_date = '2026-11-21'").isEmpty)
    }

    /// Calls the services each hot page and API route calls, in the order a lifter would reach them.
    private func runHotPages(store: SQLiteStore, services: Services, user: User, library: [Exercise]) async throws {
        let now: Clock = { Date() }
        let workouts = WorkoutService(store: store, now: now)
        let analytics = AnalyticsService(store: store, now: now)
        let liftLog = LiftLogService(store: store, now: now)
        let squat = try #require(library.first { $0.name == "Back Squat" })
        // Home and the library.
        _ = try await workouts.active(for: user)
        _ = try await SplitService(store: store, now: now).plan(for: user)
        _ = try await TemplateService(store: store, now: now).list(for: user)
        _ = try await services.exercises.list(for: user, query: ExerciseQuery())
        _ = try await services.exercises.list(for: user, query: ExerciseQuery(search: "squat", sort: .recent))
        _ = try await liftLog.lastDays(for: user)
        // The exercise page, the calendar, all history and the dashboard.
        _ = try await analytics.progress(of: squat.id, for: user)
        _ = try await liftLog.wholeHistory(of: squat, for: user)
        if let pullUp = library.first(where: { $0.name == "Pull-Up" }) { _ = try await analytics.progress(of: pullUp.id, for: user) }
        _ = try await liftLog.history(exercise: squat.id, of: user)
        _ = try await analytics.calendar(nil, for: user)
        let newest = try await workouts.history(for: user, limit: 30)
        let finished = try await workouts.history(for: user, limit: 31, before: newest.last?.id)
        _ = try await workouts.summary(of: try #require(finished.first), user: user)
        _ = try await analytics.dashboard(for: user)
        _ = try await BodyWeightService(store: store, now: now).entries(for: user)
        // Body measurements (a day's form, the list, one measurement) and the journal-tag card.
        let measurements = BodyMeasurementService(store: store, now: now)
        _ = try await measurements.save(BodyMeasurementDayInput(values: [("waist", "80"), ("neck", "38")]), for: user)
        _ = try await measurements.check(BodyMeasurementDayInput(values: [("waist", "81")]), for: user)
        _ = try await measurements.summary(for: user, day: try await measurements.today(for: user))
        _ = try await measurements.summary(for: user)
        _ = try await measurements.history("waist", for: user)
        try await measurements.delete("neck", on: try await measurements.today(for: user), for: user)
        _ = try await TagEffectService(store: store, now: now).report(for: user)
        // The live workout: repeat the last one, read it, log a set and mark it done.
        let workout = try await workouts.start(.repeatWorkout(try #require(finished.first).id), for: user)
        _ = try await workouts.active(for: user)
        _ = try await workouts.previous(for: workout, user: user)
        let entry = try #require(workout.exercises.first)
        let added = try await workouts.addSet(to: entry.id, in: workout.id, input: SetInput(weight: "100", reps: "5"), of: user)
        _ = try await workouts.updateSet(added.set.id, in: workout.id, input: SetInput(done: true), of: user)
        _ = try await workouts.finish(workout.id, of: user)
        _ = try await liftLog.log(QuickLogInput(weight: "60", reps: "8", sets: "2"), exercise: squat.id, of: user)
    }

    /// Statements whose plan is worth reading: queries and changes, not transaction control or pragmas.
    static func isPlannable(_ sql: String) -> Bool {
        let head = sql.trimmingCharacters(in: .whitespacesAndNewlines).prefix(6).uppercased()
        return ["SELECT", "WITH", "UPDATE", "DELETE", "INSERT"].contains { head.hasPrefix($0) }
    }

    /// The table a plan line reads in full (`SCAN workout_set`, with or without an index to walk), or nil.
    static func scannedTable(_ detail: String) -> String? {
        guard detail.hasPrefix("SCAN ") else { return nil }
        return detail.dropFirst(5).split(separator: " ").first.map(String.init)
    }
}

/// The distinct SQL a connection ran, each with its first run's values filled in, recorded by its trace.
final class StatementLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String: String] = [:]

    /// Records one traced statement.
    func record(_ event: Database.TraceEvent) {
        guard case let .statement(statement) = event else { return }
        let (sql, expanded) = (statement.sql, statement.expandedSQL)
        lock.withLock { if recorded[sql] == nil { recorded[sql] = expanded } }
    }

    /// Each distinct statement's SQL with its first expansion.
    var statements: [String: String] { lock.withLock { recorded } }
}
