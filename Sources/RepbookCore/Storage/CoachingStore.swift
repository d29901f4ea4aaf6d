import Foundation

/// Persistence of the coaching settings and the warm-up intent; every call is scoped to one user.
public protocol CoachingStore: Sendable {
    /// The user's coaching settings; the standard ones until they save their own.
    func coachingSettings(userID: Int64) async throws -> CoachingSettings
    /// Replaces the user's coaching settings.
    func saveCoachingSettings(_ settings: CoachingSettings, userID: Int64) async throws
    /// Adds the warm-up ramp before the first working set of an exercise of the workout in progress, as one intent in one
    /// transaction: reads the exercise, its first working weight, the settings, asks `WarmUpRamp` for the sets (in the
    /// user's unit) and inserts them as warm-ups ahead of the working sets. Answers how many were added; a conflict when
    /// the exercise has no working weight to ramp to.
    func addWarmUpSets(to workoutExerciseID: Int64, in workout: LiveWorkout, unit: WeightUnit, userID: Int64, now: Date) async throws -> Int
}
