import Hummingbird
import RepbookCore

/// The query parameters of a paged list: `limit` (1...maximum) and a cursor (`before`), each refused with a 400 naming
/// it when it cannot be read or is out of range.
enum APIPaging {
    /// The page size asked for; a `limit` that is not a whole number from 1 to `maximum` is refused, as the schema says.
    static func limit(_ request: Request, default fallback: Int, maximum: Int) throws -> Int {
        guard let text = request.uri.queryParameters["limit"].map(String.init) else { return fallback }
        guard let value = Int(text), (1...maximum).contains(value) else {
            throw DomainError.invalid(field: "limit", message: LocalizedText("error.api.limit_range", ["maximum": "\(maximum)"]))
        }
        return value
    }

    /// The cursor named `name`, read by `parse`; nil when absent (an empty one is refused like any unreadable one).
    static func cursor<Value>(_ request: Request, _ name: String, parse: (String) -> Value?) throws -> Value? {
        guard let text = request.uri.queryParameters[Substring(name)].map(String.init) else { return nil }
        guard let value = parse(text) else {
            throw DomainError.invalid(field: name, message: LocalizedText("error.not_cursor_list_gave_start_again", ["value": "\(name)"]))
        }
        return value
    }
}
