import Foundation

/// The coaching tools of one user: their bar, plates and warm-up ramp, the plate calculator and the warm-up intent.
public struct CoachingService: Sendable {
    private let store: any CoachingStore & WorkoutIntentStore
    private let now: Clock

    public init(store: any CoachingStore & WorkoutIntentStore, now: @escaping Clock) {
        self.store = store
        self.now = now
    }

    /// The user's coaching settings.
    public func settings(of user: User) async throws -> CoachingSettings {
        try await store.coachingSettings(userID: user.id)
    }

    /// Validates and saves the coaching settings; nothing changes when a field is wrong.
    public func update(_ input: CoachingSettingsInput, for user: User) async throws -> CoachingSettings {
        let settings = try input.settings()
        try await store.saveCoachingSettings(settings, userID: user.id)
        return settings
    }

    /// How to load `weight` with the caller's bar and plates, in the caller's unit.
    public func plates(for weight: Weight, by caller: Caller) async throws -> (setup: PlateSetup, load: PlateLoad) {
        let setup = try await store.coachingSettings(userID: caller.user.id).plates(caller.settings.weightUnit)
        return (setup, PlateCalculator.load(weight.value(in: setup.unit), setup: setup))
    }

    /// Adds the warm-up ramp ahead of an exercise's working sets in the workout in progress: one store intent, once
    /// per client key (nil: no key); answers how many sets with the workout.
    public func addWarmUps(
        to workoutExerciseID: Int64, in workout: LiveWorkout, by caller: Caller, once claim: OnceClaim<WarmUpsAdded>? = nil
    ) async throws -> Once<WarmUpsAdded> {
        try await store.addWarmUpSets(
            to: workoutExerciseID, in: workout, unit: caller.settings.weightUnit, userID: caller.user.id, now: now(), once: claim)
    }
}
