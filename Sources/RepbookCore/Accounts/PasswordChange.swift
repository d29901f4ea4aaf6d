/// What a password change ended: the user's other sessions, and their API tokens when asked to.
public struct PasswordChange: Equatable, Sendable {
    public let endedSessions: Int
    public let revokedTokens: Int

    public init(endedSessions: Int, revokedTokens: Int) {
        self.endedSessions = endedSessions
        self.revokedTokens = revokedTokens
    }
}
