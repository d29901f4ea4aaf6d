import Foundation
import RepbookCore
import RepbookTestFixtures
import RepbookDataFolder
import RepbookSQLite
import Testing

@Suite("Progress photos in the store: rows, captured weight, files, refusals, isolation, cascade, schema")
struct ProgressPhotoStoreTests {
    /// One engine's store, a real photo folder of the test's own, and the photo service over both.
    struct Fixture {
        let directory: String
        let store: any EngineStore
        let files: FileSystemPhotoStore
        let services: EngineServices
        let photos: ProgressPhotoService

        init(store: any EngineStore, directory: String, byteLimit: Int, now: @escaping Clock) {
            self.directory = directory
            self.store = store
            files = FileSystemPhotoStore(dataDirectory: directory)
            services = EngineServices(store: store, now: now)
            photos = ProgressPhotoService(store: store, files: files, byteLimit: byteLimit, now: now)
        }

        func user(_ name: String) async throws -> User {
            try await services.accounts.addUser(username: name, password: "correct horse")
        }

        func permissions(_ url: URL) throws -> Int {
            (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
        }
    }

    /// Runs `test` over a fresh database of `engine` and a new photo folder, removed afterwards.
    private func withFixture(
        _ engine: Engine, byteLimit: Int = ProgressPhotoService.defaultByteLimit, now: @escaping Clock = { Date() },
        _ test: (Fixture) async throws -> Void
    ) async throws {
        try await TestDatabase.with(engine) { database in
            let directory = try Self.temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            try await test(Fixture(store: try await database.open(), directory: directory, byteLimit: byteLimit, now: now))
        }
    }

    /// A new empty folder under the system's temporary one.
    static func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-photos-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAcAAAAFCAIAAAAG+GGPAAAAFElEQVR4nGPkOmHDgAGYMIWoIgoAdEoBGGBPnt8AAAAASUVORK5CYII=")!
    static let jpegHeader =
        Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]) + Data("JFIF".utf8) + Data([0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00])
        + Data([0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x03, 0x00, 0x04, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01])
        + Data(repeating: 0, count: 10)

    @Test("Rows round-trip; the gallery lists one angle or all, newest day first, the latest added first within a day", arguments: Engine.allCases)
    func rows(engine: Engine) async throws {
        try await withFixture(engine) { fixture in
            let ana = try await fixture.user("ana")
            let old = try await fixture.photos.upload(.bytes(Self.png), details: PhotoDetailsInput(angle: "front", date: "2026-01-05"), for: ana)
            let side = try await fixture.photos.upload(.bytes(Self.png), details: PhotoDetailsInput(angle: "side", date: "2026-03-01"), for: ana)
            let new = try await fixture.photos.upload(
                .bytes(Self.png), details: PhotoDetailsInput(angle: "front", date: "2026-03-01", note: "after the cut"), for: ana)

            #expect(try await fixture.store.progressPhotos(userID: ana.id, angle: .front).map(\.id) == [new.id, old.id])
            #expect(try await fixture.store.progressPhotos(userID: ana.id, angle: nil).map(\.id) == [new.id, side.id, old.id])
            #expect(try await fixture.store.progressPhotos(userID: ana.id, angle: .back).isEmpty)
            let read = try #require(try await fixture.store.progressPhoto(id: new.id, userID: ana.id))
            #expect(read == new)
            #expect(read.format == .png && read.pixelSize == PixelSize(width: 7, height: 5) && read.byteSize == Self.png.count)
            #expect(read.note == "after the cut" && read.weight == nil && read.bodyFatPercent == nil)
        }
    }

    @Test("The day's body weight and body fat are captured at upload; a photo of a day without a weigh-in has none", arguments: Engine.allCases)
    func capturesWeight(engine: Engine) async throws {
        try await withFixture(engine) { fixture in
            let ana = try await fixture.user("ana")
            let day = LocalDate("2026-11-02")!
            try await fixture.store.saveBodyWeight(
                BodyWeightEntry(date: day, weight: Weight(176.5, .pounds), bodyFatPercent: 16.5), userID: ana.id, now: Date())
            let photo = try await fixture.photos.upload(.bytes(Self.png), details: PhotoDetailsInput(angle: "back", date: "2026-11-02"), for: ana)
            #expect(photo.weight == Weight(176.5, .pounds) && photo.bodyFatPercent == 16.5)
            // Changing the weigh-in later leaves the captured value alone.
            try await fixture.store.saveBodyWeight(BodyWeightEntry(date: day, weight: Weight(170, .pounds)), userID: ana.id, now: Date())
            #expect(try await fixture.photos.photo(photo.id, of: ana).weight == Weight(176.5, .pounds))
            // Moving the photo to another day captures that day's weigh-in, here none.
            let moved = try await fixture.photos.update(photo.id, of: ana, details: PhotoDetailsInput(date: "2026-11-01"))
            #expect(moved.weight == nil && moved.bodyFatPercent == nil)
            #expect(try await fixture.photos.photo(photo.id, of: ana) == moved)
            let other = try await fixture.photos.upload(.bytes(Self.png), details: PhotoDetailsInput(angle: "front", date: "2026-11-03"), for: ana)
            #expect(other.weight == nil)
        }
    }

    @Test(
        "Files live under photos/<user id>/ with owner-only permissions, named by the server; deleting removes row and file",
        arguments: Engine.allCases)
    func files(engine: Engine) async throws {
        try await withFixture(engine) { fixture in
            let ana = try await fixture.user("ana")
            let photo = try await fixture.photos.upload(.bytes(Self.png), details: PhotoDetailsInput(angle: "front"), for: ana)
            let url = fixture.files.url(of: photo.fileKey, userID: ana.id)
            #expect(url.path == "\(fixture.directory)/photos/\(ana.id)/\(photo.fileKey)")
            #expect(try Data(contentsOf: url) == Self.png)
            #expect(try fixture.permissions(url) == 0o600)
            #expect(try fixture.permissions(url.deletingLastPathComponent()) == 0o700)
            #expect(try fixture.permissions(URL(fileURLWithPath: fixture.directory + "/photos")) == 0o700)
            #expect(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == [photo.fileKey.description])

            try await fixture.photos.delete(photo.id, of: ana)
            #expect(!FileManager.default.fileExists(atPath: url.path))
            #expect(try await fixture.store.progressPhoto(id: photo.id, userID: ana.id) == nil)
            await #expect(throws: DomainError.notFound(
                EnglishMessages.keyed("No photo with id \(photo.id)."))) { try await fixture.photos.delete(photo.id, of: ana) }
            // Removing a file that is already gone is not an error.
            try await fixture.files.delete(photo.fileKey, userID: ana.id)
        }
    }

    @Test("An upload from a temporary file is moved into place, not copied", arguments: Engine.allCases)
    func movesTemporaryFile(engine: Engine) async throws {
        try await withFixture(engine) { fixture in
            let ana = try await fixture.user("ana")
            let temporary = URL(fileURLWithPath: try Self.temporaryDirectory()).appendingPathComponent("upload.bin")
            try (Self.jpegHeader + Data(repeating: 7, count: 100)).write(to: temporary)
            let photo = try await fixture.photos.upload(.file(temporary), details: PhotoDetailsInput(angle: "side"), for: ana)
            #expect(photo.format == .jpeg && photo.byteSize == Self.jpegHeader.count + 100)
            #expect(!FileManager.default.fileExists(atPath: temporary.path))
            #expect(try fixture.permissions(fixture.files.url(of: photo.fileKey, userID: ana.id)) == 0o600)
        }
    }

    @Test("Refused uploads store nothing: not an image, empty, over the limit, a future day", arguments: Engine.allCases)
    func refusals(engine: Engine) async throws {
        try await withFixture(engine, byteLimit: 64) { fixture in
            let ana = try await fixture.user("ana")
            let attempts: [(PhotoUpload, PhotoDetailsInput, String)] = [
                (.bytes(Data("just text".utf8)), PhotoDetailsInput(angle: "front"), "file"),
                (.bytes(Data()), PhotoDetailsInput(angle: "front"), "file"),
                (.bytes(Self.png + Data(repeating: 0, count: 64)), PhotoDetailsInput(angle: "front"), "file"),
                (.bytes(Self.png), PhotoDetailsInput(angle: "front", date: "2099-01-01"), "date"),
                (.bytes(Self.png), PhotoDetailsInput(angle: "up"), "angle"),
            ]
            for (upload, details, field) in attempts {
                do {
                    _ = try await fixture.photos.upload(upload, details: details, for: ana)
                    Issue.record("upload for \(field) was accepted")
                } catch let error as DomainError {
                    #expect(error.field == field)
                }
            }
            #expect(try await fixture.store.progressPhotos(userID: ana.id, angle: nil).isEmpty)
            let stored = (try? FileManager.default.contentsOfDirectory(atPath: fixture.directory + "/photos/\(ana.id)")) ?? []
            #expect(stored.isEmpty)
        }
    }

    @Test("Another user's photo is not found: read, change, delete, compare; their file stays", arguments: Engine.allCases)
    func isolation(engine: Engine) async throws {
        try await withFixture(engine) { fixture in
            let ana = try await fixture.user("ana")
            let ben = try await fixture.user("ben")
            let anas = try await fixture.photos.upload(.bytes(Self.png), details: PhotoDetailsInput(angle: "front"), for: ana)
            let bens = try await fixture.photos.upload(.bytes(Self.png), details: PhotoDetailsInput(angle: "front"), for: ben)
            let missing = DomainError.notFound(EnglishMessages.keyed("No photo with id \(anas.id)."))

            #expect(try await fixture.store.progressPhoto(id: anas.id, userID: ben.id) == nil)
            #expect(try await fixture.photos.photos(for: ben).map(\.id) == [bens.id])
            await #expect(throws: missing) { try await fixture.photos.photo(anas.id, of: ben) }
            await #expect(throws: missing) { try await fixture.photos.image(anas.id, of: ben) }
            await #expect(throws: missing) { try await fixture.photos.update(anas.id, of: ben, details: PhotoDetailsInput(note: "mine now")) }
            await #expect(throws: missing) { try await fixture.photos.delete(anas.id, of: ben) }
            await #expect(throws: missing) { try await fixture.photos.compare(bens.id, anas.id, of: ben) }
            #expect(try await !fixture.store.updateProgressPhoto(anas, userID: ben.id, now: Date()))
            #expect(try await fixture.store.deleteProgressPhoto(id: anas.id, userID: ben.id) == nil)
            #expect(try await fixture.photos.photo(anas.id, of: ana) == anas)
            #expect(FileManager.default.fileExists(atPath: fixture.files.url(of: anas.fileKey, userID: ana.id).path))
        }
    }

    @Test("Deleting a user deletes their photo rows (files are left to the caller)", arguments: Engine.allCases)
    func cascade(engine: Engine) async throws {
        try await withFixture(engine) { fixture in
            let ana = try await fixture.user("ana")
            let ben = try await fixture.user("ben")
            _ = try await fixture.photos.upload(.bytes(Self.png), details: PhotoDetailsInput(angle: "front"), for: ana)
            let bens = try await fixture.photos.upload(.bytes(Self.png), details: PhotoDetailsInput(angle: "side"), for: ben)
            try await RawSQL.execute(#"DELETE FROM "user" WHERE id = \#(ana.id)"#, on: fixture.store)
            #expect(try await RawSQL.integer("SELECT count(*) FROM progress_photo WHERE user_id = \(ana.id)", on: fixture.store) == 0)
            #expect(try await RawSQL.integer("SELECT min(id) FROM progress_photo", on: fixture.store) == Int(bens.id))
        }
    }

    @Test("The schema refuses impossible rows", arguments: Engine.allCases)
    func constraints(engine: Engine) async throws {
        try await withFixture(engine) { fixture in
            let ana = try await fixture.user("ana")
            let key = PhotoFileKey.random(for: .png).description
            func insert(_ columns: String, _ values: String, key: String = key) -> String {
                """
                INSERT INTO progress_photo (user_id, local_date, format, file_key, created_at, updated_at, \(columns))
                VALUES (\(ana.id), '2026-01-01', 'png', '\(key)', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP, \(values))
                """
            }
            let bad: [(String, String)] = [
                ("angle", insert("angle, byte_size", "'top', 10")),
                ("format", insert("angle, byte_size", "'front', 10").replacingOccurrences(of: "'png'", with: "'gif'")),
                ("byteSize", insert("angle, byte_size", "'front', 0")),
                // A CHECK over several columns names its first column on both engines: a unit or a body fat without a weight.
                ("weight", insert("angle, byte_size, weight_unit", "'front', 10, 'kg'")),
                ("weight", insert("angle, byte_size, weight", "'front', 10, 80")),
                ("weight", insert("angle, byte_size, body_fat_percent", "'front', 10, 20")),
                ("pixelWidth", insert("angle, byte_size, pixel_width", "'front', 10, 7")),
                ("bodyFatPercent", insert("angle, byte_size, weight, weight_unit, body_fat_percent", "'front', 10, 80, 'kg', 100")),
                ("fileKey", insert("angle, byte_size", "'front', 10", key: "../x")),
            ]
            for (field, sql) in bad {
                // A CHECK failure reaches callers as the domain's 400 naming the column.
                let error = await #expect(throws: DomainError.self, "\(field)") { try await RawSQL.execute(sql, on: fixture.store) }
                #expect(error?.field == field, "\(sql)")
            }
            try await RawSQL.execute(insert("angle, byte_size", "'front', 10"), on: fixture.store)
            #expect(try await fixture.store.progressPhotos(userID: ana.id, angle: .front).map(\.fileKey.description) == [key])
        }
    }
}
