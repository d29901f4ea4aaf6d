import Foundation
import GRDB
import RepbookCore
import RepbookDataFolder
import RepbookSQLite
import RepbookTestFixtures
import Testing

/// Online backups of a real SQLite database, their validation before a restore, and rotation of the backup folder.
@Suite("Backup and validation")
struct BackupTests {
    /// A data folder with a store, an account and its Bench Press.
    struct Fixture {
        let folder: String
        let store: SQLiteStore
        let user: User
        let benchID: Int64

        init() async throws {
            folder = try temporaryDirectory()
            store = try SQLiteStore.open(dataDirectory: folder)
            let services = Services(store: store)
            user = try await services.accounts.addUser(username: "ana", password: "correct horse")
            benchID = try #require(try await services.exercises.list(for: user, query: ExerciseQuery(search: "Bench Press")).first?.id)
        }

        /// `count` finished workouts of exactly three sets each, starting on `first`.
        func workouts(_ count: Int, from first: Int) -> [FinishedWorkoutDraft] {
            (first..<first + count).map { index in
                let start = Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 86_400)
                return FinishedWorkoutDraft(
                    name: "Workout \(index)", date: LocalDate(start, in: TimeZone(identifier: "UTC")!), startedAt: start, endedAt: start + 3600,
                    exercises: [
                        FinishedExerciseDraft(
                            exerciseID: benchID, sets: (1...3).map { SetValues(weight: Weight(Double(60 + $0), .kilograms), reps: 5) })
                    ])
            }
        }

        func workoutCount() async throws -> Int {
            try await store.contents().workouts
        }

        /// A backup of the current database at `name` in the folder.
        func backup(named name: String = "backup.sqlite") async throws -> String {
            let path = folder + "/" + name
            try await store.backup(to: path)
            return path
        }
    }

    /// Runs `body` expecting validation to refuse the file with a message containing `fragment`.
    func expectRefusal(_ path: String, containing fragment: String) {
        do {
            try BackupValidation.validate(at: path)
            Issue.record("\(path) was accepted")
        } catch let error as DomainError {
            #expect(error.field == "file")
            #expect(error.english.contains(fragment), "\(error.english)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("A backup taken while another task keeps writing is one moment of the database: whole workouts, a count between before and after")
    func backupDuringWrites() async throws {
        let fixture = try await Fixture()
        _ = try await fixture.store.insertFinishedWorkouts(fixture.workouts(3000, from: 0), userID: fixture.user.id, now: Date())
        let writer = Task {
            var next = 3000
            while !Task.isCancelled {
                do {
                    _ = try await fixture.store.insertFinishedWorkouts(fixture.workouts(1, from: next), userID: fixture.user.id, now: Date())
                } catch is CancellationError {
                    break
                }
                next += 1
            }
            return next - 3000
        }
        while try await fixture.workoutCount() < 3020 { try await Task.sleep(for: .milliseconds(5)) }

        let before = try await fixture.workoutCount()
        let path = try await fixture.backup()
        let after = try await fixture.workoutCount()
        writer.cancel()
        let written = try await writer.value
        #expect(try await fixture.workoutCount() == 3000 + written)

        try BackupValidation.validate(at: path)
        let copy = try DatabaseQueue(path: path)
        try await copy.read { db in
            #expect(try String.fetchAll(db, sql: "PRAGMA integrity_check") == ["ok"])
            #expect(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").isEmpty)
            let workouts = try Int.fetchOne(db, sql: "SELECT count(*) FROM workout") ?? 0
            #expect(workouts >= before && workouts <= after, "\(before) ≤ \(workouts) ≤ \(after)")
            let incomplete = try Int.fetchOne(db, sql: """
                SELECT count(*) FROM workout w
                WHERE (SELECT count(*) FROM workout_set s JOIN workout_exercise e ON s.workout_exercise_id = e.id WHERE e.workout_id = w.id) != 3
                """)
            #expect(incomplete == 0)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM workout_set") == workouts * 3)
        }
        try copy.close()
    }

    @Test("A backup is one file of its own: not in WAL mode, readable only by its owner, nothing left beside it")
    func backupFile() async throws {
        let fixture = try await Fixture()
        let backups = fixture.folder + "/backups"
        try FileManager.default.createDirectory(atPath: backups, withIntermediateDirectories: true)
        let path = backups + "/repbook-20261121-143005.sqlite"
        try await fixture.store.backup(to: path)
        try await fixture.store.backup(to: path)

        #expect(try FileManager.default.contentsOfDirectory(atPath: backups) == ["repbook-20261121-143005.sqlite"])
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        let header = try #require(FileHandle(forReadingAtPath: path)).readData(ofLength: 20)
        #expect(Array(header.prefix(16)) == Array("SQLite format 3\0".utf8))
        #expect(header[18] == 1 && header[19] == 1)
        try BackupValidation.validate(at: path)

        await #expect(throws: (any Error).self) { try await fixture.store.backup(to: fixture.folder + "/missing/backup.sqlite") }
    }

    @Test("Validation refuses a text file, a truncated backup, another app's SQLite file, a newer Repbook's and broken references")
    func refusals() async throws {
        let fixture = try await Fixture()
        _ = try await fixture.store.insertFinishedWorkouts(fixture.workouts(200, from: 0), userID: fixture.user.id, now: Date())
        let backup = try await fixture.backup()
        let folder = fixture.folder

        let text = folder + "/notes.txt"
        try Data("date,weight\n2026-11-21,80\n".utf8).write(to: URL(fileURLWithPath: text))
        expectRefusal(text, containing: "notes.txt is not a SQLite database")
        let empty = folder + "/empty.sqlite"
        FileManager.default.createFile(atPath: empty, contents: Data())
        expectRefusal(empty, containing: "empty.sqlite is not a SQLite database")
        expectRefusal(folder + "/absent.sqlite", containing: "There is no readable file at")

        let bytes = try Data(contentsOf: URL(fileURLWithPath: backup))
        let truncated = folder + "/truncated.sqlite"
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: truncated))
        expectRefusal(truncated, containing: "truncated.sqlite is truncated")
        let ragged = folder + "/ragged.sqlite"
        try bytes.prefix(bytes.count - 100).write(to: URL(fileURLWithPath: ragged))
        expectRefusal(ragged, containing: "ragged.sqlite is truncated")

        let foreign = folder + "/other-app.sqlite"
        let other = try DatabaseQueue(path: foreign)
        try await other.write { db in try db.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT)") }
        try other.close()
        expectRefusal(foreign, containing: "other-app.sqlite is not a Repbook database")

        let newer = folder + "/newer.sqlite"
        try FileManager.default.copyItem(atPath: backup, toPath: newer)
        let future = try DatabaseQueue(path: newer)
        try await future.write { db in try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-teleporting')") }
        try future.close()
        expectRefusal(newer, containing: "newer.sqlite was made by a newer Repbook (migrations v99-teleporting are unknown here); upgrade first")

        let broken = folder + "/broken.sqlite"
        try FileManager.default.copyItem(atPath: backup, toPath: broken)
        var unchecked = Configuration()
        unchecked.foreignKeysEnabled = false
        let orphan = try DatabaseQueue(path: broken, configuration: unchecked)
        try await orphan.write { db in try db.execute(sql: "DELETE FROM user") }
        try orphan.close()
        expectRefusal(broken, containing: "broken.sqlite has ")
    }

    @Test("Validation never changes the file or its folder, even for a database in WAL mode")
    func validationIsReadOnly() async throws {
        let fixture = try await Fixture()
        let backup = try await fixture.backup()
        let folder = try temporaryDirectory()
        let walFile = folder + "/copied-live.sqlite"
        try FileManager.default.copyItem(atPath: backup, toPath: walFile)
        let database = try DatabaseQueue(path: walFile)
        try await database.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
        try database.close()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: walFile))
        #expect(bytes[18] == 2)
        let listing = try FileManager.default.contentsOfDirectory(atPath: folder)

        try BackupValidation.validate(at: walFile)
        try BackupValidation.validate(at: backup)
        #expect(try Data(contentsOf: URL(fileURLWithPath: walFile)) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == listing)

        FileManager.default.createFile(atPath: walFile + "-wal", contents: Data(repeating: 1, count: 32))
        expectRefusal(walFile, containing: "copied-live.sqlite has changes not yet written into it")
    }

    @Test("Rotation keeps exactly the newest N of Repbook's backups and never touches other files")
    func rotation() async throws {
        let folder = BackupFolder(path: try temporaryDirectory() + "/backups")
        try folder.create()
        // Older database-only backups (.sqlite) and backups with photos (.zip) rotate together, by time.
        let ours = (1...9).map { "repbook-2026110\($0)-120000.\($0.isMultiple(of: 2) ? "sqlite" : "zip")" }
        let foreign = [
            "notes.txt", "repbook-manual.sqlite", "repbook-20261121-1430.sqlite", "repbook-20261399-120000.sqlite", ".download-x.sqlite",
            "repbook-20261121-143005.tar", "repbook-20261121-143005.zip.partial", ".repbook-20261121-143005.zip.1234.partial", "photos.zip",
        ]
        for name in ours + foreign { FileManager.default.createFile(atPath: folder.path(of: name), contents: Data("x".utf8)) }

        let deleted = try folder.rotate(keep: 3)
        #expect(Set(deleted) == Set(ours.prefix(6)))
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(left == Set(ours.suffix(3) + foreign))
        #expect(try folder.backups().map(\.name) == ours.suffix(3).reversed())
        #expect(try folder.rotate(keep: 3).isEmpty)
    }

    @Test("A scheduled backup is named by its UTC time, then the folder is rotated")
    func scheduledBackup() async throws {
        let fixture = try await Fixture()
        let directory = fixture.folder + "/backups"
        let instant = Date(timeIntervalSince1970: 1_795_300_205)
        let service = BackupService(
            writer: BackupBundleWriter(store: fixture.store, dataDirectory: fixture.folder),
            policy: try BackupPolicy(directory: directory, interval: 3600, keep: 2), dataDirectory: fixture.folder,
            now: { instant })
        let old = ["repbook-20200101-000000.sqlite", "repbook-20200102-000000.sqlite", "repbook-20200103-000000.sqlite"]
        try service.folder.create()
        for name in old + ["keep-me.txt"] { FileManager.default.createFile(atPath: service.folder.path(of: name), contents: Data("x".utf8)) }

        let taken = try await service.backUpAndRotate()
        #expect(taken.file.name == "repbook-20261121-223005.zip")
        #expect(taken.file.takenAt == instant)
        #expect(Set(taken.deleted) == Set(old.prefix(2)))
        #expect(try service.folder.backups().map(\.name) == ["repbook-20261121-223005.zip", old[2]])
        #expect(FileManager.default.fileExists(atPath: service.folder.path(of: "keep-me.txt")))
        #expect(try service.newestBackupTime() == instant)
        let restored = try await DatabaseRestore.restore(from: taken.file.path, into: try temporaryDirectory(), now: instant)
        #expect(restored.contents.users == 1 && restored.photos == 0)
    }
}
