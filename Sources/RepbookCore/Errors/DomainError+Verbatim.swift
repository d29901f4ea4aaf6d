import Foundation

/// Errors whose sentence is no catalog key: text from a library or the system, shown as it is in every language.
extension DomainError {
    /// Input was wrong, said by a text no catalog holds.
    public static func invalid(field: String, message: String) -> DomainError { .invalid(field: field, message: .verbatim(message)) }
    /// Not found, said by a text no catalog holds.
    public static func notFound(_ message: String) -> DomainError { .notFound(.verbatim(message)) }
    /// A clash, said by a text no catalog holds.
    public static func conflict(_ message: String) -> DomainError { .conflict(.verbatim(message)) }
    /// Not signed in, said by a text no catalog holds.
    public static func unauthenticated(_ message: String) -> DomainError { .unauthenticated(.verbatim(message)) }
    /// Not allowed, said by a text no catalog holds.
    public static func forbidden(_ message: String) -> DomainError { .forbidden(.verbatim(message)) }
    /// Too large, said by a text no catalog holds.
    public static func tooLarge(_ message: String) -> DomainError { .tooLarge(.verbatim(message)) }
    /// The database cannot be used, said by a text no catalog holds.
    public static func unavailable(_ message: String) -> DomainError { .unavailable(.verbatim(message)) }
    /// Busy, said by a text no catalog holds.
    public static func busy(_ message: String, retryAfterSeconds: Int) -> DomainError {
        .busy(.verbatim(message), retryAfterSeconds: retryAfterSeconds)
    }
}
