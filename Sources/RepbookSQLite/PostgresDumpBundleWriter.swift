import Foundation
import RepbookCore
import RepbookDataFolder
import ZIPFoundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the backup of a server on PostgreSQL as one zip file: `repbook.pgdump`, the database as
/// `pg_dump --format=custom` writes it (one consistent snapshot; restored with `pg_restore`), and every photo file of the
/// data folder, stored as it is. Written under a hidden temporary name beside `path` (mode 0600) and renamed into place.
/// `pg_dump` must be on the PATH (Debian's `postgresql-client`), of the server's major version or newer.
public struct PostgresDumpBundleWriter: BackupWriter {
    private let databaseURL: String
    private let photos: FileSystemPhotoStore

    /// A writer for the database `databaseURL` names and the photo files of `dataDirectory`.
    public init(databaseURL: String, dataDirectory: String) {
        self.databaseURL = databaseURL
        photos = FileSystemPhotoStore(dataDirectory: dataDirectory)
    }

    public func writeBackup(to path: String) async throws {
        let destination = URL(fileURLWithPath: path)
        let folder = destination.deletingLastPathComponent()
        let hidden = folder.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString)").path
        let dump = hidden + ".pgdump.partial"
        let partial = hidden + ".partial"
        defer {
            for leftover in [dump, partial] { try? FileManager.default.removeItem(atPath: leftover) }
        }
        guard FileManager.default.createFile(atPath: dump, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            throw DomainError.invalid(field: "to", message: "Cannot write a backup in \(folder.path).")
        }
        try await PostgresDump.run(databaseURL: databaseURL, into: dump)
        let emptyZip = Data([0x50, 0x4B, 0x05, 0x06]) + Data(count: 18)
        guard FileManager.default.createFile(atPath: partial, contents: emptyZip, attributes: [.posixPermissions: 0o600]) else {
            throw DomainError.invalid(field: "to", message: "Cannot write a backup in \(folder.path).")
        }
        let archive = try Archive(url: URL(fileURLWithPath: partial), accessMode: .update)
        try archive.addEntry(
            with: BackupBundleLayout.postgresDumpEntry, fileURL: URL(fileURLWithPath: dump), compressionMethod: .none,
            bufferSize: BackupBundleWriter.chunkBytes)
        for (entry, file) in photoFiles() {
            try archive.addEntry(with: entry, fileURL: file, compressionMethod: .none, bufferSize: BackupBundleWriter.chunkBytes)
        }
        guard rename(partial, path) == 0 else {
            throw DomainError.invalid(field: "to", message: "Cannot write the backup to \(path): \(String(cString: strerror(errno))).")
        }
    }

    /// Every photo file of the data folder with its entry name (`photos/<user id>/<key>`); other files are skipped.
    private func photoFiles() -> [(String, URL)] {
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

/// Runs `pg_dump` on a database URL, its password (if any) passed in the environment rather than on the command line.
enum PostgresDump {
    /// Dumps the database `databaseURL` names into `file` (custom format); throws with `pg_dump`'s own words on failure.
    static func run(databaseURL: String, into file: String) async throws {
        guard var components = URLComponents(string: databaseURL) else {
            throw DomainError.invalid(field: "database", message: "The database URL cannot be read.")
        }
        var environment = ProcessInfo.processInfo.environment
        if let password = components.password {
            environment["PGPASSWORD"] = password.removingPercentEncoding ?? password
            components.password = nil
        }
        let arguments = ["pg_dump", "--format=custom", "--no-owner", "--file=\(file)", "--dbname=\(components.string ?? databaseURL)"]
        let childEnvironment = environment
        // pg_dump runs for as long as the database takes to read: waited for on a thread of its own, never on one of the
        // few threads that serve requests.
        let (status, message) = try await withCheckedThrowingContinuation { (done: CheckedContinuation<(Int32, Data), any Error>) in
            Thread.detachNewThread {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = arguments
                process.environment = childEnvironment
                let errors = Pipe()
                process.standardError = errors
                process.standardOutput = FileHandle.nullDevice
                do {
                    try process.run()
                } catch {
                    done.resume(throwing: error)
                    return
                }
                let message = errors.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                done.resume(returning: (process.terminationStatus, message))
            }
        }
        guard status == 0 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw DomainError.conflict("pg_dump failed (exit \(status)): \(text.isEmpty ? "no message" : text)")
        }
    }
}
