import Foundation
import Hummingbird

/// The fields of an `application/x-www-form-urlencoded` body.
struct FormBody: Sendable {
    /// The largest form body accepted.
    static let maximumBytes = 1 << 20

    private let fields: [String: String]
    private let repeated: [String: [String]]

    /// Parses `name=value&…` pairs (`+` is a space); a malformed escape keeps the text as sent, and anything that is
    /// not a form at all (a file sent by mistake) simply yields no fields the handler asks for.
    init(parsing body: String) {
        var fields: [String: String] = [:]
        var repeated: [String: [String]] = [:]
        for pair in body.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.decode(parts[0])
            let value = parts.count > 1 ? Self.decode(parts[1]) : ""
            repeated[name, default: []].append(value)
            guard fields[name] == nil else { continue }
            fields[name] = value
        }
        self.fields = fields
        self.repeated = repeated
    }

    private static func decode(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }

    /// The value of a field, if sent (the first, when sent several times).
    subscript(_ name: String) -> String? { fields[name] }

    /// Every value sent under one name, in the order sent (checkboxes sharing a name); empty when none.
    func values(_ name: String) -> [String] { repeated[name] ?? [] }

    /// Reads the request's body (leaving it readable for the next handler) and parses it.
    static func collect(_ request: inout Request, context: some RequestContext) async throws -> FormBody {
        let buffer = try await LimitedBody.collect(&request, upTo: maximumBytes, what: "The form")
        return FormBody(parsing: String(buffer: buffer))
    }

    /// The fields of a request's query string, read as a GET form sends them (`+` is a space).
    static func query(of request: Request) -> FormBody {
        FormBody(parsing: request.uri.query ?? "")
    }

    /// A request's form body: the one the CSRF check already parsed, else parsed now.
    static func of(_ request: Request, context: AppRequestContext) async throws -> FormBody {
        if let form = context.form { return form }
        var request = request
        return try await collect(&request, context: context)
    }
}
