/// Everything that can go wrong in Repbook that a user or client should be told about; mapped to HTTP in one place.
public enum DomainError: Error, Equatable, Sendable {
    /// Input was wrong; `field` names what.
    case invalid(field: String, message: String)
    /// The object does not exist or belongs to someone else.
    case notFound(String)
    /// The change clashes with existing data, such as a duplicate name.
    case conflict(String)
    /// No valid credentials were given.
    case unauthenticated(String)
    /// The request is not allowed, such as a missing CSRF token or a non-owner creating accounts.
    case forbidden(String)
    /// Too many attempts; try again after the given number of seconds.
    case rateLimited(retryAfterSeconds: Int)
    /// An upload or form larger than its limit; the message names the limit.
    case tooLarge(String)
    /// The database cannot be used right now (its connection was lost, it restarts or cannot be reached); the message
    /// says what happened and whether anything was changed.
    case unavailable(String)

    /// A stable machine-readable code for API clients.
    public var code: String {
        switch self {
        case .invalid: "invalid_input"
        case .notFound: "not_found"
        case .conflict: "conflict"
        case .unauthenticated: "unauthenticated"
        case .forbidden: "forbidden"
        case .rateLimited: "rate_limited"
        case .tooLarge: "too_large"
        case .unavailable: "unavailable"
        }
    }

    /// A sentence for people.
    public var message: String {
        switch self {
        case .invalid(_, let message), .notFound(let message), .conflict(let message),
             .unauthenticated(let message), .forbidden(let message), .tooLarge(let message), .unavailable(let message):
            message
        case .rateLimited(let seconds):
            "Too many attempts. Try again in \(seconds) seconds."
        }
    }

    /// The input field at fault, if any.
    public var field: String? {
        if case .invalid(let field, _) = self { return field }
        return nil
    }
}
