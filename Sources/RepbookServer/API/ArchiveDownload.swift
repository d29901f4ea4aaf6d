import Foundation
import Hummingbird
import RepbookCore

/// The user's complete archive as a JSON download named `repbook-<username>-YYYY-MM-DD.json`, never cached by shared
/// caches; streamed, each photo read from its file while it is sent, so memory does not grow with the photos.
enum ArchiveDownload {
    static func response(_ archives: UserArchiveService, userID: Int64) async throws -> Response {
        let stream = try await archives.exportStream(userID: userID)
        let body = ResponseBody(contentLength: stream.byteCount) { writer in
            try await stream.write { try await writer.write(ByteBuffer(bytes: $0)) }
            try await writer.finish(nil)
        }
        return Response(
            status: .ok,
            headers: [
                .contentType: "application/json; charset=utf-8",
                .contentDisposition: "attachment; filename=\"\(stream.fileName)\"",
                .cacheControl: "private, no-store",
            ],
            body: body)
    }
}

/// An uploaded archive: the request body streamed to a pending file (at most the archive limit), read and checked off
/// the request threads, and the file deleted whatever happens.
enum ArchiveUpload {
    static func read(_ request: Request, userID: Int64, uploads: PendingUploads, archives: UserArchiveService) async throws -> UserArchive {
        let token = try await uploads.receive(request, userID: userID, limit: Int64(archives.byteLimit))
        defer { uploads.discard(token, userID: userID) }
        return try await decode(try uploads.file(token, userID: userID), archives: archives)
    }

    /// Reads and checks the archive in `file`.
    static func decode(_ file: URL, archives: UserArchiveService) async throws -> UserArchive {
        try await BlockingWork.run { try archives.decode(try Data(contentsOf: file)) }
    }
}
