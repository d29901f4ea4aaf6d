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
    /// The server is doing as much of this kind of work as it allows at once (such as reading uploaded files); the
    /// request was refused without changing anything, and may be sent again after the given number of seconds.
    case busy(String, retryAfterSeconds: Int)

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
        case .busy: "busy"
        }
    }

    /// A sentence for people.
    public var message: String {
        switch self {
        case .invalid(_, let message), .notFound(let message), .conflict(let message),
             .unauthenticated(let message), .forbidden(let message), .tooLarge(let message), .unavailable(let message),
             .busy(let message, _):
            message
        case .rateLimited(let seconds):
            "Too many attempts. Try again in \(seconds) seconds."
        }
    }

    /// The seconds after which the same request may succeed, for a refusal that says so (the `Retry-After` header).
    public var retryAfterSeconds: Int? {
        switch self {
        case .rateLimited(let seconds), .busy(_, let seconds): seconds
        default: nil
        }
    }

    /// The input field at fault, if any.
    public var field: String? {
        if case .invalid(let field, _) = self { return field }
        return nil
    }
}
