import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

/// Archives read from a file as a stream on both engines, photos one at a time.
@Suite("Archives read from a file as a stream, photos one at a time")
struct StreamedArchiveTests {
    /// The archive of `user` written to a file in the fixture's folder, as a download is.
    private func archiveFile(_ fixture: ArchiveStreamFixture, _ user: User, transform: (String) -> String = { $0 }) async throws -> URL {
        let data = try fixture.archives.encode(try await fixture.archives.export(userID: user.id))
        let url = URL(fileURLWithPath: fixture.directory).appendingPathComponent("archive-\(UUID().uuidString).json")
        try Data(transform(String(decoding: data, as: UTF8.self)).utf8).write(to: url)
        return url
    }

    private func staging(_ fixture: ArchiveStreamFixture) -> URL {
        URL(fileURLWithPath: fixture.directory).appendingPathComponent("staging", isDirectory: true)
    }

    @Test("A streamed archive equals the archive decoded whole, restores the same, and leaves no staged file behind", arguments: Engine.allCases)
    func restoresLikeTheWholeDecode(engine: Engine) async throws {
        try await ArchiveStreamFixture.with(engine) { fixture in
            let original = try await fixture.richUser("ana")
            let whole = try await fixture.exportedArchive(original)
            let file = try await archiveFile(fixture, original)

            let staged = try fixture.archives.decode(file: file, staging: staging(fixture), jsonByteLimit: 8 << 20)
            #expect(ArchiveStreamFixture.comparable(staged.archive) == ArchiveStreamFixture.comparable(whole))
            #expect(staged.photoFiles.count == 2)
            let copy = try await fixture.freshUser("bea")
            let report = try await fixture.archives.restore(staged, userID: copy.id)
            staged.discard()
            #expect(report.counts == ArchiveCounts(whole))
            #expect(ArchiveStreamFixture.comparable(try await fixture.exportedArchive(copy)) == ArchiveStreamFixture.comparable(whole))
            #expect(fixture.photoFileNames(userID: copy.id).count == 2)
            #expect(try FileManager.default.contentsOfDirectory(atPath: staging(fixture).path).isEmpty)
        }
    }

    @Test("Escaped slashes in an image are read; the JSON besides the photos over its limit is refused naming it", arguments: Engine.allCases)
    func limits(engine: Engine) async throws {
        try await ArchiveStreamFixture.with(engine) { fixture in
            let original = try await fixture.richUser("ana")
            let whole = try await fixture.exportedArchive(original)
            let escaped = try await archiveFile(fixture, original) { $0.replacingOccurrences(of: "/", with: "\\/") }
            let staged = try fixture.archives.decode(file: escaped, staging: staging(fixture))
            #expect(staged.archive.photos == whole.photos)
            staged.discard()

            let file = try await archiveFile(fixture, original)
            #expect(throws: DomainError.tooLarge(LocalizedText("error.archive.data_too_large", ["limit": "10 KB"]))
            ) {
                _ = try fixture.archives.decode(file: file, staging: staging(fixture), jsonByteLimit: 10 * 1024)
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: staging(fixture).path).isEmpty)
        }
    }

    @Test("A photo that is not base64 is refused naming it, and nothing is left staged", arguments: Engine.allCases)
    func badImage(engine: Engine) async throws {
        try await ArchiveStreamFixture.with(engine) { fixture in
            let original = try await fixture.richUser("ana")
            let file = try await archiveFile(fixture, original) { $0.replacingOccurrences(of: "iVBORw0KGgo", with: "iVBORw0K*go") }
            #expect(throws: DomainError.invalid(field: "photos[0].image", message:
                LocalizedText("error.image_not_valid_base64", ["path": "photos[0].image"]))) {
                _ = try fixture.archives.decode(file: file, staging: staging(fixture))
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: staging(fixture).path).isEmpty)
        }
    }
}
