import Foundation
import RepbookCore

/// Photo files in the data folder: `<data folder>/photos/<user id>/<key>`, folders 0700 and files 0600, so only the
/// server's own account can read them.
public struct FileSystemPhotoStore: PhotoFileStore {
    /// The `photos` folder inside the data folder.
    public let root: URL

    /// The store for a data folder; folders are made on the first upload.
    public init(dataDirectory: String) {
        root = URL(fileURLWithPath: dataDirectory, isDirectory: true).appendingPathComponent("photos", isDirectory: true)
    }

    public func save(_ upload: PhotoUpload, as key: PhotoFileKey, userID: Int64) async throws {
        let folder = try userFolder(userID)
        let destination = folder.appendingPathComponent(key.description)
        // Written under a temporary name and renamed, so a half-written file never carries a key.
        let partial = folder.appendingPathComponent(key.description + ".partial")
        switch upload {
        case .bytes(let data):
            guard FileManager.default.createFile(atPath: partial.path, contents: data, attributes: [.posixPermissions: 0o600]) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: partial.path])
            }
        case .file(let url):
            try FileManager.default.moveItem(at: url, to: partial)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: partial.path)
        }
        do {
            try FileManager.default.moveItem(at: partial, to: destination)
        } catch {
            try? FileManager.default.removeItem(at: partial)
            throw error
        }
    }

    public func url(of key: PhotoFileKey, userID: Int64) -> URL {
        root.appendingPathComponent(String(userID), isDirectory: true).appendingPathComponent(key.description)
    }

    public func delete(_ key: PhotoFileKey, userID: Int64) async throws {
        do {
            try FileManager.default.removeItem(at: url(of: key, userID: userID))
        } catch CocoaError.fileNoSuchFile {
            return
        }
    }

    public func deleteAll(userID: Int64) async throws {
        do {
            try FileManager.default.removeItem(at: root.appendingPathComponent(String(userID), isDirectory: true))
        } catch CocoaError.fileNoSuchFile {
            return
        }
    }

    /// The user's folder, created 0700 (with `photos`) when missing.
    private func userFolder(_ userID: Int64) throws -> URL {
        let folder = root.appendingPathComponent(String(userID), isDirectory: true)
        for directory in [root, folder] where !FileManager.default.fileExists(atPath: directory.path) {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        return folder
    }
}
