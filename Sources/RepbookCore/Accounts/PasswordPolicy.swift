/// The rules a new password must meet.
public enum PasswordPolicy {
    /// The shortest password accepted.
    public static let minimumLength = 8
    /// bcrypt reads at most 72 bytes; longer passwords are refused rather than silently truncated.
    public static let maximumBytes = 72

    /// Checks `password`, naming `field` on failure.
    public static func validate(_ password: String, field: String = "password") throws(DomainError) {
        guard password.count >= minimumLength else {
            throw .invalid(field: field, message: LocalizedText("error.password_at_least_characters", ["minimumLength": "\(minimumLength)"]))
        }
        guard password.utf8.count <= maximumBytes else {
            throw .invalid(field: field, message: LocalizedText("error.password_at_most_bytes", ["maximumBytes": "\(maximumBytes)"]))
        }
    }
}
