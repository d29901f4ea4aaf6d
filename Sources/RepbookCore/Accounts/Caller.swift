/// Who is asking: the signed-in user and their settings, resolved from a session or a token in one read and carried
/// by the request, so an intent never reads the settings again.
public struct Caller: Equatable, Sendable {
    public let user: User
    public let settings: UserSettings

    public init(user: User, settings: UserSettings) {
        self.user = user
        self.settings = settings
    }
}
