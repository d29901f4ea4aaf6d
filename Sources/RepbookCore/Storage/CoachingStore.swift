import Foundation

/// Persistence of the coaching settings (the warm-up intent is in `WorkoutIntentStore`); every call is scoped to one user.
public protocol CoachingStore: Sendable {
    /// The user's coaching settings; the standard ones until they save their own.
    func coachingSettings(userID: Int64) async throws -> CoachingSettings
    /// Replaces the user's coaching settings.
    func saveCoachingSettings(_ settings: CoachingSettings, userID: Int64) async throws
}
