import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import RepbookCore

/// The `Idempotency-Key` header of a change: read into an `OnceClaim` that the store intent honours in its own write
/// transaction, and the outcome (applied now, or a repeat given the first answer) turned into the response.
enum IdempotencyHeader {
    static let name = HTTPField.Name("Idempotency-Key")!
    /// Set on a response that is a repeat's stored first answer.
    static let replayed = HTTPField.Name("Idempotent-Replayed")!

    /// The claim for a request carrying the header: the key, the request it names (method, path and `body`), and how the
    /// change's result becomes the stored answer; nil without the header.
    static func claim<Value: Sendable>(
        _ request: Request, body: String, answer: @escaping @Sendable (Value) throws -> RecordedAnswer
    ) throws -> OnceClaim<Value>? {
        guard let key = request.headers[name] else { return nil }
        let named = "\(request.method.rawValue) \(request.uri.path)\n\(body)"
        return OnceClaim(try IdempotentRequest(key: key, request: named), answer: answer)
    }

    /// A JSON answer as the API encodes it (ISO 8601 dates), with its keys sorted so the answer sent now and the one
    /// stored for a repeat are the same bytes.
    static func json<Body: Encodable>(_ status: HTTPResponse.Status, _ body: Body) throws -> RecordedAnswer {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        return RecordedAnswer(status: status.code, body: [UInt8](try encoder.encode(body)))
    }

    /// An answer with no body (`204`).
    static func empty(_ status: HTTPResponse.Status) -> RecordedAnswer {
        RecordedAnswer(status: status.code, body: [])
    }

    /// The response for `outcome`: the answer rendered from the applied value, or the stored first answer of a repeat.
    static func response<Value: Sendable>(
        _ outcome: Once<Value>, headers extra: HTTPFields = [:], answer: (Value) throws -> RecordedAnswer
    ) throws -> Response {
        switch outcome {
        case .applied(let value):
            return response(try answer(value), headers: extra)
        case .replayed(let stored):
            return response(stored, headers: [replayed: "true"])
        }
    }

    private static func response(_ answer: RecordedAnswer, headers extra: HTTPFields) -> Response {
        var headers = extra
        if !answer.body.isEmpty { headers[.contentType] = "application/json; charset=utf-8" }
        return Response(
            status: HTTPResponse.Status(code: answer.status), headers: headers,
            body: answer.body.isEmpty ? .init() : .init(byteBuffer: ByteBuffer(bytes: answer.body)))
    }
}
