import Foundation
import Hummingbird
import RepbookCore

/// A request body streamed into a file: one chunk in memory at a time, never more than a limit on disk.
enum UploadedFile {
    /// Writes the body of `request` to `directory/name` (the folder made owner-only, the file 0600) and answers its URL.
    /// A body declared or found to be over `limit` bytes is refused with 413 naming the limit, and the partial file removed.
    static func receive(_ request: Request, limit: Int64, into directory: URL, name: String) async throws -> URL {
        try checkDeclaredLength(of: request, limit: limit)
        let manager = FileManager.default
        try manager.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let file = directory.appendingPathComponent(name)
        guard manager.createFile(atPath: file.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            // The server's folder refused the file (full or not writable): nothing was stored, the client may try again.
            throw DomainError.unavailable(LocalizedText("error.upload.not_stored"))
        }
        do {
            let handle = try FileHandle(forWritingTo: file)
            defer { try? handle.close() }
            var written: Int64 = 0
            for try await chunk in request.body {
                written += Int64(chunk.readableBytes)
                guard written <= limit else { throw tooLarge(limit) }
                try handle.write(contentsOf: chunk.readableBytesView)
            }
            return file
        } catch {
            try? manager.removeItem(at: file)
            throw error
        }
    }

    /// The body's declared length (`Content-Length`), if any; refused with 413 naming `limit` when it is over it.
    @discardableResult
    static func checkDeclaredLength(of request: Request, limit: Int64) throws -> Int64? {
        let declared = request.headers[.contentLength].flatMap { Int64($0) }
        if let declared, declared > limit { throw tooLarge(limit) }
        return declared
    }

    private static func tooLarge(_ limit: Int64) -> DomainError {
        .tooLarge(LocalizedText("error.file_larger_than_limit", ["limit": "\(ByteCount.text(Int(limit)))"]))
    }
}
