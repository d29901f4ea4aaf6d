import Foundation
import RepbookCore
import RepbookDataFolder
import RepbookSQLite
import RepbookTestFixtures
import Testing
import ZIPFoundation

/// Backups as one zip (the database and every photo it names), written and restored on real folders; a zip that is not
/// whole or tries to write outside the data folder is refused and changes nothing.
@Suite("Backups with photos")
struct BackupBundleTests {
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAcAAAAFCAIAAAAG+GGPAAAAFElEQVR4nGPkOmHDgAGYMIWoIgoAdEoBGGBPnt8AAAAASUVORK5CYII=")!
    static let jpeg = RichAccount.jpegHeader + Data(repeating: 7, count: 3000)

    /// A data folder with two accounts, a workout and photos of each.
    struct Source {
        let folder: String
        let store: SQLiteStore
        let photos: [ProgressPhoto]

        init() async throws {
            folder = try temporaryDirectory()
            store = try SQLiteStore.open(dataDirectory: folder)
            let services = Services(store: store)
            let gallery = ProgressPhotoService(store: store, files: FileSystemPhotoStore(dataDirectory: folder), now: { Date() })
            let ana = try await services.accounts.addUser(username: "ana", password: "correct horse")
            let ben = try await services.accounts.addUser(username: "ben", password: "correct horse")
            photos = [
                try await gallery.upload(.bytes(BackupBundleTests.png), details: PhotoDetailsInput(angle: "front", date: "2026-11-01"), for: ana),
                try await gallery.upload(.bytes(BackupBundleTests.jpeg), details: PhotoDetailsInput(angle: "side", date: "2026-11-02"), for: ana),
                try await gallery.upload(.bytes(BackupBundleTests.png), details: PhotoDetailsInput(angle: "back", date: "2026-11-03"), for: ben),
            ]
        }

        /// Writes a backup zip to a fresh folder and answers its path.
        func backup() async throws -> String {
            let path = try temporaryDirectory() + "/backup.zip"
            try await BackupBundleWriter(store: store, dataDirectory: folder).writeBackup(to: path)
            return path
        }
    }

    /// Every file under `root` (recursively), by path inside it, with its bytes.
    static func files(under root: String) throws -> [String: Data] {
        guard let paths = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] else { return [:] }
        var files: [String: Data] = [:]
        for path in paths where (try FileManager.default.attributesOfItem(atPath: root + "/" + path)[.type] as? FileAttributeType) == .typeRegular {
            files[path] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
        }
        return files
    }

    /// Copies the zip at `source` to a new zip, entry by entry through `change` (which answers the entries to write instead).
    static func rewrite(_ source: String, change: (String, Data) -> [(String, Data)]) throws -> String {
        let input = try Archive(url: URL(fileURLWithPath: source), accessMode: .read)
        let path = try temporaryDirectory() + "/changed.zip"
        let output = try Archive(url: URL(fileURLWithPath: path), accessMode: .create)
        for entry in input {
            var bytes = Data()
            _ = try input.extract(entry) { bytes.append($0) }
            for (name, data) in change(entry.path, bytes) {
                try output.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count)) { position, size in
                    data.subdata(in: Int(position)..<Int(position) + size)
                }
            }
        }
        return path
    }

    @Test("A backup holds the database and exactly the photo files it names; restored into a fresh folder, rows and bytes are the same")
    func roundTrip() async throws {
        let source = try await Source()
        // Not named by the database: never backed up.
        FileManager.default.createFile(atPath: source.folder + "/photos/1/stray.partial", contents: Data("half".utf8))
        let path = try await source.backup()
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path) == ["backup.zip"])
        let names = Set(try Archive(url: URL(fileURLWithPath: path), accessMode: .read).map(\.path))
        let owners: [Int64] = [1, 1, 2]
        #expect(names == Set(["repbook.sqlite"] + zip(source.photos, owners).map { "photos/\($1)/\($0.fileKey)" }))

        let fresh = try temporaryDirectory()
        let restored = try await DatabaseRestore.restore(from: path, into: fresh, now: Date())
        #expect(restored.photos == 3 && restored.previous == nil && restored.previousPhotos == nil)
        var original = try Self.files(under: source.folder + "/photos")
        original["1/stray.partial"] = nil
        #expect(try Self.files(under: fresh + "/photos") == original)
        let copy = try SQLiteStore.open(dataDirectory: fresh)
        for user in try await source.store.allUsers() {
            #expect(
                try await copy.progressPhotos(userID: user.id, angle: nil) == (try await source.store.progressPhotos(userID: user.id, angle: nil)))
        }
        #expect(try await copy.contents() == (try await source.store.contents()))
    }

    @Test("A photo missing from the zip, tampered with, of the wrong size, or an entry that is a path escape or foreign is refused; nothing changes")
    func refusals() async throws {
        let source = try await Source()
        let good = try await source.backup()
        let photo = "photos/1/\(source.photos[1].fileKey)"
        let cases: [(String, String)] = [
            (try Self.rewrite(good) { name, data in name == photo ? [] : [(name, data)] }, "is missing the photo \(photo)"),
            (
                try Self.rewrite(good) { name, data in name == photo ? [(name, data + Data([1]))] : [(name, data)] },
                "with \(Self.jpeg.count + 1) bytes, but its database says \(Self.jpeg.count)"
            ),
            (
                try Self.rewrite(good) { name, data in [(name, data)] + (name == photo ? [("../escaped.txt", Data("x".utf8))] : []) },
                "\"../escaped.txt\""
            ),
            (
                try Self.rewrite(good) { name, data in [(name, data)] + (name == photo ? [("photos/1/../../repbook.sqlite", data)] : []) },
                "not part of a Repbook backup"
            ),
            (try Self.rewrite(good) { name, data in name == "repbook.sqlite" ? [] : [(name, data)] }, "holds no repbook.sqlite"),
            (try Self.rewrite(good) { name, data in name == "repbook.sqlite" ? [(name, Data("not a database".utf8))] : [(name, data)] },
             "The database in changed.zip is not a SQLite database."),
        ]
        // The CRC check needs a same-size change that the zip's own checksum does not cover: flip a byte in place.
        let flipped = try temporaryDirectory() + "/flipped.zip"
        var bytes = try Data(contentsOf: URL(fileURLWithPath: good))
        let range = try #require(bytes.range(of: Self.jpeg.suffix(64)))
        bytes[range.lowerBound] ^= 0xFF
        try bytes.write(to: URL(fileURLWithPath: flipped))

        let target = try await Source()
        let before = try Self.files(under: target.folder)
        for (path, fragment) in cases + [(flipped, "do not match their checksum")] {
            do {
                _ = try await DatabaseRestore.restore(from: path, into: target.folder, now: Date())
                Issue.record("\(fragment): accepted")
            } catch let error as DomainError {
                #expect(error.english.contains(fragment), "\(error.english)")
            }
            var after = try Self.files(under: target.folder)
            after[DataDirectoryLock.fileName] = nil
            var expected = before
            expected[DataDirectoryLock.fileName] = nil
            #expect(
                Set(after.keys).subtracting(["repbook.sqlite-wal", "repbook.sqlite-shm"])
                    == Set(expected.keys).subtracting(["repbook.sqlite-wal", "repbook.sqlite-shm"]), "\(fragment)")
            #expect(after.filter { $0.key.hasPrefix("photos/") } == expected.filter { $0.key.hasPrefix("photos/") })
        }
        #expect(!FileManager.default.fileExists(atPath: URL(fileURLWithPath: target.folder).deletingLastPathComponent().path + "/escaped.txt"))
        #expect(try await target.store.allUsers().map(\.username).sorted() == ["ana", "ben"])
    }

    @Test("A photo file missing on disk fails the backup with its name and leaves no file behind")
    func missingPhotoOnDisk() async throws {
        let source = try await Source()
        let lost = FileSystemPhotoStore(dataDirectory: source.folder).url(of: source.photos[0].fileKey, userID: 1)
        try FileManager.default.removeItem(at: lost)
        let folder = try temporaryDirectory()
        do {
            try await BackupBundleWriter(store: source.store, dataDirectory: source.folder).writeBackup(to: folder + "/backup.zip")
            Issue.record("the backup was written")
        } catch let error as DomainError {
            #expect(error.english.contains(lost.path))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
