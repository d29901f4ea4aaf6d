/// Everything that can go wrong in Repbook that a user or client should be told about; mapped to HTTP in one place.
public enum DomainError: Error, Equatable, Sendable {
    /// Input was wrong; `field` names what.
    case invalid(field: String, message: LocalizedText)
    /// The object does not exist or belongs to someone else.
    case notFound(LocalizedText)
    /// The change clashes with existing data, such as a duplicate name.
    case conflict(LocalizedText)
    /// No valid credentials were given.
    case unauthenticated(LocalizedText)
    /// The request is not allowed, such as a missing CSRF token or a non-owner creating accounts.
    case forbidden(LocalizedText)
    /// Too many attempts; try again after the given number of seconds.
    case rateLimited(retryAfterSeconds: Int)
    /// An upload or form larger than its limit; the message names the limit.
    case tooLarge(LocalizedText)
    /// The database cannot be used right now (its connection was lost, it restarts or cannot be reached); the message
    /// says what happened and whether anything was changed.
    case unavailable(LocalizedText)
    /// The server is doing as much of this kind of work as it allows at once (such as reading uploaded files); the
    /// request was refused without changing anything, and may be sent again after the given number of seconds.
    case busy(LocalizedText, retryAfterSeconds: Int)

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

    /// The sentence for people, as a catalog key and its values.
    public var text: LocalizedText {
        switch self {
        case .invalid(_, let message), .notFound(let message), .conflict(let message),
             .unauthenticated(let message), .forbidden(let message), .tooLarge(let message), .unavailable(let message),
             .busy(let message, _):
            message
        case .rateLimited(let seconds):
            LocalizedText("error.rate_limited", ["seconds": .integer(seconds)])
        }
    }

    /// The sentence in the language of the request being served (`RequestLanguage`); outside a request, its key.
    public var message: String {
        text.inRequestLanguage
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
