import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    public func customMeasures(userID: Int64) async throws -> [BodyMeasure] {
        try await writer.read { db in try Self.customMeasures(userID: userID, db: db) }
    }

    /// The user's custom measurements, read by `body_measure_by_user_name`.
    static func customMeasures(userID: Int64, db: Database) throws -> [BodyMeasure] {
        try Row.decodeAll(
            db, sql: "SELECT id, name FROM body_measure WHERE user_id = ? AND name_key IS NOT NULL ORDER BY name_key",
            arguments: [userID]
        ) { row in BodyMeasure(key: .custom(row[0]), name: row[1]) }
    }

    public func insertCustomMeasure(name: String, userID: Int64, now: Date) async throws -> BodyMeasure {
        try await writer.write { db in
            try mappingUniqueViolation(to: DomainError.conflict("\(name) is already a measurement.")) {
                try db.execute(
                    sql: "INSERT INTO body_measure (user_id, name, name_key, created_at) VALUES (?, ?, ?, ?)",
                    arguments: [userID, name, MeasurementRules.nameKey(name), now])
            }
            return BodyMeasure(key: .custom(db.lastInsertedRowID), name: name)
        }
    }

    public func deleteCustomMeasure(id: Int64, userID: Int64) async throws -> Bool {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM body_measure WHERE user_id = ? AND id = ? AND name_key IS NOT NULL", arguments: [userID, id])
            return db.changesCount > 0
        }
    }

    /// The columns every value read selects, decoded by `measurementEntry`.
    private static let measurementColumns = "m.site, m.id, v.local_date, v.value, v.unit"

    public func bodyMeasurements(userID: Int64) async throws -> [BodyMeasurementEntry] {
        try await writer.read { db in try Self.allBodyMeasurements(userID: userID, db: db) }
    }

    /// Every value of the user, oldest day first (`body_measurement_by_user_day`).
    static func allBodyMeasurements(userID: Int64, db: Database) throws -> [BodyMeasurementEntry] {
        try Row.decodeAll(
            db, sql: """
                SELECT \(measurementColumns) FROM body_measurement v JOIN body_measure m ON m.id = v.measure_id
                WHERE v.user_id = ? ORDER BY v.local_date
                """,
            arguments: [userID], measurementEntry)
    }

    /// Writes an archive's measurements into the restore's transaction: the custom ones first, then every value.
    static func restoreMeasurements(_ measurements: ArchivedMeasurements, userID: Int64, now: Date, db: Database) throws {
        for name in measurements.custom {
            _ = try ensureMeasure(MeasurementTarget.custom(name: name), userID: userID, now: now, db: db)
        }
        for value in measurements.values {
            guard let target = measurements.target(of: value) else {
                throw DomainError.invalid(field: "measurements", message: "measurements: \(value.measurement) is not listed.")
            }
            let measureID = try ensureMeasure(target, userID: userID, now: now, db: db)
            try db.execute(
                sql: """
                    INSERT INTO body_measurement (user_id, measure_id, local_date, value, unit, created_at, updated_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [userID, measureID, value.date.description, value.length.value, value.length.unit.rawValue, now, now])
        }
    }

    public func recentBodyMeasurements(userID: Int64, before: LocalDate?, count: Int) async throws -> [BodyMeasurementEntry] {
        try await writer.read { db in
            // Per measurement of the user, the newest days by the primary key (user_id, measure_id, local_date).
            let bound = before == nil ? "" : "AND w.local_date < ?"
            var arguments: StatementArguments = [userID]
            if let before { arguments += [before.description] }
            arguments += [count]
            return try Row.decodeAll(
                db, sql: """
                    SELECT \(Self.measurementColumns) FROM body_measure m
                    JOIN body_measurement v ON v.user_id = m.user_id AND v.measure_id = m.id
                    WHERE m.user_id = ? AND v.local_date IN (
                        SELECT w.local_date FROM body_measurement w
                        WHERE w.user_id = m.user_id AND w.measure_id = m.id \(bound)
                        ORDER BY w.local_date DESC LIMIT ?)
                    ORDER BY v.local_date
                    """,
                arguments: arguments, Self.measurementEntry)
        }
    }

    public func bodyMeasurements(key: MeasureKey, userID: Int64) async throws -> [BodyMeasurementEntry] {
        try await writer.read { db in
            guard let measureID = try Self.measureID(key, userID: userID, db: db) else { return [] }
            return try Row.decodeAll(
                db, sql: """
                    SELECT \(Self.measurementColumns) FROM body_measurement v JOIN body_measure m ON m.id = v.measure_id
                    WHERE v.user_id = ? AND v.measure_id = ? ORDER BY v.local_date
                    """,
                arguments: [userID, measureID], Self.measurementEntry)
        }
    }

    public func bodyMeasurements(on date: LocalDate, userID: Int64) async throws -> [BodyMeasurementEntry] {
        try await writer.read { db in
            try Row.decodeAll(
                db, sql: """
                    SELECT \(Self.measurementColumns) FROM body_measurement v JOIN body_measure m ON m.id = v.measure_id
                    WHERE v.user_id = ? AND v.local_date = ?
                    """,
                arguments: [userID, date.description], Self.measurementEntry)
        }
    }

    @discardableResult
    public func saveBodyMeasurements(_ entries: [BodyMeasurementEntry], userID: Int64, now: Date) async throws -> Int {
        try await writer.write { db in
            var replaced = 0
            for entry in entries {
                let measureID = try Self.ensureMeasure(entry.key, userID: userID, now: now, db: db)
                let existed = try Bool.fetchOne(
                    db, sql: "SELECT EXISTS (SELECT 1 FROM body_measurement WHERE user_id = ? AND measure_id = ? AND local_date = ?)",
                    arguments: [userID, measureID, entry.date.description]) ?? false
                try db.execute(
                    sql: """
                        INSERT INTO body_measurement (user_id, measure_id, local_date, value, unit, created_at, updated_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?)
                        ON CONFLICT (user_id, measure_id, local_date) DO UPDATE SET
                            value = excluded.value, unit = excluded.unit, updated_at = excluded.updated_at
                        """,
                    arguments: [userID, measureID, entry.date.description, entry.length.value, entry.length.unit.rawValue, now, now])
                if existed { replaced += 1 }
            }
            return replaced
        }
    }

    public func deleteBodyMeasurement(key: MeasureKey, on date: LocalDate, userID: Int64) async throws -> Bool {
        try await writer.write { db in
            guard let measureID = try Self.measureID(key, userID: userID, db: db) else { return false }
            try db.execute(
                sql: "DELETE FROM body_measurement WHERE user_id = ? AND measure_id = ? AND local_date = ?",
                arguments: [userID, measureID, date.description])
            return db.changesCount > 0
        }
    }

    public func importBodyMeasurements(
        _ additions: [MeasurementImportReport.Addition], userID: Int64, now: Date
    ) async throws -> Set<Int> {
        try await writer.write { db in
            var measureIDs: [MeasurementTarget: Int64] = [:]
            let insert = try db.makeStatement(sql: """
                INSERT INTO body_measurement (user_id, measure_id, local_date, value, unit, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (user_id, measure_id, local_date) DO NOTHING
                """)
            var inserted: Set<Int> = []
            for addition in additions {
                let measureID: Int64
                if let known = measureIDs[addition.target] {
                    measureID = known
                } else {
                    measureID = try Self.ensureMeasure(addition.target, userID: userID, now: now, db: db)
                    measureIDs[addition.target] = measureID
                }
                try insert.execute(arguments: [
                    userID, measureID, addition.date.description, addition.length.value, addition.length.unit.rawValue, now, now,
                ])
                if db.changesCount > 0 { inserted.insert(addition.line) }
            }
            return inserted
        }
    }

    /// The row id of the user's measurement `key`, nil when it has none yet (a site before its first value, an unknown
    /// custom id).
    static func measureID(_ key: MeasureKey, userID: Int64, db: Database) throws -> Int64? {
        switch key {
        case .site(let site):
            try Int64.fetchOne(db, sql: "SELECT id FROM body_measure WHERE user_id = ? AND site = ?", arguments: [userID, site.rawValue])
        case .custom(let id):
            try Int64.fetchOne(db, sql: "SELECT id FROM body_measure WHERE user_id = ? AND id = ? AND name_key IS NOT NULL", arguments: [userID, id])
        }
    }

    /// The row id of `key`, making a site's row on its first value; a custom id that is not the user's is not found.
    static func ensureMeasure(_ key: MeasureKey, userID: Int64, now: Date, db: Database) throws -> Int64 {
        if let id = try measureID(key, userID: userID, db: db) { return id }
        guard case .site(let site) = key else { throw DomainError.notFound("There is no measurement \"\(key)\".") }
        try db.execute(
            sql: "INSERT INTO body_measure (user_id, site, created_at) VALUES (?, ?, ?)", arguments: [userID, site.rawValue, now])
        return db.lastInsertedRowID
    }

    /// The row id of an import's target, making a site's row or a custom measurement of that name when missing.
    static func ensureMeasure(_ target: MeasurementTarget, userID: Int64, now: Date, db: Database) throws -> Int64 {
        switch target {
        case .site(let site):
            return try ensureMeasure(MeasureKey.site(site), userID: userID, now: now, db: db)
        case .custom(let name):
            let key = MeasurementRules.nameKey(name)
            if let id = try Int64.fetchOne(db, sql: "SELECT id FROM body_measure WHERE user_id = ? AND name_key = ?", arguments: [userID, key]) {
                return id
            }
            try db.execute(
                sql: "INSERT INTO body_measure (user_id, name, name_key, created_at) VALUES (?, ?, ?, ?)", arguments: [userID, name, key, now])
            return db.lastInsertedRowID
        }
    }

    /// An entry from `site, id, local_date, value, unit`, by position.
    static func measurementEntry(_ row: Row) throws -> BodyMeasurementEntry {
        let site: String? = row[0]
        let day: String = row[2]
        let unitText: String = row[4]
        guard let date = LocalDate(day) else { throw RowDecoding.CorruptRow(description: "Unexpected local_date \"\(day)\"") }
        guard let unit = LengthUnit(rawValue: unitText) else { throw RowDecoding.CorruptRow(description: "Unexpected unit \"\(unitText)\"") }
        let key: MeasureKey
        if let site {
            guard let known = BodySite(rawValue: site) else { throw RowDecoding.CorruptRow(description: "Unexpected site \"\(site)\"") }
            key = .site(known)
        } else {
            key = .custom(row[1])
        }
        return BodyMeasurementEntry(key: key, date: date, length: Length(row[3], unit))
    }
}
