import Foundation
import RepbookCore
@testable import RepbookStore
import Testing

/// What only the SQLite store has of body measurements: restoring them from an archive. Their store behaviour runs on
/// both engines in `RepbookEngineTests/BodyMeasurementStoreTests`.
@Suite("Body measurements in SQLite archives")
struct BodyMeasurementArchiveTests {
    @Test("An archive made before measurements restores, and a bad value in an archive is refused naming its path")
    func archives() async throws {
        let fixture = try ArchiveFixture.make()
        let source = try await fixture.freshUser("ana")
        let service = BodyMeasurementService(store: fixture.store, now: { Date() })
        _ = try await service.save(BodyMeasurementDayInput(date: "2026-11-01", values: [("waist", "80")]), for: source)
        var archive = try await fixture.exportedArchive(source)
        #expect(archive.measurements?.values.count == 1)

        var older = archive
        older.measurements = nil
        let olderJSON = try fixture.archives.encode(older)
        #expect(!String(decoding: olderJSON, as: UTF8.self).contains("measurements"))
        let first = try await fixture.freshUser("bea")
        _ = try await fixture.archives.restore(try fixture.archives.decode(olderJSON), userID: first.id)
        #expect(try await fixture.store.bodyMeasurements(userID: first.id).isEmpty)

        archive.measurements?.values[0].length = Length(400, .centimetres)
        let second = try await fixture.freshUser("cleo")
        await #expect(throws: DomainError.self) { _ = try await fixture.archives.restore(archive, userID: second.id) }
        #expect(try await fixture.store.bodyMeasurements(userID: second.id).isEmpty)
        archive.measurements?.values[0].length = Length(80, .centimetres)
        archive.measurements?.values[0].measurement = "Ankle"
        do {
            _ = try await fixture.archives.restore(archive, userID: second.id)
            Issue.record("an unlisted measurement was restored")
        } catch let error as DomainError {
            #expect(error.message.contains("measurements.values[0].measurement"))
        }
    }
}
