import Foundation

/// The read-only questions analytics ask of the log; every answer counts finished workouts only, scoped to one user.
public protocol AnalyticsStore: Sendable {
    /// Finished workouts of the days `from` through `through`, oldest first, with working sets and volume.
    func workoutDigests(userID: Int64, from: LocalDate, through: LocalDate) async throws -> [WorkoutDigest]
    /// Each finished workout's day and split day, oldest first.
    func trainedDays(userID: Int64) async throws -> [TrainedDay]
    /// Every done set of finished workouts for the exercises, oldest first, grouped by workout.
    func performedSets(userID: Int64, exerciseIDs: [Int64]) async throws -> [PerformedSet]
    /// The done sets of finished workouts for one exercise on the days `from` through `through`, oldest first, read by
    /// `workout_exercise_by_exercise_day`: the few days a page lists out of years of them.
    func performedSets(userID: Int64, exerciseID: Int64, from: LocalDate, through: LocalDate) async throws -> [PerformedSet]
    /// The stored session summaries of the exercises (`ExerciseSessionSummary`), each exercise's oldest first: the whole
    /// history, or only the days before `before`.
    func exerciseSessions(userID: Int64, exerciseIDs: [Int64], before: LocalDate?) async throws -> [ExerciseSessionSummary]
    /// The stored session summaries of every exercise on the days `from` through `through`, oldest first.
    func exerciseSessions(userID: Int64, from: LocalDate, through: LocalDate) async throws -> [ExerciseSessionSummary]
    /// The stored session summaries of the exercises in finished workouts started before `startedBefore`, other than
    /// `workoutID`, oldest first: what a finished workout's records are measured against.
    func exerciseSessions(
        userID: Int64, exerciseIDs: [Int64], startedBefore: Date, excluding workoutID: Int64
    ) async throws -> [ExerciseSessionSummary]
    /// Each exercise's running bests through its last session on a day before `before`; exercises without one are left
    /// out. One row and its rep records per exercise, however long the history.
    func runningBests(userID: Int64, exerciseIDs: [Int64], before: LocalDate) async throws -> [Int64: RunningBests]
    /// Each exercise's running bests through its last session in a finished workout started before `startedBefore`.
    func runningBests(userID: Int64, exerciseIDs: [Int64], startedBefore: Date) async throws -> [Int64: RunningBests]
    /// Each finished workout's day and volume (the sum of its session summaries) on the days `from` through `through`,
    /// oldest first.
    func workoutVolumes(userID: Int64, from: LocalDate, through: LocalDate) async throws -> [DayVolume]
    /// The names of the user's exercises among `ids` (archived included).
    func exerciseNames(userID: Int64, ids: [Int64]) async throws -> [Int64: String]
    /// Working sets (done, not warm-ups) per exercise category on the days `from` through `through`.
    func workingSetsByCategory(userID: Int64, from: LocalDate, through: LocalDate) async throws -> [ExerciseCategory: Int]
}
