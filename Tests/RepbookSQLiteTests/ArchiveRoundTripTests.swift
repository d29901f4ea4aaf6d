import Foundation
import RepbookCore
import RepbookDataFolder
import RepbookSQLite
import RepbookTestFixtures
import Testing

/// A Repbook account with every kind of data, built through the real services and store over a data folder.
struct ArchiveFixture {
    let directory: String
    let store: SQLiteStore
    let services: Services
    let photoFiles: FileSystemPhotoStore
    let archives: UserArchiveService

    /// A 7 × 5 PNG and a 4 × 3 JPEG, the photos of `richUser`.
    static let png = RichAccount.png
    static let jpegHeader = RichAccount.jpegHeader

    /// A data folder with its own database file.
    static func make(directory: String? = nil) throws -> ArchiveFixture {
        let directory = try directory ?? temporaryDirectory()
        let store = try SQLiteStore.open(dataDirectory: directory)
        let files = FileSystemPhotoStore(dataDirectory: directory)
        return ArchiveFixture(
            directory: directory, store: store, services: Services(store: store), photoFiles: files,
            archives: UserArchiveService(store: store, files: files, now: { Date() }))
    }

    /// The photo files of a user on disk.
    func photoFileNames(userID: Int64) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory + "/photos/\(userID)").sorted()) ?? []
    }

    /// A new account with nothing but what every account starts with.
    func freshUser(_ name: String) async throws -> User {
        try await services.accounts.addUser(username: name, password: "correct horse battery", timeZoneIdentifier: "UTC")
    }

    /// An account with every kind of data (`RichAccount`, shared with the archive tests on both engines).
    func richUser(_ name: String) async throws -> User {
        try await RichAccount.make(name, store: store, accounts: services.accounts, files: photoFiles)
    }

    /// The account's archive as another Repbook would read it: encoded to JSON and decoded again.
    func exportedArchive(_ user: User) async throws -> UserArchive {
        try archives.decode(try archives.encode(try await archives.export(userID: user.id)))
    }
}

/// The archive without what legitimately differs between two exports of equal data.
func comparable(_ archive: UserArchive) -> UserArchive {
    var archive = archive
    archive.username = "-"
    archive.exportedAt = Date(timeIntervalSince1970: 0)
    return archive
}

/// The archive's JSON, validation and photo files on SQLite; the export and restore themselves, a restore into an account
/// with history and racing restores run on both engines in `RepbookEngineTests/ArchiveStoreTests`.
@Suite("The complete JSON archive round trip")
struct ArchiveRoundTripTests {
    @Test("a corrupt archive is refused naming where, and changes nothing")
    func corruptArchives() async throws {
        let fixture = try ArchiveFixture.make()
        let source = try await fixture.exportedArchive(try await fixture.richUser("ana"))
        let target = try await fixture.freshUser("bea")
        let untouched = try await fixture.exportedArchive(target)

        var unknown = source
        unknown.workouts[12].exercises[0].exercise = "Foo"
        await #expect(
            throws: DomainError.invalid(field: "workouts[12].exercises[0]", message: LocalizedText(
                "error.archive.at_path",
                ["path": "workouts[12].exercises[0]", "problem": .localized(LocalizedText("error.archive.unknown_exercise", ["name": "Foo"]))]))
        ) {
            _ = try await fixture.archives.restore(unknown, userID: target.id)
        }

        let json = String(decoding: try fixture.archives.encode(source), as: UTF8.self)
        let badUnit = json.replacingOccurrences(of: "\"unit\" : \"lb\"", with: "\"unit\" : \"stone\"")
        #expect(badUnit != json)
        let unitError = #expect(throws: DomainError.self) { _ = try fixture.archives.decode(Data(badUnit.utf8)) }
        #expect(unitError?.field?.hasSuffix(".unit") == true)
        #expect(unitError?.english.contains("stone") == true)
        let future = json.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 2")
        #expect(throws: DomainError.invalid(field: "version", message:
            LocalizedText("error.archive.version_unsupported", ["found": "2", "version": "1"]))) {
            _ = try fixture.archives.decode(Data(future.utf8))
        }
        let truncated = Data(json.utf8).prefix(json.utf8.count / 2)
        #expect(throws: DomainError.invalid(field: "file", message: LocalizedText("error.file_not_json_or_cut_short"))) {
            _ = try fixture.archives.decode(truncated)
        }
        var badPhoto = source
        badPhoto.photos[1].format = .png
        await #expect(throws: DomainError.invalid(field: "photos[1].image", message: LocalizedText(
            "error.archive.at_path", ["path": "photos[1].image", "problem": .localized(LocalizedText("error.archive.image_wrong_format",
                ["format": "PNG"]))]))) {
            _ = try await fixture.archives.restore(badPhoto, userID: target.id)
        }

        #expect(comparable(try await fixture.exportedArchive(target)) == comparable(untouched))
        #expect(try await fixture.store.hasArchivableHistory(userID: target.id) == false)
        #expect(fixture.photoFileNames(userID: target.id).isEmpty)
    }

    @Test("a failure after the photo files are written removes them and writes nothing")
    func failureRemovesPhotoFiles() async throws {
        let fixture = try ArchiveFixture.make()
        let source = try await fixture.exportedArchive(try await fixture.richUser("ana"))
        let target = try await fixture.freshUser("bea")
        let failing = UserArchiveService(store: fixture.store, files: FailingSecondSave(files: fixture.photoFiles), now: { Date() })
        await #expect(throws: FailingSecondSave.DiskFull.self) {
            _ = try await failing.restore(source, userID: target.id)
        }
        #expect(fixture.photoFileNames(userID: target.id).isEmpty)
        #expect(try await fixture.store.hasArchivableHistory(userID: target.id) == false)

        // Two restores racing into one empty account: one wins, the other is refused inside its transaction or before,
        // and leaves no photo file behind.
        let archives = fixture.archives
        let targetID = target.id
        async let first = succeeds { _ = try await archives.restore(source, userID: targetID) }
        async let second = succeeds { _ = try await archives.restore(source, userID: targetID) }
        #expect([await first, await second].filter { $0 }.count == 1)
        #expect(fixture.photoFileNames(userID: target.id).count == source.photos.count)
    }

    @Test("an export holds only the requesting user's data")
    func isolation() async throws {
        let fixture = try ArchiveFixture.make()
        let ana = try await fixture.richUser("ana")
        let bea = try await fixture.freshUser("bea")
        _ = try await fixture.store.insertExercise(
            ExerciseDraft(name: "Only Bea Curl", category: .arms, kind: .weightAndReps, equipment: .dumbbell), userID: bea.id, now: Date())
        try await fixture.store.saveBodyWeight(
            BodyWeightEntry(date: LocalDate("2020-01-01")!, weight: Weight(61, .kilograms)), userID: bea.id, now: Date())
        let archive = try await fixture.exportedArchive(ana)
        #expect(!archive.exercises.contains { $0.name == "Only Bea Curl" })
        #expect(!archive.bodyWeights.contains { $0.date == LocalDate("2020-01-01")! })
        let beas = try await fixture.exportedArchive(bea)
        #expect(beas.workouts.isEmpty && beas.photos.isEmpty && beas.bodyWeights.count == 1 && beas.templates.isEmpty)
    }

    @Test("instants keep their millisecond and are written in the user's offset")
    func timestamps() {
        let instant = Date(timeIntervalSince1970: 1_795_000_000.123)
        let text = ArchiveTimestamp.text(instant, in: TimeZone(identifier: "Europe/Berlin")!)
        #expect(text == "2026-11-18T12:06:40.123+01:00")
        #expect(ArchiveTimestamp.date(text)?.unixMilliseconds == instant.unixMilliseconds)
        #expect(ArchiveTimestamp.date("2026-11-18T11:06:40.123Z") == ArchiveTimestamp.date(text))
        #expect(ArchiveTimestamp.date("2026-11-18 09:26:40") == nil)
    }
}

/// Whether `body` finishes without throwing.
func succeeds(_ body: @Sendable () async throws -> Void) async -> Bool {
    do {
        try await body()
        return true
    } catch {
        return false
    }
}

/// A photo file store whose second save fails, as a full disk would.
struct FailingSecondSave: PhotoFileStore {
    struct DiskFull: Error {}
    let files: FileSystemPhotoStore
    private let saves = SaveCounter()

    init(files: FileSystemPhotoStore) { self.files = files }

    func save(_ upload: PhotoUpload, as key: PhotoFileKey, userID: Int64) async throws {
        if await saves.next() == 2 { throw DiskFull() }
        try await files.save(upload, as: key, userID: userID)
    }

    func url(of key: PhotoFileKey, userID: Int64) -> URL { files.url(of: key, userID: userID) }

    func delete(_ key: PhotoFileKey, userID: Int64) async throws { try await files.delete(key, userID: userID) }

    func deleteAll(userID: Int64) async throws { try await files.deleteAll(userID: userID) }
}

/// Counts calls across tasks.
actor SaveCounter {
    private var count = 0

    func next() -> Int {
        count += 1
        return count
    }
}
