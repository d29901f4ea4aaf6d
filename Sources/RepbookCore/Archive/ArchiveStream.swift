import Foundation

/// A user's archive to be written as a stream: the JSON document with every photo's image left empty, and the photo
/// files that fill those places in order, each read a chunk at a time. Memory holds the document without its photos and
/// one chunk, whatever the photos weigh; the bytes written are exactly what `ArchiveJSON.encode` gives for the whole archive.
public struct ArchiveStream: Sendable {
    /// Bytes of a photo file read at a time: a multiple of 3, so the base64 of one chunk runs on into the next's.
    static let chunkBytes = 3 * 64 * 1024
    /// An empty image as the encoder writes it: each one, in order, is where a photo's base64 goes.
    static let emptyImage = Data(#""image" : """#.utf8)

    /// The download name: `repbook-<username>-YYYY-MM-DD.json`.
    public let fileName: String
    /// The whole archive's size in bytes, photos included.
    public let byteCount: Int
    let document: Data
    let photos: [ArchivePhotoFile]

    init(fileName: String, document: Data, photos: [ArchivePhotoFile]) {
        self.fileName = fileName
        self.document = document
        self.photos = photos
        byteCount = document.count + photos.reduce(0) { $0 + ($1.byteCount + 2) / 3 * 4 }
    }

    /// Hands the archive's bytes to `sink` in order, a piece at a time; a photo file that changed size since the export
    /// was read stops the stream with an error (the receiver gets a cut-short file, which an import refuses).
    public func write(to sink: (Data) async throws -> Void) async throws {
        var start = document.startIndex
        for photo in photos {
            guard let slot = document.range(of: Self.emptyImage, in: start..<document.endIndex) else {
                throw DomainError.conflict(LocalizedText("error.archive_has_fewer_photo_places_than"))
            }
            // Up to and including the opening quote; the closing quote starts the next piece.
            try await sink(document.subdata(in: start..<slot.upperBound - 1))
            try await pour(photo, into: sink)
            start = slot.upperBound - 1
        }
        try await sink(document.subdata(in: start..<document.endIndex))
    }

    private func pour(_ photo: ArchivePhotoFile, into sink: (Data) async throws -> Void) async throws {
        guard let handle = FileHandle(forReadingAtPath: photo.url.path) else {
            throw DomainError.conflict(LocalizedText("error.photo_file_disappeared_while_archive_was", ["path": "\(photo.url.path)"]))
        }
        defer { try? handle.close() }
        var read = 0
        while let chunk = try handle.read(upToCount: Self.chunkBytes), !chunk.isEmpty {
            read += chunk.count
            guard read <= photo.byteCount else { break }
            try await sink(chunk.base64EncodedData())
        }
        guard read == photo.byteCount else {
            throw DomainError.conflict(LocalizedText("error.photo_file_changed_while_archive_was", ["path": "\(photo.url.path)"]))
        }
    }
}

/// A photo file an archive stream pours in: where it is and its size when the archive was read.
struct ArchivePhotoFile: Sendable {
    let url: URL
    let byteCount: Int
}
