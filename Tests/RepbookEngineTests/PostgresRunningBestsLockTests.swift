import Foundation
import PostgresNIO
import RepbookCore
@testable import RepbookPostgres
import Testing

/// The running bests of a user's exercises are folded again by every finish, reopen and deletion of their workouts; on
/// PostgreSQL those intents take the user's row first, so two servers never fold one exercise from two snapshots.
@Suite("PostgreSQL running bests under concurrent deletions")
struct PostgresRunningBestsLockTests {
    @Test("Deleting a user's workouts at once on two servers leaves every session's running bests equal to Core's fold")
    func concurrentDeletions() async throws {
        try await TestDatabase.with(.postgres) { database in
            let first = try #require(try await database.open() as? PostgresStore)
            let second = try #require(try await database.open() as? PostgresStore)
            let ana = try await EngineServices(store: first).accounts.addUser(username: "ana", password: "correct horse")
            let now = Date(timeIntervalSince1970: 1_800_000_000)
            let squat = try await first.insertExercise(
                ExerciseDraft(name: "Squat test", category: .legs, kind: .weightAndReps, equipment: .barbell), userID: ana.id, now: now)
            // The heaviest come first, so a fold that still sees a deleted workout writes bests too high.
            let drafts = (0..<10).map { index in
                let start = now + Double(index) * 86_400
                return FinishedWorkoutDraft(
                    name: "Day \(index)", date: LocalDate(dayNumber: 20_000 + index), startedAt: start, endedAt: start + 3600,
                    exercises: [FinishedExerciseDraft(exerciseID: squat.id, sets: [
                        SetValues(weight: Weight(200 - Double(index) * 10, .kilograms), reps: 12 - index),
                    ])])
            }
            _ = try await first.insertFinishedWorkouts(drafts, userID: ana.id, now: now)
            let ids = try await first.write { connection in
                try await connection.all("SELECT id FROM workout ORDER BY started_at", logger: first.logger) { try $0.decode(Int64.self) }
            }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (index, id) in ids.prefix(6).enumerated() {
                    group.addTask {
                        _ = try await (index.isMultiple(of: 2) ? first : second).deleteWorkout(
                            workoutID: id, userID: ana.id, onlyActive: false, now: now, once: nil)
                    }
                }
                try await group.waitForAll()
            }
            let stored = try await first.write { connection in
                try await PostgresSessionReading.summaries(exerciseID: squat.id, from: nil, connection: connection, logger: first.logger)
            }
            #expect(stored.map(\.summary.workoutID) == Array(ids.dropFirst(6)))
            var bests: RunningBests?
            for session in stored {
                bests = RunningBests.after(bests, session.summary).bests
                let read = try await first.write { connection in
                    try await PostgresSessionReading.bests(
                        exerciseID: squat.id, before: PostgresFoldPosition(startedAt: session.startedAt + 1, workoutID: 0), connection: connection,
                        logger: first.logger)
                }
                #expect(read == bests, "the running bests through \(session.summary.date)")
            }
        }
    }
}
