import Foundation
import RepbookCore

/// A progress photo file a database names: whose it is, its key and the size recorded when it was stored.
public struct InstancePhotoFile: Sendable, Equatable {
    public let userID: Int64
    public let key: PhotoFileKey
    public let byteSize: Int

    /// A photo file as the database names it (made by the SQLite side's instance source).
    package init(userID: Int64, key: PhotoFileKey, byteSize: Int) {
        self.userID = userID
        self.key = key
        self.byteSize = byteSize
    }
}

/// The photo files of an instance that `repbook migrate` moves: the database rows are copied, the files stay files
/// (`<data>/photos/<user id>/<key>`), checked where they are and, when asked, copied into the data folder the PostgreSQL
/// servers share.
public enum InstancePhotoFiles {
    /// The files of `photos` that `dataDirectory` lacks or holds with another size than recorded, as paths.
    public static func missing(_ photos: [InstancePhotoFile], in dataDirectory: String) -> [String] {
        let store = FileSystemPhotoStore(dataDirectory: dataDirectory)
        return photos.compactMap { photo in
            let path = store.url(of: photo.key, userID: photo.userID).path
            return size(of: path) == photo.byteSize ? nil : path
        }
    }

    /// Copies each file of `photos` from `dataDirectory` into `targetDirectory`'s photos folder (folders 0700, files
    /// 0600, as the server makes them), skipping a file already there with the recorded size; answers the paths it made,
    /// so a failed move can take them away again (`remove`). Refuses a file that is missing or of another size.
    public static func copy(_ photos: [InstancePhotoFile], from dataDirectory: String, to targetDirectory: String) throws -> [String] {
        let source = FileSystemPhotoStore(dataDirectory: dataDirectory)
        let target = FileSystemPhotoStore(dataDirectory: targetDirectory)
        var made: [String] = []
        do {
            for photo in photos {
                let from = source.url(of: photo.key, userID: photo.userID)
                let to = target.url(of: photo.key, userID: photo.userID)
                guard size(of: from.path) == photo.byteSize else {
                    throw InstanceCopyRefusal("The photo \(from.path) is missing or not of its recorded size (\(photo.byteSize) bytes).")
                }
                if size(of: to.path) == photo.byteSize { continue }
                for folder in [target.root, to.deletingLastPathComponent()] where !FileManager.default.fileExists(atPath: folder.path) {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
                    made.append(folder.path)
                }
                try FileManager.default.copyItem(at: from, to: to)
                made.append(to.path)
                try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: to.path)
            }
        } catch {
            remove(made)
            throw error
        }
        return made
    }

    /// Removes what `copy` made, files before their folders.
    public static func remove(_ made: [String]) {
        for path in made.reversed() { try? FileManager.default.removeItem(atPath: path) }
    }

    private static func size(of path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
    }
}

extension InstancePhotoFile {
    /// The file's entry name in a backup bundle (`photos/<user id>/<key>`).
    public var bundleEntry: String { BackupBundleLayout.photoEntry(userID: userID, key: key) }
}
