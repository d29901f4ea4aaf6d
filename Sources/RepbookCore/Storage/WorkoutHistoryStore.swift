import Foundation

/// The history side of the workout log, every call scoped to one user: the quick lift log, an exercise's logged sets,
/// finished workouts and each exercise's last sessions, and finished workouts written in bulk (seeding, imports).
public protocol WorkoutHistoryStore: Sendable {
    /// Appends `count` done sets to the exercise in the user's quick-log workout of `date`, creating that workout
    /// (started at `startedAt`) when the day has none, all in one transaction.
    func appendQuickLog(
        userID: Int64, exerciseID: Int64, date: LocalDate, startedAt: Date, weight: Weight?, reps: Int?, count: Int, now: Date
    ) async throws
    /// The quick-log lines of one of the user's exercises on the days `from...through`, newest day first, heaviest first.
    func quickLogLines(userID: Int64, exerciseID: Int64, from: LocalDate, through: LocalDate) async throws -> [QuickLogLine]
    /// The quick-log line holding set `lineID` of one of the user's exercises; nil when it is not one.
    func quickLogLine(_ lineID: Int64, userID: Int64, exerciseID: Int64) async throws -> QuickLogLine?
    /// Replaces the quick-log line holding set `lineID` by `entry`'s sets in the quick-log workout of its day, or with a
    /// nil `entry` deletes it, as one intent in one transaction that also rewrites the session summaries of the
    /// workouts touched; not found when the set is not a quick-log line of this exercise of the user's.
    func replaceQuickLogLine(_ lineID: Int64, userID: Int64, exerciseID: Int64, with entry: QuickLogEntry?, startedAt: Date, now: Date) async throws
    /// The done sets of one of the user's exercises, across all workouts, with their days.
    func loggedSets(userID: Int64, exerciseID: Int64) async throws -> [LoggedSet]
    /// The done sets of one of the user's exercises on its newest `days` days before `before` (all days when nil),
    /// newest first: one page of its log, read by `workout_exercise_by_exercise_day`.
    func loggedSets(userID: Int64, exerciseID: Int64, before: LocalDate?, days: Int) async throws -> [LoggedSet]
    /// For each exercise the user has performed, the done sets of the last day it was performed.
    func lastDayLoggedSets(userID: Int64) async throws -> [Int64: [LoggedSet]]

    /// Finished workouts, newest first, a page at a time: `limit` of them after the workout `before` (the last of the
    /// page before; nil for the newest page).
    func completedWorkouts(userID: Int64, limit: Int, before: Int64?) async throws -> [Workout]
    /// For each exercise, the done sets of the last finished workout (other than `excluding`) that contains it.
    func lastPerformances(userID: Int64, exerciseIDs: [Int64], excluding workoutID: Int64?) async throws -> [Int64: [SetValues]]
    /// For each exercise, the done sets of each of the last `sessions` finished workouts (other than `excluding`) that
    /// contain it, newest first; `lastPerformances` is its first session.
    func recentPerformances(userID: Int64, exerciseIDs: [Int64], sessions: Int, excluding workoutID: Int64?) async throws -> [Int64: [[SetValues]]]
    /// Inserts finished workouts (every set done) all or nothing in one transaction and answers the number of sets written; an
    /// exercise outside the user's library is not found and nothing is written.
    func insertFinishedWorkouts(_ workouts: [FinishedWorkoutDraft], userID: Int64, now: Date) async throws -> Int
    /// The identities (start to the second, name key) of the user's workouts started in `range`.
    func workoutIdentities(userID: Int64, startedIn range: Range<Date>) async throws -> Set<WorkoutIdentity>
    /// Writes a workout history import all or nothing in one transaction: a workout the log already has (by identity,
    /// checked inside the transaction) is skipped, a new exercise is created when a written workout first uses it (or,
    /// when one of the same name appeared meanwhile, that one is used), and the workouts are inserted. Answers what was
    /// written; `workoutsSkipped` counts the workouts found in the log. An exercise outside the library is not found.
    func importWorkoutHistory(_ batch: WorkoutImportBatch, userID: Int64, now: Date) async throws -> WorkoutImportReport
}
