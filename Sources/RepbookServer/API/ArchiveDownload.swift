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

/// An uploaded archive: the request body streamed to a pending file (at most the archive limit), then read and checked
/// off the request threads with its photos unpacked one at a time to a staging folder, one archive at a time
/// (`ArchiveImportGate`); the staged photos and the uploaded file are deleted whatever happens.
enum ArchiveUpload {
    /// What `use` makes of the archive sent as the body of `request`.
    static func read<Value: Sendable>(
        _ request: Request, userID: Int64, uploads: PendingUploads, archives: UserArchiveService,
        _ use: @Sendable (StagedArchive) async throws -> Value
    ) async throws -> Value {
        let token = try await uploads.receive(request, userID: userID, limit: Int64(archives.byteLimit))
        defer { uploads.discard(token, userID: userID) }
        return try await decode(try uploads.file(token, userID: userID), uploads: uploads, archives: archives, use)
    }

    /// What `use` makes of the archive in `file`, read and checked.
    static func decode<Value: Sendable>(
        _ file: URL, uploads: PendingUploads, archives: UserArchiveService, _ use: @Sendable (StagedArchive) async throws -> Value
    ) async throws -> Value {
        try await ArchiveImportGate.shared.run {
            let staged = try await BlockingWork.run { try archives.decode(file: file, staging: uploads.staging) }
            defer { staged.discard() }
            return try await use(staged)
        }
    }
}
