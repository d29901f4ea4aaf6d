import Foundation
import RepbookCore
import RepbookTestFixtures
import RepbookSQLite
import Testing

/// Body measurements in archives, on both engines: an archive made before measurements restores, and a bad one is
/// refused naming its path. Their store behaviour is tested in `BodyMeasurementStoreTests`.
@Suite("Body measurements in archives")
struct BodyMeasurementArchiveTests {
    @Test("An archive made before measurements restores, and a bad value in an archive is refused naming its path", arguments: Engine.allCases)
    func archives(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-measurements-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let fixture = ArchiveEngineFixture(store: try await database.open(), folder: folder)
            let archives = UserArchiveService(store: fixture.store, files: fixture.files, now: { Date() })
            let source = try await fixture.freshUser("ana")
            let service = BodyMeasurementService(store: fixture.store, now: { Date() })
            _ = try await service.save(BodyMeasurementDayInput(date: "2026-11-01", values: [("waist", "80")]), for: source)
            var archive = try archives.decode(try archives.encode(try await archives.export(userID: source.id)))
            #expect(archive.measurements?.values.count == 1)

            var older = archive
            older.measurements = nil
            let olderJSON = try archives.encode(older)
            #expect(!String(decoding: olderJSON, as: UTF8.self).contains("measurements"))
            let first = try await fixture.freshUser("bea")
            _ = try await archives.restore(try archives.decode(olderJSON), userID: first.id)
            #expect(try await fixture.store.bodyMeasurements(userID: first.id).isEmpty)

            archive.measurements?.values[0].length = Length(400, .centimetres)
            let second = try await fixture.freshUser("cleo")
            await #expect(throws: DomainError.self) { _ = try await archives.restore(archive, userID: second.id) }
            #expect(try await fixture.store.bodyMeasurements(userID: second.id).isEmpty)
            archive.measurements?.values[0].length = Length(80, .centimetres)
            archive.measurements?.values[0].measurement = "Ankle"
            do {
                _ = try await archives.restore(archive, userID: second.id)
                Issue.record("an unlisted measurement was restored")
            } catch let error as DomainError {
                #expect(error.english.contains("measurements.values[0].measurement"))
            }
        }
    }
}
