/// Persistence of per-user settings, one row per user.
public protocol SettingsStore: Sendable {
    /// The user's settings.
    func settings(userID: Int64) async throws -> UserSettings
    /// Replaces the user's settings.
    func saveSettings(_ settings: UserSettings, userID: Int64) async throws
}
