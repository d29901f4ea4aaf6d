import Hummingbird
import NIOCore
import RepbookCore

/// Reads a whole request body held in memory (JSON, forms) up to a limit: a declared `Content-Length` over the limit is
/// refused before a byte is read, and a body that streams past it is refused as soon as it does, both as `413` with
/// the limit named.
enum LimitedBody {
    /// The body of `request`, at most `limit` bytes; `what` names it in the error ("The JSON body", `error.body.json`).
    static func collect(_ request: inout Request, upTo limit: Int, what: LocalizedText) async throws -> ByteBuffer {
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > limit {
            throw tooLarge(what, limit)
        }
        do {
            return try await request.collectBody(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw tooLarge(what, limit)
        }
    }

    private static func tooLarge(_ what: LocalizedText, _ limit: Int) -> DomainError {
        .tooLarge(LocalizedText("error.larger_than_more_than_address_accepts", ["what": .localized(what), "limit": "\(ByteCount.text(limit))"]))
    }
}
