/// Reads and changes a user's settings.
public struct SettingsService: Sendable {
    private let store: any SettingsStore

    public init(store: any SettingsStore) {
        self.store = store
    }

    /// The user's settings.
    public func settings(of user: User) async throws -> UserSettings {
        try await store.settings(userID: user.id)
    }

    /// Applies the fields present in `input` and stores the result.
    public func update(for user: User, input: SettingsInput) async throws -> UserSettings {
        let updated = try input.applied(to: try await settings(of: user))
        try await store.saveSettings(updated, userID: user.id)
        return updated
    }
}
