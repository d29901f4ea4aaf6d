import Foundation
import Hummingbird

/// The fields of an `application/x-www-form-urlencoded` body.
struct FormBody: Sendable {
    /// The largest form body accepted.
    static let maximumBytes = 1 << 20

    private let fields: [String: String]

    init(parsing body: String) {
        var components = URLComponents()
        components.percentEncodedQuery = body.replacingOccurrences(of: "+", with: "%20")
        var fields: [String: String] = [:]
        for item in components.queryItems ?? [] where fields[item.name] == nil {
            fields[item.name] = item.value ?? ""
        }
        self.fields = fields
    }

    /// The value of a field, if sent.
    subscript(_ name: String) -> String? { fields[name] }

    /// Reads the request's body (leaving it readable for the next handler) and parses it.
    static func collect(_ request: inout Request, context: some RequestContext) async throws -> FormBody {
        let buffer = try await request.collectBody(upTo: maximumBytes)
        return FormBody(parsing: String(buffer: buffer))
    }

    /// The fields of a request's query string, read as a GET form sends them (`+` is a space).
    static func query(of request: Request) -> FormBody {
        FormBody(parsing: request.uri.query ?? "")
    }

    /// Parses a request's form body.
    static func of(_ request: Request, context: some RequestContext) async throws -> FormBody {
        var request = request
        return try await collect(&request, context: context)
    }
}
