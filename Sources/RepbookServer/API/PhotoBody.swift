import Foundation
import Hummingbird
import RepbookCore

/// A photo sent as the raw request body, streamed to a temporary owner-only file by the shared `UploadedFile` helper,
/// never more than the photo limit (413 naming the limit beyond it).
enum PhotoBody {
    /// The folder uploads wait in until the photo service has checked and stored them.
    static let stagingDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-photo-uploads", isDirectory: true)

    /// Streams the body to a temporary file, hands it to `body`, and removes the file afterwards if it is still there.
    static func receive<Result>(
        _ request: Request, for service: ProgressPhotoService, _ body: (PhotoUpload) async throws -> Result
    ) async throws -> Result {
        let file = try await UploadedFile.receive(
            request, limit: Int64(service.byteLimit), into: stagingDirectory, name: UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: file) }
        return try await body(.file(file))
    }
}
