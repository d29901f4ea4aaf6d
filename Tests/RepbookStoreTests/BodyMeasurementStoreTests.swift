import Foundation
import GRDB
import RepbookCore
@testable import RepbookStore
import Testing

@Suite("Body measurements in the store: one value per day, replacing, custom ones, imports, isolation, archives")
struct BodyMeasurementStoreTests {
    private let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 in UTC

    private func setUp() async throws -> (store: SQLiteStore, service: BodyMeasurementService, ana: User, ben: User) {
        let store = try SQLiteStore.inMemory()
        let services = Services(store: store)
        let ana = try await services.accounts.addUser(username: "ana", password: "correct horse", timeZoneIdentifier: "UTC")
        let ben = try await services.accounts.addUser(username: "ben", password: "correct horse", timeZoneIdentifier: "UTC")
        let now = now
        return (store, BodyMeasurementService(store: store, now: { now }), ana, ben)
    }

    @Test("A day's form saves in one go; saving again replaces only the measurements sent and counts them; the unit follows the settings")
    func saveAndReplace() async throws {
        let (store, service, ana, _) = try await setUp()
        let first = try await service.save(BodyMeasurementDayInput(date: "2026-11-10", values: [("waist", "82"), ("neck", "38")]), for: ana)
        #expect(first.replaced == 0)
        #expect(first.entries.map(\.length) == [Length(82, .centimetres), Length(38, .centimetres)])
        let check = try await service.check(BodyMeasurementDayInput(date: "2026-11-10", values: [("waist", "81"), ("neck", "38"), ("hips", "99")]), for: ana)
        #expect(check.replacing.map(\.key) == [.site(.waist)])
        let second = try await service.save(BodyMeasurementDayInput(date: "2026-11-10", unit: "in", values: [("waist", "32")]), for: ana)
        #expect(second.replaced == 1)
        let day = try await service.day(LocalDate("2026-11-10")!, for: ana)
        #expect(Set(day.map(\.length)) == [Length(32, .inches), Length(38, .centimetres)])
        #expect(try await store.bodyMeasurements(userID: ana.id).count == 2)
    }

    @Test("The list and the day's form read each measurement's newest values and the latest before the day, not the history")
    func recentValues() async throws {
        let (store, service, ana, _) = try await setUp()
        for day in 1...5 {
            _ = try await service.save(BodyMeasurementDayInput(date: "2026-11-0\(day)", values: [("waist", "\(80 + day)")] + (day <= 2 ? [("neck", "3\(day)")] : [])), for: ana)
        }
        func days(_ entries: [BodyMeasurementEntry]) -> [String] { entries.map { "\($0.key) \($0.date.day)" } }
        #expect(Set(days(try await store.recentBodyMeasurements(userID: ana.id, before: nil, count: 2))) == ["neck 1", "neck 2", "waist 4", "waist 5"])
        #expect(Set(days(try await store.recentBodyMeasurements(userID: ana.id, before: LocalDate("2026-11-03")!, count: 1))) == ["waist 2", "neck 2"])
        let summary = try await service.summary(for: ana, day: LocalDate("2026-11-03")!)
        #expect(summary.entries.count == 6)
        #expect(Set(days(summary.entries)) == ["neck 1", "neck 2", "waist 2", "waist 3", "waist 4", "waist 5"])
        #expect(summary.entries.map(\.date) == summary.entries.map(\.date).sorted())
    }

    @Test("A refused value writes nothing of the form, not even the good fields")
    func refusedWritesNothing() async throws {
        let (store, service, ana, _) = try await setUp()
        await #expect(throws: DomainError.invalid(field: "chest", message: "Chest must be a number above 0 and at most 300 cm.")) {
            _ = try await service.save(BodyMeasurementDayInput(values: [("waist", "80"), ("chest", "0")]), for: ana)
        }
        #expect(try await store.bodyMeasurements(userID: ana.id).isEmpty)
    }

    @Test("The schema refuses a second value for a measurement and day, a value out of range, a unit it does not know, and a value on another user's measurement")
    func schemaChecks() async throws {
        let (store, service, ana, ben) = try await setUp()
        let wrist = try await service.addCustom(name: "Wrist", for: ben)
        _ = try await service.save(BodyMeasurementDayInput(date: "2026-11-10", values: [("waist", "82")]), for: ana)
        guard case .custom(let wristID) = wrist.key else { Issue.record("not custom"); return }
        try await store.writer.write { db in
            let waistID = try #require(try Int64.fetchOne(db, sql: "SELECT id FROM body_measure WHERE user_id = ? AND site = 'waist'", arguments: [ana.id]))
            func refused(_ sql: String, _ arguments: StatementArguments) -> Bool {
                do { try db.execute(sql: sql, arguments: arguments); return false } catch { return true }
            }
            let insert = "INSERT INTO body_measurement (user_id, measure_id, local_date, value, unit, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 0, 0)"
            #expect(refused(insert, [ana.id, waistID, "2026-11-10", 80, "cm"]))
            #expect(refused(insert, [ana.id, waistID, "2026-11-11", 0, "cm"]))
            #expect(refused(insert, [ana.id, waistID, "2026-11-11", 301, "cm"]))
            #expect(refused(insert, [ana.id, waistID, "2026-11-11", 80, "mm"]))
            #expect(refused(insert, [ana.id, wristID, "2026-11-11", 17, "cm"]))
            #expect(refused("INSERT INTO body_measure (user_id, site, created_at) VALUES (?, 'waist', 0)", [ana.id]))
            #expect(refused("INSERT INTO body_measure (user_id, site, name, name_key, created_at) VALUES (?, 'chest', 'x', 'x', 0)", [ana.id]))
            #expect(refused("INSERT INTO body_measure (user_id, created_at) VALUES (?, 0)", [ana.id]))
        }
    }

    @Test("Another user's custom measurement is not found: not to save on, read, delete from or delete")
    func isolation() async throws {
        let (store, service, ana, ben) = try await setUp()
        let wrist = try await service.addCustom(name: "Wrist", for: ben)
        _ = try await service.save(BodyMeasurementDayInput(date: "2026-11-10", values: [(wrist.key.description, "17")]), for: ben)
        let key = wrist.key.description
        await #expect(throws: DomainError.notFound("There is no measurement \"\(key)\".")) {
            _ = try await service.save(BodyMeasurementDayInput(values: [(key, "17")]), for: ana)
        }
        await #expect(throws: DomainError.notFound("There is no measurement \"\(key)\".")) {
            try await store.saveBodyMeasurements([BodyMeasurementEntry(key: wrist.key, date: LocalDate("2026-11-10")!, length: Length(1, .centimetres))], userID: ana.id, now: now)
        }
        await #expect(throws: DomainError.self) { _ = try await service.history(key, for: ana) }
        await #expect(throws: DomainError.self) { try await service.delete(key, on: LocalDate("2026-11-10")!, for: ana) }
        await #expect(throws: DomainError.self) { _ = try await service.deleteCustom(key, for: ana) }
        #expect(try await store.bodyMeasurements(userID: ben.id).count == 1)
        #expect(try await store.bodyMeasurements(userID: ana.id).isEmpty)
    }

    @Test("Deleting a custom measurement deletes its values; a built-in one cannot be deleted; names cannot repeat")
    func customMeasures() async throws {
        let (store, service, ana, _) = try await setUp()
        let wrist = try await service.addCustom(name: "Wrist", for: ana)
        await #expect(throws: DomainError.conflict("WRIST is already a measurement.")) { _ = try await service.addCustom(name: "WRIST", for: ana) }
        _ = try await service.save(BodyMeasurementDayInput(values: [(wrist.key.description, "17"), ("waist", "80")]), for: ana)
        await #expect(throws: DomainError.conflict("Waist is built in and cannot be deleted; delete its values instead.")) {
            _ = try await service.deleteCustom("waist", for: ana)
        }
        _ = try await service.deleteCustom(wrist.key.description, for: ana)
        #expect(try await store.bodyMeasurements(userID: ana.id).map(\.key) == [.site(.waist)])
        #expect(try await store.customMeasures(userID: ana.id).isEmpty)
        try await service.delete("waist", on: LocalDate("2026-11-18")!, for: ana)
        await #expect(throws: DomainError.notFound("Waist has no value on 2026-11-18.")) { try await service.delete("waist", on: LocalDate("2026-11-18")!, for: ana) }
    }

    @Test("An import writes in one transaction: new custom measurements, values, never over a value already there")
    func importFile() async throws {
        let (store, service, ana, _) = try await setUp()
        _ = try await service.save(BodyMeasurementDayInput(date: "2026-11-01", values: [("waist", "80")]), for: ana)
        let file = MeasurementFile(rows: [
            .init(line: 2, date: LocalDate("2026-11-01")!, measurement: "waist", length: Length(81, .centimetres)),
            .init(line: 3, date: LocalDate("2026-11-02")!, measurement: "Waist", length: Length(81, .centimetres)),
            .init(line: 4, date: LocalDate("2026-11-02")!, measurement: "Shoulders", length: Length(48, .inches)),
        ], rejections: [.init(line: 5, reason: "value \"x\" is not a number")])
        let preview = try await service.importFile(file, for: ana, dryRun: true)
        #expect(preview.toAdd.map(\.line) == [3, 4] && preview.newMeasures == ["Shoulders"])
        #expect(try await store.customMeasures(userID: ana.id).isEmpty)
        let report = try await service.importFile(file, for: ana, dryRun: false)
        #expect(report.toAdd.map(\.line) == [3, 4])
        #expect(report.skipped.map(\.line) == [2] && report.rejected.map(\.line) == [5])
        #expect(try await store.customMeasures(userID: ana.id).map(\.name) == ["Shoulders"])
        #expect(try await store.bodyMeasurements(userID: ana.id).count == 3)
        #expect(try await store.bodyMeasurements(on: LocalDate("2026-11-01")!, userID: ana.id).first?.length == Length(80, .centimetres))
        let again = try await service.importFile(file, for: ana, dryRun: false)
        #expect(again.toAdd.isEmpty && again.skipped.count == 3)
    }

    @Test("The CSV export reads back through the import to the same values")
    func exportRoundTrip() async throws {
        let (_, service, ana, ben) = try await setUp()
        let wrist = try await service.addCustom(name: "Wrist", for: ana)
        _ = try await service.save(BodyMeasurementDayInput(date: "2026-11-01", unit: "in", values: [("waist", "32.5"), (wrist.key.description, "6.75")]), for: ana)
        let text = try await service.export(for: ana).text
        #expect(text == "date,measurement,value,unit\n2026-11-01,Wrist,6.75,in\n2026-11-01,waist,32.5,in\n")
        let rows = text.split(separator: "\n").dropFirst().enumerated().map { index, line -> MeasurementFile.Row in
            let cells = line.split(separator: ",").map(String.init)
            return .init(line: index + 2, date: LocalDate(cells[0])!, measurement: cells[1], length: Length(Double(cells[2])!, LengthUnit(rawValue: cells[3])!))
        }
        _ = try await service.importFile(MeasurementFile(rows: rows, rejections: []), for: ben, dryRun: false)
        let anaValues = try await service.overview(for: ana).entries.map { "\($0.date) \($0.length.value) \($0.length.unit)" }
        let benValues = try await service.overview(for: ben).entries.map { "\($0.date) \($0.length.value) \($0.length.unit)" }
        #expect(anaValues.sorted() == benValues.sorted())
        #expect(try await service.measures(for: ben).filter(\.isCustom).map(\.name) == ["Wrist"])
    }

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
