import Foundation
import Hummingbird
import RepbookCore

/// A backup sent as a download (`application/zip`: the database and the photos, saved under its dated name), streamed in chunks.
/// The file is unlinked as soon as it is open, so nothing is left behind whether or not the download completes.
enum BackupDownloadResponse {
    static let chunkBytes = 256 * 1024

    /// The response streaming `download`'s file.
    static func make(_ download: BackupDownload) throws -> Response {
        guard let handle = FileHandle(forReadingAtPath: download.path) else {
            throw DomainError.conflict(LocalizedText("error.backup_snapshot_could_not_read"))
        }
        try? FileManager.default.removeItem(atPath: download.path)
        let body = ResponseBody(contentLength: download.byteCount) { writer in
            defer { try? handle.close() }
            while let chunk = try handle.read(upToCount: chunkBytes), !chunk.isEmpty {
                try await writer.write(ByteBuffer(bytes: chunk))
            }
            try await writer.finish(nil)
        }
        return Response(
            status: .ok,
            headers: [
                .contentType: "application/zip",
                .contentDisposition: "attachment; filename=\"\(download.fileName)\"",
                .cacheControl: "private, no-store",
            ],
            body: body)
    }
}
