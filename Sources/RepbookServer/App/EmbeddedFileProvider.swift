import Foundation
import Hummingbird

/// Serves the embedded `static/` files to Hummingbird's `FileMiddleware` (which adds ETag, `Last-Modified`, ranges and
/// `304 Not Modified`): a lookup in memory, so no request path can reach the file system.
struct EmbeddedFileProvider: FileProvider {
    /// What `FileMiddleware` needs to know of a file.
    struct FileAttributes: FileMiddlewareFileAttributes, Sendable {
        let isFolder: Bool
        let size: Int
        let modificationDate: Date
    }

    private let files: [String: ByteBuffer]
    private let attributes: [String: FileAttributes]

    /// The files under `prefix` in the embedded resources, by their path after it (`/app.css`).
    init(prefix: String = "static/") {
        var files: [String: ByteBuffer] = [:]
        var attributes: [String: FileAttributes] = [:]
        for (path, file) in EmbeddedResources.files where path.hasPrefix(prefix) {
            let key = "/" + path.dropFirst(prefix.count)
            files[key] = ByteBuffer(bytes: file.bytes)
            attributes[key] = FileAttributes(
                isFolder: false, size: file.bytes.count, modificationDate: Date(timeIntervalSince1970: Double(file.modified)))
        }
        self.files = files
        self.attributes = attributes
    }

    /// The request path itself (`/app.css`), when such a file is embedded.
    func getFileIdentifier(_ path: String) -> String? {
        let key = path.hasPrefix("/") ? path : "/" + path
        return files[key] == nil ? nil : key
    }

    func getAttributes(id: String) async throws -> FileAttributes? {
        attributes[id]
    }

    func loadFile(id: String, context: some RequestContext) async throws -> ResponseBody {
        ResponseBody(byteBuffer: files[id] ?? ByteBuffer())
    }

    func loadFile(id: String, range: ClosedRange<Int>, context: some RequestContext) async throws -> ResponseBody {
        guard let buffer = files[id], range.lowerBound >= 0, range.upperBound < buffer.readableBytes else {
            return ResponseBody(byteBuffer: ByteBuffer())
        }
        return ResponseBody(byteBuffer: buffer.getSlice(at: range.lowerBound, length: range.count) ?? ByteBuffer())
    }
}
