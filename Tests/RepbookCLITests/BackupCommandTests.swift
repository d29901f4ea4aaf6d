import ArgumentParser
import Foundation
@testable import RepbookCLI
import RepbookCore
import RepbookDataFolder
import RepbookSecurity
import RepbookServer
import RepbookSQLite
import Testing

/// `repbook backup` and `repbook restore` on real data folders.
@Suite("repbook backup and restore")
struct BackupCommandTests {
    /// A fresh folder under the system's temporary directory.
    func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-backup-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A 7 × 5 PNG.
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAcAAAAFCAIAAAAG+GGPAAAAFElEQVR4nGPkOmHDgAGYMIWoIgoAdEoBGGBPnt8AAAAASUVORK5CYII=")!

    /// The photo files under `<folder>/photos`, by path inside it, with their bytes.
    func photoFiles(_ folder: String) throws -> [String: Data] {
        try files(under: folder + "/photos")
    }

    /// The files under `root`, by path inside it, with their bytes.
    func files(under root: String) throws -> [String: Data] {
        guard let paths = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] else { return [:] }
        var files: [String: Data] = [:]
        for path in paths where (try FileManager.default.attributesOfItem(atPath: root + "/" + path)[.type] as? FileAttributeType) == .typeRegular {
            files[path] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
        }
        return files
    }

    /// Creates a data folder holding the account `username` with `workouts` finished workouts of two sets each and
    /// `photos` progress photos; the store is closed again when this returns.
    func makeDataFolder(_ folder: String, username: String, workouts: Int, photos: Int = 0) async throws {
        let store = try SQLiteStore.open(dataDirectory: folder)
        let accounts = AccountService(store: store, hasher: BcryptPasswordHasher(cost: 4), throttle: LoginThrottle(), now: { Date() })
        let user = try await accounts.addUser(username: username, password: "correct horse")
        let exercises = ExerciseService(store: store, now: { Date() })
        let bench = try #require(try await exercises.list(for: user, query: ExerciseQuery(search: "Bench Press")).first)
        let drafts = (0..<workouts).map { index in
            let start = Date(timeIntervalSince1970: 1_790_000_000 + Double(index) * 86_400)
            return FinishedWorkoutDraft(
                name: "Push \(index)", date: LocalDate(start, in: TimeZone(identifier: "UTC")!), startedAt: start, endedAt: start + 3000,
                exercises: [
                    FinishedExerciseDraft(exerciseID: bench.id, sets: [SetValues(weight: Weight(100, .kilograms), reps: 5), SetValues(reps: 8)])
                ])
        }
        _ = try await store.insertFinishedWorkouts(drafts, userID: user.id, now: Date())
        let gallery = ProgressPhotoService(store: store, files: FileSystemPhotoStore(dataDirectory: folder), now: { Date() })
        for index in 0..<photos {
            _ = try await gallery.upload(
                .bytes(Self.png), details: PhotoDetailsInput(angle: ["front", "side", "back"][index % 3], date: "2026-11-0\(index % 9 + 1)"),
                for: user)
        }
    }

    /// The user names and workout count of the database file at `path`.
    func contents(of path: String) async throws -> (usernames: [String], contents: DatabaseContents) {
        let store = try SQLiteStore.open(path: path)
        return (try await store.allUsers().map(\.username), try await store.contents())
    }

    @Test("backup writes a dated file in <data>/backups, or the file --to names, and refuses a folder without a database")
    func backup() async throws {
        let data = try temporaryFolder() + "/data"
        try await makeDataFolder(data, username: "ana", workouts: 4)
        let instant = Date(timeIntervalSince1970: 1_795_300_205)

        let line = try await BackupCommand.backUp(location: .sqlite(data), to: nil, now: { instant })
        let path = data + "/backups/repbook-20261121-223005.zip"
        #expect(line.hasPrefix("Backed up to \(path) ("), "\(line)")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
        let fresh = try temporaryFolder() + "/fresh"
        let restored = try await DatabaseRestore.restore(from: path, into: fresh, now: instant)
        #expect(restored.contents == DatabaseContents(users: 1, workouts: 4, sets: 8))

        let chosen = try temporaryFolder() + "/ana.zip"
        let chosenLine = try await BackupCommand.backUp(location: .sqlite(data), to: chosen)
        #expect(chosenLine.hasPrefix("Backed up to \(chosen) ("))
        #expect(try await DatabaseRestore.restore(from: chosen, into: try temporaryFolder() + "/again", now: instant).photos == 0)

        let empty = try temporaryFolder()
        await #expect(throws: CommandFailure.self) { _ = try await BackupCommand.backUp(location: .sqlite(empty), to: nil) }
        #expect(!FileManager.default.fileExists(atPath: empty + "/repbook.sqlite"))
        #expect((try? RepbookCommand.parseAsRoot(["backup", "--to", "x.sqlite", "--data-dir", data])) is BackupCommand)
    }

    @Test("restore keeps the old database and photos, puts the backup's in place and opens it; the photos are byte for byte the source's")
    func restore() async throws {
        let source = try temporaryFolder() + "/source"
        try await makeDataFolder(source, username: "ana", workouts: 3, photos: 4)
        let backup = try temporaryFolder() + "/ana.zip"
        _ = try await BackupCommand.backUp(location: .sqlite(source), to: backup)
        let target = try temporaryFolder() + "/target"
        try await makeDataFolder(target, username: "bob", workouts: 1, photos: 1)
        let bobsPhotos = try photoFiles(target)
        let instant = Date(timeIntervalSince1970: 1_795_300_205)

        let output = try await RestoreCommand.restore(file: backup, dataDirectory: target, now: { instant })
        let kept = target + "/repbook.sqlite.before-restore-20261121-223005"
        let keptPhotos = target + "/photos.before-restore-20261121-223005"
        #expect(output == """
            Restored \(backup) into \(target)/repbook.sqlite and \(target)/photos.
            The database it replaced is kept as \(kept).
            The photos folder it replaced is kept as \(keptPhotos).
            It holds 1 user, 3 workouts and 6 sets, and 4 photos.
            """)
        #expect(try photoFiles(target) == (try photoFiles(source)))
        #expect(try photoFiles(target).count == 4)
        #expect(bobsPhotos.count == 1)
        #expect(try files(under: keptPhotos) == bobsPhotos)
        #expect(try await contents(of: target + "/repbook.sqlite").usernames == ["ana"])
        #expect(try await contents(of: kept).usernames == ["bob"])
        #expect(try await contents(of: kept).contents.workouts == 1)
        let listing = try FileManager.default.contentsOfDirectory(atPath: target)
        #expect(!listing.contains("repbook.sqlite.restoring") && !listing.contains("photos.restoring"))
        #expect(try FileManager.default.attributesOfItem(atPath: target + "/repbook.sqlite")[.posixPermissions] as? Int == 0o600)
        #expect(try FileManager.default.attributesOfItem(atPath: target + "/photos")[.posixPermissions] as? Int == 0o700)
        for path in try photoFiles(target).keys {
            #expect(try FileManager.default.attributesOfItem(atPath: target + "/photos/" + path)[.posixPermissions] as? Int == 0o600)
        }

        let fresh = try temporaryFolder() + "/new-machine"
        let first = try await RestoreCommand.restore(file: backup, dataDirectory: fresh)
        #expect(!first.contains("kept as"))
        #expect(try await contents(of: fresh + "/repbook.sqlite").usernames == ["ana"])
        #expect(try photoFiles(fresh) == (try photoFiles(source)))
    }

    @Test("An older backup (a bare .sqlite file) still restores the database, leaves the photos folder alone and says it holds no photos")
    func databaseOnlyBackup() async throws {
        let source = try temporaryFolder() + "/source"
        try await makeDataFolder(source, username: "ana", workouts: 2, photos: 2)
        let backup = try temporaryFolder() + "/repbook-20261101-120000.sqlite"
        try await SQLiteStore.open(dataDirectory: source).backup(to: backup)
        let target = try temporaryFolder() + "/target"
        try await makeDataFolder(target, username: "bob", workouts: 1, photos: 1)
        let bobsPhotos = try photoFiles(target)

        let output = try await RestoreCommand.restore(file: backup, dataDirectory: target, now: { Date(timeIntervalSince1970: 1_795_300_205) })
        #expect(output == """
            Restored \(backup) into \(target)/repbook.sqlite.
            The database it replaced is kept as \(target)/repbook.sqlite.before-restore-20261121-223005.
            It holds 1 user, 2 workouts and 4 sets.
            This backup is a bare database from an older Repbook and holds no photos: the photos folder was left as it was, \
            and 2 of the photos the database names are not in it.
            """)
        #expect(try photoFiles(target) == bobsPhotos)
        #expect(!FileManager.default.fileExists(atPath: target + "/photos.before-restore-20261121-223005"))
        #expect(try await contents(of: target + "/repbook.sqlite").usernames == ["ana"])
    }

    @Test("restore refuses while a server holds the folder's lock, and refuses a file that is not a backup; nothing changes")
    func refusals() async throws {
        let source = try temporaryFolder() + "/source"
        try await makeDataFolder(source, username: "ana", workouts: 2)
        let backup = try temporaryFolder() + "/ana.sqlite"
        _ = try await BackupCommand.backUp(location: .sqlite(source), to: backup)
        let target = try temporaryFolder() + "/target"
        try await makeDataFolder(target, username: "bob", workouts: 1)
        let listing = try FileManager.default.contentsOfDirectory(atPath: target).sorted()

        do {
            let serverLock = try DataDirectoryLock(dataDirectory: target)
            let error = await #expect(throws: CommandFailure.self) { _ = try await RestoreCommand.restore(file: backup, dataDirectory: target) }
            #expect(error?.description == "Stop the server first: a Repbook server is using \(target).")
            #expect(throws: DataDirectoryInUse.self) { _ = try DataDirectoryLock(dataDirectory: target) }
            withExtendedLifetime(serverLock) {}
        }

        let text = try temporaryFolder() + "/weights.csv"
        try Data("date,weight_kg\n2026-11-21,80\n".utf8).write(to: URL(fileURLWithPath: text))
        let refusal = await #expect(throws: CommandFailure.self) { _ = try await RestoreCommand.restore(file: text, dataDirectory: target) }
        #expect(refusal?.description == "weights.csv is not a SQLite database.")

        let after = try FileManager.default.contentsOfDirectory(atPath: target).sorted()
        #expect(after.filter { $0 != DataDirectoryLock.fileName } == listing)
        #expect(try await contents(of: target + "/repbook.sqlite").usernames == ["bob"])
        #expect((try? RepbookCommand.parseAsRoot(["restore", backup, "--yes", "--data-dir", target])) is RestoreCommand)
    }
}
