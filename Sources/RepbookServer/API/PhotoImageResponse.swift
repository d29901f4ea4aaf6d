import Foundation
import Hummingbird
import RepbookCore

/// A photo's bytes as a response, for the API and the pages alike: its own media type, never sniffed, cached
/// privately, revalidated by ETag (a stored file never changes).
enum PhotoImageResponse {
    /// How long browsers may reuse the image without asking: a day.
    static let maxAgeSeconds = 86_400

    /// The image of `photo` read from `url`, or 304 when the request already holds it.
    static func make(_ photo: ProgressPhoto, at url: URL, request: Request, context: some RequestContext) async throws -> Response {
        let etag = "\"\(photo.fileKey)\""
        var headers: HTTPFields = [
            .contentType: photo.format.mediaType,
            .cacheControl: "private, max-age=\(maxAgeSeconds)",
            .eTag: etag,
            .xContentTypeOptions: "nosniff",
            .contentDisposition: "inline; filename=\"photo-\(photo.date)-\(photo.angle.rawValue).\(photo.format.fileExtension)\"",
        ]
        if request.headers[.ifNoneMatch] == etag {
            return Response(status: .notModified, headers: headers)
        }
        let body = try await FileIO().loadFile(path: url.path, context: context)
        headers[.contentLength] = String(photo.byteSize)
        return Response(status: .ok, headers: headers, body: body)
    }
}
