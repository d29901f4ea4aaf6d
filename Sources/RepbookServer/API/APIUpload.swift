import Foundation
import Hummingbird
import RepbookCore

/// A file sent as an API request's own body: streamed to a pending file of the user (at most `limit` bytes, else 413),
/// read, and deleted whatever happens.
struct APIUpload: Sendable {
    let uploads: PendingUploads

    /// The value `read` makes of the uploaded file.
    func read<Value: Sendable>(
        _ request: Request, of user: User, limit: Int64, read: (URL) async throws -> Value
    ) async throws -> Value {
        if let type = request.headers[.contentType], type.lowercased().hasPrefix("multipart/") {
            throw DomainError.invalid(field: "file", message: LocalizedText("error.send_file_itself_as_request_body"))
        }
        let token = try await uploads.receive(request, userID: user.id, limit: limit)
        defer { uploads.discard(token, userID: user.id) }
        return try await read(try uploads.file(token, userID: user.id))
    }
}
