import Hummingbird
import RepbookCore

/// The query parameters of a paged list: `limit` (clamped to 1...maximum) and a cursor (`before`), which is refused
/// with a 400 naming it when it cannot be read.
enum APIPaging {
    /// The page size asked for, clamped; a `limit` that is not a number is refused.
    static func limit(_ request: Request, default fallback: Int, maximum: Int) throws -> Int {
        guard let text = request.uri.queryParameters["limit"].map(String.init) else { return fallback }
        guard let value = Int(text) else { throw DomainError.invalid(field: "limit", message: "limit must be a whole number from 1 to \(maximum).") }
        return min(max(value, 1), maximum)
    }

    /// The cursor named `name`, read by `parse`; nil when absent.
    static func cursor<Value>(_ request: Request, _ name: String, parse: (String) -> Value?) throws -> Value? {
        guard let text = request.uri.queryParameters[Substring(name)].map(String.init), !text.isEmpty else { return nil }
        guard let value = parse(text) else {
            throw DomainError.invalid(field: name, message: "\(name) is not a cursor this list gave; start again without it.")
        }
        return value
    }
}
