import Foundation
import RepbookCore
import RepbookDataFolder
import ZIPFoundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a backup as one zip file: the database snapshot (deflated) and, stored as they are, the photo files that snapshot
/// names. Each entry is streamed from its file in chunks, so memory does not grow with the photos; the zip is written
/// under a hidden temporary name beside `path` (mode 0600) and renamed into place, so a reader never sees half a backup.
public struct BackupBundleWriter: BackupWriter {
    /// Bytes read and written at a time.
    static let chunkBytes = 256 * 1024
    private let store: SQLiteStore
    private let photos: FileSystemPhotoStore

    /// A writer for the store and the photo files of `dataDirectory`.
    public init(store: SQLiteStore, dataDirectory: String) {
        self.store = store
        photos = FileSystemPhotoStore(dataDirectory: dataDirectory)
    }

    /// Snapshots the database, then writes it and every photo it names into the zip at `path`. A photo deleted between
    /// the snapshot and its copy (the row goes first, then the file) makes it start over once from a new snapshot; a
    /// photo file still missing, or whose size is not the one recorded, fails the backup, naming it, and leaves nothing behind.
    public func writeBackup(to path: String) async throws {
        do {
            try await writeOnce(to: path)
        } catch is PhotoFileGone {
            do {
                try await writeOnce(to: path)
            } catch let gone as PhotoFileGone {
                throw DomainError.conflict(gone.description)
            }
        }
    }

    private func writeOnce(to path: String) async throws {
        let destination = URL(fileURLWithPath: path)
        let folder = destination.deletingLastPathComponent()
        let hidden = folder.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString)").path
        let snapshot = hidden + ".sqlite.partial"
        let partial = hidden + ".partial"
        defer {
            for leftover in [snapshot, partial] { try? FileManager.default.removeItem(atPath: leftover) }
        }
        try await store.backup(to: snapshot)
        let references = try PhotoReference.all(inDatabaseAt: snapshot)
        // An empty zip (only its end record), made 0600 before any byte of the backup is in it.
        let emptyZip = Data([0x50, 0x4B, 0x05, 0x06]) + Data(count: 18)
        guard FileManager.default.createFile(atPath: partial, contents: emptyZip, attributes: [.posixPermissions: 0o600]) else {
            throw DomainError.invalid(field: "to", message: "Cannot write a backup in \(folder.path).")
        }
        try write(snapshot: snapshot, photos: references, into: URL(fileURLWithPath: partial))
        guard rename(partial, path) == 0 else {
            throw DomainError.invalid(field: "to", message: "Cannot write the backup to \(path): \(String(cString: strerror(errno))).")
        }
    }

    private func write(snapshot: String, photos references: [PhotoReference], into zip: URL) throws {
        let archive = try Archive(url: zip, accessMode: .update)
        try archive.addEntry(
            with: BackupBundleLayout.databaseEntry, fileURL: URL(fileURLWithPath: snapshot), compressionMethod: .deflate,
            bufferSize: Self.chunkBytes)
        for reference in references {
            let file = photos.url(of: reference.key, userID: reference.userID)
            let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? nil
            guard let size else { throw PhotoFileGone(path: file.path) }
            guard size == reference.byteSize else {
                throw DomainError.conflict(
                    "The photo file \(file.path) is \(size) bytes but was stored as \(reference.byteSize), so the backup was not written.")
            }
            try archive.addEntry(with: reference.entry, fileURL: file, compressionMethod: .none, bufferSize: Self.chunkBytes)
        }
    }
}

/// A photo file the snapshot names is not on disk.
struct PhotoFileGone: Error, CustomStringConvertible {
    let path: String

    var description: String { "The photo file \(path) is missing, so the backup was not written (it would not restore)." }
}
