/// The owner's page for one account: its state, disable or enable, a reset link, deletion.
public struct ManageAccountPage: Sendable {
    public let id: Int64
    public let username: String
    public let isDisabled: Bool
    /// "Active" or "Disabled since …".
    public let state: String
    /// A reset link just made, shown once.
    public let resetLink: String?
    public let error: String?

    /// Builds the page for `user`, in the owner's `format` and language.
    public init(user: User, format: DisplayFormat, localizer: Localizer, resetLink: String? = nil, error: DomainError? = nil) {
        id = user.id
        username = user.username
        isDisabled = user.isDisabled
        state = user.disabledAt.map { localizer.text("account.manage.disabled_since", ["time": format.dateTime($0)]) }
            ?? localizer.text("account.manage.active")
        self.resetLink = resetLink
        self.error = error?.message
    }
}

/// The password reset form a one-time link opens.
public struct PasswordResetPage: Sendable {
    public let token: String
    public let username: String
    public let error: String?

    public init(token: String, username: String, error: DomainError? = nil) {
        self.token = token
        self.username = username
        self.error = error?.message
    }
}
