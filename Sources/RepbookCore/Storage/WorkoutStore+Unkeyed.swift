import Foundation

/// The set and delete intents without a client key: the keyed intents with a nil claim, which always apply now.
extension WorkoutStore {
    /// `addSet` without a key.
    public func addSet(
        to workoutExerciseID: Int64, in workout: LiveWorkout, input: SetInput, settings: UserSettings, userID: Int64, now: Date
    ) async throws -> SetChange {
        try await addSet(to: workoutExerciseID, in: workout, input: input, settings: settings, userID: userID, now: now, once: nil).unkeyed()
    }

    /// `changeSet` without a key.
    public func changeSet(
        _ setID: Int64, in workout: LiveWorkout, input: SetInput, settings: UserSettings, userID: Int64, now: Date
    ) async throws -> SetChange {
        try await changeSet(setID, in: workout, input: input, settings: settings, userID: userID, now: now, once: nil).unkeyed()
    }

    /// `deleteSet` without a key.
    public func deleteSet(workoutID: Int64, userID: Int64, setID: Int64, now: Date) async throws {
        _ = try await deleteSet(workoutID: workoutID, userID: userID, setID: setID, now: now, once: nil).unkeyed()
    }

    /// `deleteWorkout` without a key.
    public func deleteWorkout(workoutID: Int64, userID: Int64, onlyActive: Bool, now: Date) async throws {
        _ = try await deleteWorkout(workoutID: workoutID, userID: userID, onlyActive: onlyActive, now: now, once: nil).unkeyed()
    }
}
