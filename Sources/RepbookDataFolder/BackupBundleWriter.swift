import Foundation
import RepbookCore
import ZIPFoundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a backup as one zip file: the engine's copy of the database and, stored as they are, the photo files that copy
/// names (every photo file of the folder when the engine cannot say). Each entry is streamed from its file in chunks, so
/// memory does not grow with the photos; the zip is written under a hidden temporary name beside `path` (mode 0600) and
/// renamed into place, so a reader never sees half a backup.
public struct BackupBundleWriter: BackupWriter {
    /// Bytes read and written at a time.
    static let chunkBytes = 256 * 1024
    private let database: any BackupDatabase
    private let photos: FileSystemPhotoStore

    /// A writer for the engine's `database` and the photo files of `dataDirectory`.
    public init(database: any BackupDatabase, dataDirectory: String) {
        self.database = database
        photos = FileSystemPhotoStore(dataDirectory: dataDirectory)
    }

    /// Copies the database, then writes it and its photos into the zip at `path`. A photo deleted between the copy and
    /// its own copy (the row goes first, then the file) makes it start over once from a new copy; a photo file still
    /// missing, or whose size is not the one recorded, fails the backup, naming it, and leaves nothing behind.
    public func writeBackup(to path: String) async throws {
        do {
            try await writeOnce(to: path)
        } catch is PhotoFileGone {
            do {
                try await writeOnce(to: path)
            } catch let gone as PhotoFileGone {
                throw DomainError.conflict(LocalizedText("error.backup.photo_missing", ["path": .text(gone.path)]))
            }
        }
    }

    private func writeOnce(to path: String) async throws {
        let destination = URL(fileURLWithPath: path)
        let folder = destination.deletingLastPathComponent()
        let hidden = folder.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString)").path
        let copy = hidden + ".database.partial"
        let partial = hidden + ".partial"
        defer {
            for leftover in [copy, partial] { try? FileManager.default.removeItem(atPath: leftover) }
        }
        try await database.writeCopy(to: copy)
        let files = try database.photoFiles(inCopyAt: copy).map(namedPhotoFiles) ?? everyPhotoFile()
        // An empty zip (only its end record), made 0600 before any byte of the backup is in it.
        let emptyZip = Data([0x50, 0x4B, 0x05, 0x06]) + Data(count: 18)
        guard FileManager.default.createFile(atPath: partial, contents: emptyZip, attributes: [.posixPermissions: 0o600]) else {
            throw DomainError.invalid(field: "to", message: LocalizedText("error.cannot_write_backup_in", ["path": "\(folder.path)"]))
        }
        let archive = try Archive(url: URL(fileURLWithPath: partial), accessMode: .update)
        try archive.addEntry(
            with: database.entry, fileURL: URL(fileURLWithPath: copy), compressionMethod: database.deflates ? .deflate : .none,
            bufferSize: Self.chunkBytes)
        for (entry, file) in files {
            try archive.addEntry(with: entry, fileURL: file, compressionMethod: .none, bufferSize: Self.chunkBytes)
        }
        guard rename(partial, path) == 0 else {
            throw DomainError.invalid(field: "to", message:
                LocalizedText("error.cannot_write_backup", ["path": "\(path)", "errno": "\(String(cString: strerror(errno)))"]))
        }
    }

    /// The files the copy names, each checked to be on disk with its recorded size, as (entry, file).
    private func namedPhotoFiles(_ named: [InstancePhotoFile]) throws -> [(String, URL)] {
        try named.map { photo in
            let file = photos.url(of: photo.key, userID: photo.userID)
            let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? nil
            guard let size else { throw PhotoFileGone(path: file.path) }
            guard size == photo.byteSize else {
                throw DomainError.conflict(LocalizedText(
                    "error.backup.photo_size", ["path": .text(file.path), "size": .text(String(size)), "stored": .text(String(photo.byteSize))]))
            }
            return (photo.bundleEntry, file)
        }
    }

    /// Every photo file of the data folder with its entry name (`photos/<user id>/<key>`); other files are skipped.
    private func everyPhotoFile() -> [(String, URL)] {
        let manager = FileManager.default
        guard let users = try? manager.contentsOfDirectory(atPath: photos.root.path) else { return [] }
        return users.sorted().flatMap { user -> [(String, URL)] in
            let folder = photos.root.appendingPathComponent(user, isDirectory: true)
            let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.sorted().compactMap { name in
                let entry = "\(BackupBundleLayout.photosFolder)/\(user)/\(name)"
                guard BackupBundleLayout.photo(in: entry) != nil else { return nil }
                return (entry, folder.appendingPathComponent(name))
            }
        }
    }
}

/// A photo file the database copy names is not on disk.
struct PhotoFileGone: Error, CustomStringConvertible {
    let path: String

    var description: String { "The photo file \(path) is missing, so the backup was not written (it would not restore)." }
}
