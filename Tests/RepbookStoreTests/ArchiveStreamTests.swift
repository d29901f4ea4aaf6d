import Foundation
import RepbookCore
import RepbookStore
import Testing

/// The archive written as a stream: the same bytes as the whole document, photos poured in from their files.
@Suite("Archive stream")
struct ArchiveStreamTests {
    @Test("The stream's bytes and length equal the encoded archive's, with photos larger than a chunk and of odd sizes")
    func sameBytes() async throws {
        let fixture = try ArchiveFixture.make()
        let user = try await fixture.richUser("ana")
        let instant = Date(timeIntervalSince1970: 1_795_300_205)
        var generator = SystemRandomNumberGenerator()
        let large = ArchiveFixture.jpegHeader + Data((0..<(700_001)).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let photos = ProgressPhotoService(store: fixture.store, files: fixture.photoFiles, now: { instant })
        _ = try await photos.upload(.bytes(large), details: PhotoDetailsInput(angle: "back", date: "2026-11-16"), for: user)
        let archives = UserArchiveService(store: fixture.store, files: fixture.photoFiles, now: { instant })

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

    @Test("A photo file that changes size after the export was read stops the stream with an error naming it")
    func changedFile() async throws {
        let fixture = try ArchiveFixture.make()
        let user = try await fixture.richUser("ana")
        let stream = try await fixture.archives.exportStream(userID: user.id)
        let name = try #require(fixture.photoFileNames(userID: user.id).first)
        let path = fixture.directory + "/photos/\(user.id)/" + name
        try Data("shorter".utf8).write(to: URL(fileURLWithPath: path))
        await #expect(throws: DomainError.self) { try await stream.write { _ in } }
    }
}
