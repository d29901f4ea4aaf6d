import Foundation
import RepbookCore
import Testing

/// The reads of finished workouts on both engines: the history list by cursor, last time's sets and the last sessions
/// (done sets only, another workout excluded), each exercise's last day, a page of an exercise's log, the identities an
/// import checks against, and the summaries rewritten when an exercise changes kind.
@Suite("Workout history reads")
struct WorkoutHistoryReadTests {
    static func kg(_ weight: Double, _ reps: Int) -> SetValues { SetValues(weight: Weight(weight, .kilograms), reps: reps) }

    @Test("The history pages newest first by cursor; another user's workout as the cursor ends the list", arguments: Engine.allCases)
    func completedPages(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let ana = try await fixture.user("ana")
            let ben = try await fixture.user("ben")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            for day in 1...5 { try await fixture.workout("W\(day)", on: "2026-11-0\(day)", of: ana, [(bench, [(100, day)])]) }
            let bens = try await fixture.workout("B", on: "2026-11-03", of: ben, [(try await fixture.exercise("Bench Press", of: ben), [(60, 5)])])

            let first = try await fixture.store.completedWorkouts(userID: ana.id, limit: 2, before: nil)
            #expect(first.map(\.name) == ["W5", "W4"])
            let second = try await fixture.store.completedWorkouts(userID: ana.id, limit: 2, before: first.last?.id)
            #expect(second.map(\.name) == ["W3", "W2"])
            let last = try await fixture.store.completedWorkouts(userID: ana.id, limit: 2, before: second.last?.id)
            #expect(last.map(\.name) == ["W1"])
            #expect(try await fixture.store.completedWorkouts(userID: ana.id, limit: 2, before: last.last?.id).isEmpty)
            #expect(try await fixture.store.completedWorkouts(userID: ana.id, limit: 2, before: bens.id).isEmpty)
            #expect(first[0].exercises.map(\.exerciseName) == ["Bench Press"])
            #expect(first[0].allSets.map(\.values) == [Self.kg(100, 5)])
            #expect(try await fixture.history(of: ben).map(\.id) == [bens.id])
        }
    }

    @Test("Last time is the newest finished session with a done set, another workout excluded; the last sessions newest first",
          arguments: Engine.allCases)
    func performances(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let ana = try await fixture.user("ana")
            let ben = try await fixture.user("ben")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let squat = try await fixture.exercise("Back Squat", of: ana)
            let row = try await fixture.exercise("Barbell Row", of: ana)
            try await fixture.workout("A", on: "2026-11-01", of: ana, [(bench, [(100, 5), (100, 4)]), (squat, [(140, 3)])])
            let second = try await fixture.workout("B", on: "2026-11-03", of: ana, [(bench, [(102.5, 5)])])
            let third = try await fixture.workout("C", on: "2026-11-05", of: ana, [(squat, [(145, 3)]), (bench, [(105, 2)])])
            // The newest bench entry loses its sets: an entry without a done set is no session.
            let emptied = try #require(third.exercises.first { $0.exerciseID == bench.id })
            try await RawSQL.execute("DELETE FROM workout_set WHERE workout_exercise_id = \(emptied.id)", on: fixture.store)
            try await fixture.workout("Ben", on: "2026-11-06", of: ben, [(try await fixture.exercise("Bench Press", of: ben), [(50, 5)])])

            let store = fixture.store
            #expect(try await store.lastPerformances(userID: ana.id, exerciseIDs: [bench.id, squat.id, row.id], excluding: nil) == [
                bench.id: [Self.kg(102.5, 5)], squat.id: [Self.kg(145, 3)],
            ])
            #expect(try await store.lastPerformances(userID: ana.id, exerciseIDs: [bench.id], excluding: second.id) == [
                bench.id: [Self.kg(100, 5), Self.kg(100, 4)],
            ])
            #expect(try await store.recentPerformances(userID: ana.id, exerciseIDs: [bench.id, squat.id, bench.id], sessions: 5, excluding: nil) == [
                bench.id: [[Self.kg(102.5, 5)], [Self.kg(100, 5), Self.kg(100, 4)]], squat.id: [[Self.kg(145, 3)], [Self.kg(140, 3)]],
            ])
            #expect(try await store.recentPerformances(userID: ana.id, exerciseIDs: [squat.id], sessions: 1, excluding: nil) == [
                squat.id: [[Self.kg(145, 3)]],
            ])
            #expect(try await store.recentPerformances(userID: ana.id, exerciseIDs: [], sessions: 3, excluding: nil).isEmpty)
            #expect(try await store.recentPerformances(userID: ana.id, exerciseIDs: [bench.id], sessions: 0, excluding: nil).isEmpty)
            #expect(try await store.lastPerformances(userID: ben.id, exerciseIDs: [squat.id], excluding: nil).isEmpty, "not Ben's exercise")
        }
    }

    @Test("Each exercise's last finished day holds every done set of that day; a page of the log reads its newest days before a day",
          arguments: Engine.allCases)
    func lastDaysAndPages(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let ana = try await fixture.user("ana")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let squat = try await fixture.exercise("Back Squat", of: ana)
            try await fixture.workout("A", on: "2026-11-01", of: ana, [(bench, [(100, 5)]), (squat, [(140, 3)])])
            try await fixture.workout("B", on: "2026-11-03", of: ana, [(bench, [(102.5, 5)])])
            try await fixture.quickLog(bench, of: ana, on: "2026-11-03", 80, 10, sets: 2)
            try await fixture.quickLog(bench, of: ana, on: "2026-11-04", 60, 12)

            let lastDays = try await fixture.store.lastDayLoggedSets(userID: ana.id)
            #expect(Set(lastDays.keys) == [bench.id, squat.id])
            #expect(lastDays[squat.id] == [LoggedSet(date: LocalDate("2026-11-01")!, weight: Weight(140, .kilograms), reps: 3)])
            #expect(lastDays[bench.id] == [LoggedSet(date: LocalDate("2026-11-04")!, weight: Weight(60, .kilograms), reps: 12)])
            let ben = try await fixture.user("ben")
            #expect(try await fixture.store.lastDayLoggedSets(userID: ben.id).isEmpty)

            let page = try await fixture.store.loggedSets(userID: ana.id, exerciseID: bench.id, before: LocalDate("2026-11-04")!, days: 1)
            #expect(page.map(\.date.description) == ["2026-11-03", "2026-11-03", "2026-11-03"])
            #expect(Set(page.map { $0.weight?.value ?? 0 }) == [102.5, 80])
            let rest = try await fixture.store.loggedSets(userID: ana.id, exerciseID: bench.id, before: LocalDate("2026-11-03")!, days: 5)
            #expect(rest == [LoggedSet(date: LocalDate("2026-11-01")!, weight: Weight(100, .kilograms), reps: 5)])
            let newest = try await fixture.store.loggedSets(userID: ana.id, exerciseID: bench.id, before: nil, days: 2)
            #expect(newest.map(\.date.description) == ["2026-11-04", "2026-11-03", "2026-11-03", "2026-11-03"])
            #expect(try await fixture.store.loggedSets(userID: ana.id, exerciseID: bench.id).count == 5)
        }
    }

    @Test("The identities of the workouts started in a range: the start to the second and the folded name", arguments: Engine.allCases)
    func identities(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let ana = try await fixture.user("ana")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let early = try await fixture.workout("Push Day", on: "2026-11-01", of: ana, [(bench, [(100, 5)])])
            let late = try await fixture.workout("Pull", on: "2026-11-03", of: ana, [(bench, [(100, 5)])])
            let identities = try await fixture.store.workoutIdentities(userID: ana.id, startedIn: early.startedAt..<late.startedAt)
            #expect(identities == [WorkoutIdentity(startedAt: early.startedAt + 0.9, name: "push day")])
            #expect(try await fixture.store.workoutIdentities(userID: ana.id, startedIn: early.startedAt..<late.startedAt + 1).count == 2)
            let ben = try await fixture.user("ben")
            #expect(try await fixture.store.workoutIdentities(userID: ben.id, startedIn: early.startedAt..<late.startedAt + 1).isEmpty)
        }
    }

    @Test("Changing an exercise's kind rewrites its session summaries in the same change; a rename leaves them", arguments: Engine.allCases)
    func kindChangeRewritesSummaries(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let ana = try await fixture.user("ana")
            let dip = try await fixture.exercise("Bench Press", of: ana)
            try await fixture.workout("A", on: "2026-11-01", of: ana, [(dip, [(20, 8), (20, 6)])])
            try await fixture.quickLog(dip, of: ana, on: "2026-11-02", 25, 5)
            try await SessionSummaryCheck.expectMatchesRawSets(fixture.store, userID: ana.id)
            let volume = "SELECT CAST(sum(volume_kg) AS INTEGER) FROM exercise_session WHERE exercise_id = \(dip.id)"
            #expect(try await RawSQL.integer(volume, on: fixture.store) == 20 * 14 + 25 * 5)

            for kind in [ExerciseKind.repsOnly, .weightedBodyweight, .weightAndReps] {
                let draft = ExerciseDraft(name: dip.name, category: dip.category, kind: kind, equipment: dip.equipment)
                let changed = try await fixture.store.updateExercise(id: dip.id, userID: ana.id, draft: draft, now: Date())
                #expect(changed.kind == kind && changed.lastPerformedAt == HistoryFixture.noon("2026-11-02"))
                try await SessionSummaryCheck.expectMatchesRawSets(fixture.store, userID: ana.id)
            }
            #expect(try await RawSQL.integer(volume, on: fixture.store) == 20 * 14 + 25 * 5)
            let renamed = ExerciseDraft(name: "Flat Bench", category: dip.category, kind: .weightAndReps, equipment: dip.equipment)
            _ = try await fixture.store.updateExercise(id: dip.id, userID: ana.id, draft: renamed, now: Date())
            try await SessionSummaryCheck.expectMatchesRawSets(fixture.store, userID: ana.id)
        }
    }
}
