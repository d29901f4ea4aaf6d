import Foundation
import RepbookCore
import RepbookSQLite
import Testing

/// One engine's archive fixture with its photo folder and the archive service over both, for the stream tests.
struct ArchiveStreamFixture {
    let base: ArchiveEngineFixture
    let directory: String
    let archives: UserArchiveService
    var store: any EngineStore { base.store }

    /// Runs `body` with a fixture on a fresh database of `engine` and a photo folder of its own.
    static func with(_ engine: Engine, _ body: (ArchiveStreamFixture) async throws -> Void) async throws {
        try await TestDatabase.with(engine) { database in
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-stream-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let base = ArchiveEngineFixture(store: try await database.open(), folder: directory)
            try await body(ArchiveStreamFixture(
                base: base, directory: directory, archives: UserArchiveService(store: base.store, files: base.files, now: { Date() })))
        }
    }

    func freshUser(_ name: String) async throws -> User { try await base.freshUser(name) }

    func richUser(_ name: String) async throws -> User { try await base.richUser(name) }

    /// The names of the user's photo files on disk.
    func photoFileNames(userID: Int64) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory + "/photos/\(userID)").sorted()) ?? []
    }

    /// The user's archive as a download holds it: exported, encoded and decoded again.
    func exportedArchive(_ user: User) async throws -> UserArchive {
        try archives.decode(try archives.encode(try await archives.export(userID: user.id)))
    }

    /// The archive without what legitimately differs between two exports of equal data.
    static func comparable(_ archive: UserArchive) -> UserArchive {
        var archive = archive
        archive.username = "-"
        archive.exportedAt = Date(timeIntervalSince1970: 0)
        return archive
    }
}

/// The archive written as a stream on both engines: the same bytes as the whole document, photos poured in from their files.
@Suite("Archive stream")
struct ArchiveStreamTests {
    @Test("The stream's bytes and length equal the encoded archive's, with photos larger than a chunk and of odd sizes", arguments: Engine.allCases)
    func sameBytes(engine: Engine) async throws {
        try await ArchiveStreamFixture.with(engine) { fixture in
            let user = try await fixture.richUser("ana")
            let instant = Date(timeIntervalSince1970: 1_795_300_205)
            var generator = SystemRandomNumberGenerator()
            let large = ArchiveEngineFixture.jpegHeader + Data((0..<(700_001)).map { _ in UInt8.random(in: 0...255, using: &generator) })
            let photos = ProgressPhotoService(store: fixture.store, files: fixture.base.files, now: { instant })
            _ = try await photos.upload(.bytes(large), details: PhotoDetailsInput(angle: "back", date: "2026-11-16"), for: user)
            let archives = UserArchiveService(store: fixture.store, files: fixture.base.files, now: { instant })

            let whole = try archives.encode(try await archives.export(userID: user.id))
            let stream = try await archives.exportStream(userID: user.id)
            var streamed = Data()
            var fullChunks = 0
            try await stream.write { piece in
                streamed.append(piece)
                // A full chunk of a photo file (3 × 64 KiB) is 256 KiB of base64.
                if piece.count == 256 * 1024 { fullChunks += 1 }
            }
            #expect(streamed == whole)
            #expect(stream.byteCount == whole.count)
            #expect(stream.fileName == archives.fileName(of: try archives.decode(whole)))
            #expect(try archives.decode(streamed).photos.map(\.image).last == large)
            // The large photo is never held whole: it goes out in chunks.
            #expect(fullChunks == large.count / (3 * 64 * 1024))
        }
    }

    @Test("A photo file that changes size after the export was read stops the stream with an error naming it", arguments: Engine.allCases)
    func changedFile(engine: Engine) async throws {
        try await ArchiveStreamFixture.with(engine) { fixture in
            let user = try await fixture.richUser("ana")
            let stream = try await fixture.archives.exportStream(userID: user.id)
            let name = try #require(fixture.photoFileNames(userID: user.id).first)
            let path = fixture.directory + "/photos/\(user.id)/" + name
            try Data("shorter".utf8).write(to: URL(fileURLWithPath: path))
            await #expect(throws: DomainError.self) { try await stream.write { _ in } }
        }
    }
}
