import Foundation

/// Persistence of the workout log; every call is scoped to one user. Changes to a finished workout are refused with a
/// conflict, checked in the same transaction as the change. The history side (quick log, finished workouts, imports) is
/// `WorkoutHistoryStore`.
public protocol WorkoutStore: WorkoutHistoryStore {
    /// The workout in progress, if any.
    func activeWorkout(userID: Int64) async throws -> Workout?
    /// The id of the workout in progress, if any, without reading its sets.
    func activeWorkoutID(userID: Int64) async throws -> Int64?
    /// One workout; nil for a missing id or another user's workout.
    func workout(id: Int64, userID: Int64) async throws -> Workout?
    /// Logs a new set as one intent in one transaction: finds the exercise in the workout in progress, prefills from its
    /// last set (else from last time), applies `input` by `SetEditRule`, inserts the set and, when it is done, starts the
    /// rest that `WorkoutFlow` gives. Answers the change built from the rows touched. With a claim, the key and its
    /// answer are written in the set's transaction, and a repeat of the key answers the first answer and changes nothing.
    func addSet(
        to workoutExerciseID: Int64, in workout: LiveWorkout, input: SetInput, settings: UserSettings, userID: Int64, now: Date,
        once claim: OnceClaim<SetChange>?
    ) async throws -> Once<SetChange>
    /// Changes one set as one intent in one transaction: reads the set, applies `input` by `SetEditRule`, writes it and,
    /// when it became done, starts the rest that `WorkoutFlow` gives over the workout's outline. Its cost does not grow
    /// with the workout's sets' values; the answer is built from the rows touched. Applied once per key of `claim`; a
    /// change carrying an older `version` than the set's is refused with `StaleSetVersion`.
    func changeSet(
        _ setID: Int64, in workout: LiveWorkout, input: SetInput, settings: UserSettings, userID: Int64, now: Date,
        once claim: OnceClaim<SetChange>?
    ) async throws -> Once<SetChange>
    /// Removes a set, once per key of `claim`; answers the removed set's id.
    func deleteSet(workoutID: Int64, userID: Int64, setID: Int64, now: Date, once claim: OnceClaim<Int64>?) async throws -> Once<Int64>
    /// Deletes a workout and its sets (with `onlyActive`, refuses a finished one), once per key of `claim`; answers the
    /// deleted workout's id.
    func deleteWorkout(workoutID: Int64, userID: Int64, onlyActive: Bool, now: Date, once claim: OnceClaim<Int64>?) async throws -> Once<Int64>
}
