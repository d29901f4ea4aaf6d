import Foundation
import Hummingbird
import RepbookCore

/// Reads a photo sent as the raw request body, never more than the limit: a declared length over it is refused before
/// reading, and reading stops at the first byte past it. Either way the answer is 413 with the limit in the message.
enum PhotoBody {
    /// The body's bytes, at most `service.byteLimit` of them.
    static func receive(_ request: Request, for service: ProgressPhotoService) async throws -> PhotoUpload {
        let limit = service.byteLimit
        if let declared = request.headers[.contentLength].flatMap({ Int($0) }), declared > limit {
            throw tooLarge(service)
        }
        var buffer = ByteBuffer()
        for try await chunk in request.body {
            guard buffer.readableBytes + chunk.readableBytes <= limit else { throw tooLarge(service) }
            var chunk = chunk
            buffer.writeBuffer(&chunk)
        }
        return .bytes(Data(buffer: buffer))
    }

    private static func tooLarge(_ service: ProgressPhotoService) -> HTTPError {
        HTTPError(.contentTooLarge, message: service.tooLargeError.message)
    }
}
