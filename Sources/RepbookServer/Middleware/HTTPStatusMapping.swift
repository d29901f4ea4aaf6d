import Hummingbird
import RepbookCore

/// The one place that decides which HTTP status a domain error becomes.
enum HTTPStatusMapping {
    /// The status for a domain error.
    static func status(for error: DomainError) -> HTTPResponse.Status {
        switch error {
        case .invalid: .badRequest
        case .notFound: .notFound
        case .conflict: .conflict
        case .unauthenticated: .unauthorized
        case .forbidden: .forbidden
        case .rateLimited: .tooManyRequests
        case .tooLarge: .contentTooLarge
        case .unavailable, .busy: .serviceUnavailable
        }
    }
}
