import Foundation
import Hummingbird
import RepbookCore

/// The fields of an `application/x-www-form-urlencoded` body.
struct FormBody: Sendable {
    /// The largest form body accepted.
    static let maximumBytes = 1 << 20

    private let fields: [String: String]
    /// The body as sent, for `decode`.
    private let text: String
    private let repeated: [String: [String]]

    /// Parses `name=value&…` pairs (`+` is a space); a malformed escape keeps the text as sent, and anything that is
    /// not a form at all (a file sent by mistake) simply yields no fields the handler asks for.
    init(parsing body: String) {
        text = body
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

    /// The form as the `Decodable` input a handler takes (a Core input, whose coding keys are the form's field names),
    /// by Hummingbird's `URLEncodedFormDecoder`; a form it cannot read (a field sent twice or as `name[...]`, an escape
    /// that is not one) is a 400 naming the field.
    func decode<Input: Decodable>(_ type: Input.Type) throws -> Input {
        let field: String
        do {
            return try URLEncodedFormDecoder().decode(Input.self, from: text)
        } catch let error as URLEncodedFormError {
            field = Self.baseName(error.value)
        } catch let error as DecodingError {
            // Hummingbird's decoder leaves the key out of a field's coding path: a field sent as `name[...]` is the culprit.
            field = error.fieldName ?? fields.keys.first { $0.contains("[") }.map(Self.baseName) ?? "form"
        }
        throw DomainError.invalid(field: field, message: LocalizedText("error.form_s_field_could_not_read", ["field": "\(field)"]))
    }

    /// A field's name without a `[...]` suffix.
    private static func baseName(_ key: String) -> String {
        String(key.prefix { $0 != "[" })
    }

    /// The value of a field, if sent (the first, when sent several times).
    subscript(_ name: String) -> String? { fields[name] }

    /// Every value sent under one name, in the order sent (checkboxes sharing a name); empty when none.
    func values(_ name: String) -> [String] { repeated[name] ?? [] }

    /// The fields in name order without the CSRF token (which changes with the session, not with the change): what a
    /// keyed change compares to know a repeat from a different request.
    var canonicalText: String {
        repeated.filter { $0.key != "_csrf" }.sorted { $0.key < $1.key }
            .map { name, values in values.map { "\(name)=\($0)" }.joined(separator: "&") }.joined(separator: "&")
    }

    /// Reads the request's body (leaving it readable for the next handler) and parses it.
    static func collect(_ request: inout Request, context: some RequestContext) async throws -> FormBody {
        let buffer = try await LimitedBody.collect(&request, upTo: maximumBytes, what: LocalizedText("error.body.form"))
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

extension DecodingError {
    /// The name of the field the error is about, when it names one.
    var fieldName: String? {
        let path: [any CodingKey]
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context): path = context.codingPath
        case .keyNotFound(let key, let context): path = context.codingPath + [key]
        @unknown default: path = []
        }
        return path.first?.stringValue
    }
}
