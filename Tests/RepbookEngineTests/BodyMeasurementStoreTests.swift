import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

@Suite("Body measurements in the store: one value per day, replacing, custom ones, imports, isolation")
struct BodyMeasurementStoreTests {
    private let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 in UTC

    /// Runs `test` over a fresh database of `engine` with two users (UTC) and the measurement service on a fixed clock.
    private func withSetUp(
        _ engine: Engine, _ test: (any EngineStore, BodyMeasurementService, User, User) async throws -> Void
    ) async throws {
        let now = now
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open(), now: { now })
            let ana = try await services.accounts.addUser(username: "ana", password: "correct horse", timeZoneIdentifier: "UTC")
            let ben = try await services.accounts.addUser(username: "ben", password: "correct horse", timeZoneIdentifier: "UTC")
            try await test(services.store, services.measurements, ana, ben)
        }
    }

    @Test(
        "A day's form saves in one go; saving again replaces only the measurements sent and counts them; the unit follows the settings",
        arguments: Engine.allCases)
    func saveAndReplace(engine: Engine) async throws {
        try await withSetUp(engine) { store, service, ana, _ in
            let first = try await service.save(BodyMeasurementDayInput(date: "2026-11-10", values: [("waist", "82"), ("neck", "38")]), for: ana)
            #expect(first.replaced == 0)
            #expect(first.entries.map(\.length) == [Length(82, .centimetres), Length(38, .centimetres)])
            let check = try await service.check(
                BodyMeasurementDayInput(date: "2026-11-10", values: [("waist", "81"), ("neck", "38"), ("hips", "99")]), for: ana)
            #expect(check.replacing.map(\.key) == [.site(.waist)])
            let second = try await service.save(BodyMeasurementDayInput(date: "2026-11-10", unit: "in", values: [("waist", "32")]), for: ana)
            #expect(second.replaced == 1)
            let day = try await service.day(LocalDate("2026-11-10")!, for: ana)
            #expect(Set(day.map(\.length)) == [Length(32, .inches), Length(38, .centimetres)])
            #expect(try await store.bodyMeasurements(userID: ana.id).count == 2)
        }
    }

    @Test(
        "The list and the day's form read each measurement's newest values and the latest before the day, not the history", arguments: Engine.allCases
    )
    func recentValues(engine: Engine) async throws {
        try await withSetUp(engine) { store, service, ana, _ in
            for day in 1...5 {
                _ = try await service.save(
                    BodyMeasurementDayInput(date: "2026-11-0\(day)", values: [("waist", "\(80 + day)")] + (day <= 2 ? [("neck", "3\(day)")] : [])),
                    for: ana)
            }
            func days(_ entries: [BodyMeasurementEntry]) -> [String] { entries.map { "\($0.key) \($0.date.day)" } }
            #expect(
                Set(days(try await store.recentBodyMeasurements(userID: ana.id, before: nil, count: 2))) == [
                    "neck 1", "neck 2", "waist 4", "waist 5",
                ])
            #expect(
                Set(days(try await store.recentBodyMeasurements(userID: ana.id, before: LocalDate("2026-11-03")!, count: 1))) == [
                    "waist 2", "neck 2",
                ])
            let summary = try await service.summary(for: ana, day: LocalDate("2026-11-03")!)
            #expect(summary.entries.count == 6)
            #expect(Set(days(summary.entries)) == ["neck 1", "neck 2", "waist 2", "waist 3", "waist 4", "waist 5"])
            #expect(summary.entries.map(\.date) == summary.entries.map(\.date).sorted())
        }
    }

    @Test("A refused value writes nothing of the form, not even the good fields", arguments: Engine.allCases)
    func refusedWritesNothing(engine: Engine) async throws {
        try await withSetUp(engine) { store, service, ana, _ async throws in
            await #expect(throws: DomainError.invalid(field: "chest", message:
                LocalizedText("error.number_above_0_and_at_most", ["value": "Chest", "limit": "300", "symbol": "cm"]))) {
                _ = try await service.save(BodyMeasurementDayInput(values: [("waist", "80"), ("chest", "0")]), for: ana)
            }
            #expect(try await store.bodyMeasurements(userID: ana.id).isEmpty)
        }
    }

    @Test("Another user's custom measurement is not found: not to save on, read, delete from or delete", arguments: Engine.allCases)
    func isolation(engine: Engine) async throws {
        try await withSetUp(engine) { store, service, ana, ben in
            let wrist = try await service.addCustom(name: "Wrist", for: ben)
            _ = try await service.save(BodyMeasurementDayInput(date: "2026-11-10", values: [(wrist.key.description, "17")]), for: ben)
            let key = wrist.key.description
            await #expect(throws: DomainError.notFound(EnglishMessages.keyed("There is no measurement \"\(key)\"."))) {
                _ = try await service.save(BodyMeasurementDayInput(values: [(key, "17")]), for: ana)
            }
            await #expect(throws: DomainError.notFound(EnglishMessages.keyed("There is no measurement \"\(key)\"."))) {
                try await store.saveBodyMeasurements(
                    [BodyMeasurementEntry(key: wrist.key, date: LocalDate("2026-11-10")!, length: Length(1, .centimetres))], userID: ana.id, now: now)
            }
            await #expect(throws: DomainError.self) { _ = try await service.history(key, for: ana) }
            await #expect(throws: DomainError.self) { try await service.delete(key, on: LocalDate("2026-11-10")!, for: ana) }
            await #expect(throws: DomainError.self) { _ = try await service.deleteCustom(key, for: ana) }
            #expect(try await store.bodyMeasurements(userID: ben.id).count == 1)
            #expect(try await store.bodyMeasurements(userID: ana.id).isEmpty)
        }
    }

    @Test("Deleting a custom measurement deletes its values; a built-in one cannot be deleted; names cannot repeat", arguments: Engine.allCases)
    func customMeasures(engine: Engine) async throws {
        try await withSetUp(engine) { store, service, ana, _ in
            let wrist = try await service.addCustom(name: "Wrist", for: ana)
            await #expect(throws: DomainError.conflict(LocalizedText("error.already_measurement", ["value": "WRIST"]))) {
                _ = try await service.addCustom(name: "WRIST", for: ana)
            }
            _ = try await service.save(BodyMeasurementDayInput(values: [(wrist.key.description, "17"), ("waist", "80")]), for: ana)
            await #expect(throws: DomainError.conflict(LocalizedText("error.built_in_measure_cannot_be_deleted", ["measure": "Waist"]))) {
                _ = try await service.deleteCustom("waist", for: ana)
            }
            _ = try await service.deleteCustom(wrist.key.description, for: ana)
            #expect(try await store.bodyMeasurements(userID: ana.id).map(\.key) == [.site(.waist)])
            #expect(try await store.customMeasures(userID: ana.id).isEmpty)
            try await service.delete("waist", on: LocalDate("2026-11-18")!, for: ana)
            await #expect(throws: DomainError.notFound(LocalizedText("error.has_no_value_on", ["measure": "Waist", "date": "2026-11-18"]))) {
                try await service.delete("waist", on: LocalDate("2026-11-18")!, for: ana)
            }
        }
    }

    @Test("An import writes in one transaction: new custom measurements, values, never over a value already there", arguments: Engine.allCases)
    func importFile(engine: Engine) async throws {
        try await withSetUp(engine) { store, service, ana, _ in
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
    }

    @Test("The CSV export reads back through the import to the same values", arguments: Engine.allCases)
    func exportRoundTrip(engine: Engine) async throws {
        try await withSetUp(engine) { _, service, ana, ben in
            let wrist = try await service.addCustom(name: "Wrist", for: ana)
            _ = try await service.save(
                BodyMeasurementDayInput(date: "2026-11-01", unit: "in", values: [("waist", "32.5"), (wrist.key.description, "6.75")]), for: ana)
            let text = try await service.export(for: ana).text
            #expect(text == "date,measurement,value,unit\n2026-11-01,Wrist,6.75,in\n2026-11-01,waist,32.5,in\n")
            let rows = text.split(separator: "\n").dropFirst().enumerated().map { index, line -> MeasurementFile.Row in
                let cells = line.split(separator: ",").map(String.init)
                return .init(
                    line: index + 2, date: LocalDate(cells[0])!, measurement: cells[1],
                    length: Length(Double(cells[2])!, LengthUnit(rawValue: cells[3])!))
            }
            _ = try await service.importFile(MeasurementFile(rows: rows, rejections: []), for: ben, dryRun: false)
            let anaValues = try await service.overview(for: ana).entries.map { "\($0.date) \($0.length.value) \($0.length.unit)" }
            let benValues = try await service.overview(for: ben).entries.map { "\($0.date) \($0.length.value) \($0.length.unit)" }
            #expect(anaValues.sorted() == benValues.sorted())
            #expect(try await service.measures(for: ben).filter(\.isCustom).map(\.name) == ["Wrist"])
        }
    }

    @Test(
        "The schema refuses a second value for a measurement and day, a value out of range, an unknown unit, a value on another user's measurement",
          arguments: Engine.allCases)
    func schemaChecks(engine: Engine) async throws {
        try await withSetUp(engine) { store, service, ana, ben in
            let wrist = try await service.addCustom(name: "Wrist", for: ben)
            _ = try await service.save(BodyMeasurementDayInput(date: "2026-11-10", values: [("waist", "82")]), for: ana)
            guard case .custom(let wristID) = wrist.key else { Issue.record("not custom"); return }
            let waistID = try await RawSQL.integer("SELECT id FROM body_measure WHERE user_id = \(ana.id) AND site = 'waist'", on: store)
            func refused(_ sql: String) async -> Bool {
                do { try await RawSQL.execute(sql, on: store); return false } catch { return true }
            }
            let stamp = "'2026-11-10 08:00:00'"
            func value(_ measureID: Int64, _ day: String, _ value: Double, _ unit: String) -> String {
                """
                INSERT INTO body_measurement (user_id, measure_id, local_date, value, unit, created_at, updated_at)
                VALUES (\(ana.id), \(measureID), '\(day)', \(value), '\(unit)', \(stamp), \(stamp))
                """
            }
            #expect(await refused(value(Int64(waistID), "2026-11-10", 80, "cm")))
            #expect(await refused(value(Int64(waistID), "2026-11-11", 0, "cm")))
            #expect(await refused(value(Int64(waistID), "2026-11-11", 301, "cm")))
            #expect(await refused(value(Int64(waistID), "2026-11-11", 80, "mm")))
            #expect(await refused(value(wristID, "2026-11-11", 17, "cm")))
            #expect(await refused("INSERT INTO body_measure (user_id, site, created_at) VALUES (\(ana.id), 'waist', \(stamp))"))
            #expect(
                await refused("INSERT INTO body_measure (user_id, site, name, name_key, created_at) VALUES (\(ana.id), 'chest', 'x', 'x', \(stamp))"))
            #expect(await refused("INSERT INTO body_measure (user_id, created_at) VALUES (\(ana.id), \(stamp))"))
            #expect(await refused("INSERT INTO body_measure (user_id, site, created_at) VALUES (\(ana.id), 'ankle', \(stamp))"))
            // The same shapes with values the schema accepts go in: the refusals above are the constraints'.
            #expect(await !refused(value(Int64(waistID), "2026-11-11", 80, "in")))
            #expect(await !refused("INSERT INTO body_measure (user_id, site, created_at) VALUES (\(ana.id), 'chest', \(stamp))"))
            #expect(try await store.bodyMeasurements(userID: ana.id).count == 2)
        }
    }

    @Test("An import answers the lines it added: of two rows for one measurement and day the first, none over a value already there",
          arguments: Engine.allCases)
    func importAnswersLines(engine: Engine) async throws {
        try await withSetUp(engine) { store, _, ana, _ in
            let day = LocalDate("2026-11-01")!
            try await store.saveBodyMeasurements(
                [BodyMeasurementEntry(key: .site(.waist), date: day, length: Length(80, .centimetres))], userID: ana.id, now: now)
            let added = try await store.importBodyMeasurements([
                .init(line: 2, target: .site(.waist), date: day, length: Length(90, .centimetres)),
                .init(line: 3, target: .custom(name: "Ankle"), date: day, length: Length(22, .centimetres)),
                .init(line: 4, target: .custom(name: "Ankle"), date: day, length: Length(23, .centimetres)),
                .init(line: 5, target: .site(.neck), date: day.adding(days: 1), length: Length(38, .centimetres)),
            ], userID: ana.id, now: now)
            #expect(added == [3, 5])
            let values = try await store.bodyMeasurements(on: day, userID: ana.id).map(\.length)
            #expect(Set(values) == [Length(80, .centimetres), Length(22, .centimetres)])
            #expect(try await store.customMeasures(userID: ana.id).map(\.name) == ["Ankle"])
            #expect(try await store.importBodyMeasurements([], userID: ana.id, now: now).isEmpty)
        }
    }

    @Test("Two saves of a first value at once on two connections make the site once and keep one value per day", arguments: Engine.allCases)
    func concurrentFirstValues(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let first = EngineServices(store: try await database.open())
            let second = EngineServices(store: try await database.open())
            let ana = try await first.accounts.addUser(username: "ana", password: "correct horse", timeZoneIdentifier: "UTC")
            let day = LocalDate("2026-11-01")!
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<6 {
                    let store = index.isMultiple(of: 2) ? first.store : second.store
                    let entries = [BodySite.waist, .neck, .chest].map {
                        BodyMeasurementEntry(key: .site($0), date: day, length: Length(Double(50 + index), .centimetres))
                    }
                    group.addTask { try await store.saveBodyMeasurements(index < 3 ? entries : entries.reversed(), userID: ana.id, now: Date()) }
                }
                try await group.waitForAll()
            }
            #expect(try await first.store.bodyMeasurements(userID: ana.id).count == 3)
            #expect(try await RawSQL.integer("SELECT count(*) FROM body_measure WHERE user_id = \(ana.id)", on: first.store) == 3)
        }
    }

    @Test("Every built-in site Core knows is stored and read back (the migration's frozen list covers them all)", arguments: Engine.allCases)
    func everySite(engine: Engine) async throws {
        try await withSetUp(engine) { store, _, ana, _ async throws in
            let day = LocalDate("2026-11-01")!
            let entries = BodySite.allCases.map { BodyMeasurementEntry(key: .site($0), date: day, length: Length(40, .centimetres)) }
            #expect(try await store.saveBodyMeasurements(entries, userID: ana.id, now: now) == 0)
            #expect(Set(try await store.bodyMeasurements(on: day, userID: ana.id).map(\.key)) == Set(BodySite.allCases.map(MeasureKey.site)))
        }
    }
}
