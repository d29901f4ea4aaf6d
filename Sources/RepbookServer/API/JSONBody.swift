import Foundation
import Hummingbird
import RepbookCore

/// Reads JSON request bodies, turning decoding failures into 400 errors that name the field.
enum JSONBody {
    /// The largest JSON body accepted.
    static let maximumBytes = 1 << 20

    /// Decodes the request body as `T`.
    static func decode<T: Decodable>(_ type: T.Type, from request: Request) async throws -> T {
        var request = request
        let buffer = try await LimitedBody.collect(&request, upTo: maximumBytes, what: LocalizedText("error.body.json"))
        do {
            return try JSONDecoder().decode(T.self, from: Data(buffer: buffer))
        } catch let DecodingError.keyNotFound(key, context) {
            throw RequestBodyError(
                code: "invalid_input", message:
                    LocalizedText("error.json.field_required",
                        ["field": .text(path(context.codingPath + [key]))]), field: path(context.codingPath + [key]))
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            let field = path(context.codingPath)
            throw RequestBodyError(code: "invalid_input", message:
                LocalizedText("error.json.field_wrong_type", ["field": .text(field)]), field: field)
        } catch let refusal as DomainError {
            throw refusal
        } catch let refusal as RequestBodyError {
            throw refusal
        } catch {
            throw RequestBodyError(code: "invalid_json", message: LocalizedText("error.json.invalid"), field: nil)
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map(\.stringValue).joined(separator: ".")
    }
}

extension Data {
    init(buffer: ByteBuffer) {
        self = Data(buffer.readableBytesView)
    }
}
