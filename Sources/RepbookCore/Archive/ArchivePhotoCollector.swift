import Foundation

/// Gathers, in the order the store reads them, the photo files of an archive being exported (the store calls back from
/// its read transaction, possibly on another thread).
final class ArchivePhotoCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [ArchivePhotoFile] = []

    /// Notes the file at `url` with its size now.
    func add(_ url: URL) throws {
        let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        lock.withLock { files.append(ArchivePhotoFile(url: url, byteCount: size)) }
    }

    /// The files noted so far, in order.
    var collected: [ArchivePhotoFile] {
        lock.withLock { files }
    }
}
