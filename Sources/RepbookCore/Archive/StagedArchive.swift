import Foundation

/// An archive read from a file with its photos unpacked to files in a staging folder: each photo's `image` is that
/// file mapped into memory, so only the pages read (the header) are resident, and the restore moves the files.
public struct StagedArchive: Sendable {
    /// The archive, photo images mapped from their files.
    public var archive: UserArchive
    /// The image file of each photo, by its index in `archive.photos`.
    public let photoFiles: [Int: URL]
    /// The folder holding the files; `discard` removes it.
    public let folder: URL

    /// Removes the staging folder and whatever is left in it.
    public func discard() {
        try? FileManager.default.removeItem(at: folder)
    }
}
