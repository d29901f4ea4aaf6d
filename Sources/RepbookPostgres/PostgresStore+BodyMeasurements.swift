import Foundation
import Logging
import PostgresNIO
import RepbookCore

extension PostgresStore: BodyMeasurementStore {
    /// The columns every value read selects, decoded by `measurementEntry`.
    static let measurementColumns = "m.site, m.id, v.local_date, v.value, v.unit"

    public func customMeasures(userID: Int64) async throws -> [BodyMeasure] {
        try await single { connection in
            try await connection.all(
                "SELECT id, name FROM body_measure WHERE user_id = \(userID) AND name_key IS NOT NULL ORDER BY name_key", logger: logger
            ) { row in
                let (id, name) = try row.decode((Int64, String).self)
                return BodyMeasure(key: .custom(id), name: name)
            }
        }
    }

    public func insertCustomMeasure(name: String, userID: Int64, now: Date) async throws -> BodyMeasure {
        try await write { connection in
            try await PostgresUserLock.lock(userID: userID, connection: connection, logger: logger)
            let id = try await connection.mappingUniqueViolation(to: DomainError.conflict("\(name) is already a measurement.")) {
                try await connection.first(
                    """
                    INSERT INTO body_measure (user_id, name, name_key, created_at)
                    VALUES (\(userID), \(name), \(MeasurementRules.nameKey(name)), \(now)) RETURNING id
                    """, logger: logger) { try $0.decode(Int64.self) }
            }
            guard let id else { throw DomainError.notFound("The measurement was not stored.") }
            return BodyMeasure(key: .custom(id), name: name)
        }
    }

    public func deleteCustomMeasure(id: Int64, userID: Int64) async throws -> Bool {
        try await single { connection in
            try await connection.count(
                "DELETE FROM body_measure WHERE user_id = \(userID) AND id = \(id) AND name_key IS NOT NULL RETURNING id", logger: logger) > 0
        }
    }

    public func bodyMeasurements(userID: Int64) async throws -> [BodyMeasurementEntry] {
        try await single { connection in
            try await connection.all(
                """
                SELECT \(unescaped: Self.measurementColumns) FROM body_measurement v JOIN body_measure m ON m.id = v.measure_id
                WHERE v.user_id = \(userID) ORDER BY v.local_date, m.id
                """, logger: logger, PostgresRowDecoding.row(Self.measurementEntry))
        }
    }

    public func recentBodyMeasurements(userID: Int64, before: LocalDate?, count: Int) async throws -> [BodyMeasurementEntry] {
        try await single { connection in
            // Per measurement of the user, its newest days by the primary key (user_id, measure_id, local_date).
            let before = before.map(PostgresDay.init)
            return try await connection.all(
                """
                SELECT \(unescaped: Self.measurementColumns) FROM body_measure m
                CROSS JOIN LATERAL (
                    SELECT w.local_date, w.value, w.unit FROM body_measurement w
                    WHERE w.user_id = m.user_id AND w.measure_id = m.id AND (\(before)::date IS NULL OR w.local_date < \(before))
                    ORDER BY w.local_date DESC LIMIT \(count)
                ) AS v
                WHERE m.user_id = \(userID)
                ORDER BY v.local_date, m.id
                """, logger: logger, PostgresRowDecoding.row(Self.measurementEntry))
        }
    }

    public func bodyMeasurements(key: MeasureKey, userID: Int64) async throws -> [BodyMeasurementEntry] {
        try await single { connection in
            try await connection.all(
                """
                SELECT \(unescaped: Self.measurementColumns) FROM body_measure m
                JOIN body_measurement v ON v.user_id = m.user_id AND v.measure_id = m.id
                WHERE m.user_id = \(userID) AND \(unescaped: Self.keyCondition(key))
                ORDER BY v.local_date
                """, logger: logger, PostgresRowDecoding.row(Self.measurementEntry))
        }
    }

    public func bodyMeasurements(on date: LocalDate, userID: Int64) async throws -> [BodyMeasurementEntry] {
        try await single { connection in
            try await connection.all(
                """
                SELECT \(unescaped: Self.measurementColumns) FROM body_measurement v JOIN body_measure m ON m.id = v.measure_id
                WHERE v.user_id = \(userID) AND v.local_date = \(PostgresDay(date))
                ORDER BY m.id
                """, logger: logger, PostgresRowDecoding.row(Self.measurementEntry))
        }
    }

    @discardableResult
    public func saveBodyMeasurements(_ entries: [BodyMeasurementEntry], userID: Int64, now: Date) async throws -> Int {
        try await write { connection in
            // Serialised per user, as SQLite's writer did: a site's row is made once, and two saves of one day never
            // wait for each other's values in opposite orders.
            try await PostgresUserLock.lock(userID: userID, connection: connection, logger: logger)
            var replaced = 0
            for entry in entries {
                let measureID = try await Self.ensureMeasure(entry.key, userID: userID, now: now, connection: connection, logger: logger)
                let existed = try await connection.first(
                    """
                    INSERT INTO body_measurement (user_id, measure_id, local_date, value, unit, created_at, updated_at)
                    VALUES (\(userID), \(measureID), \(PostgresDay(entry.date)), \(entry.length.value), \(entry.length.unit.rawValue), \(now), \(now))
                    ON CONFLICT (user_id, measure_id, local_date) DO UPDATE SET
                        value = excluded.value, unit = excluded.unit, updated_at = excluded.updated_at
                    RETURNING xmax::text <> '0'
                    """, logger: logger) { try $0.decode(Bool.self) } ?? false
                if existed { replaced += 1 }
            }
            return replaced
        }
    }

    public func deleteBodyMeasurement(key: MeasureKey, on date: LocalDate, userID: Int64) async throws -> Bool {
        try await single { connection in
            try await connection.count(
                """
                DELETE FROM body_measurement v USING body_measure m
                WHERE v.user_id = \(userID) AND v.local_date = \(PostgresDay(date)) AND m.user_id = v.user_id AND m.id = v.measure_id
                    AND \(unescaped: Self.keyCondition(key))
                RETURNING v.measure_id
                """, logger: logger) > 0
        }
    }

    public func importBodyMeasurements(
        _ additions: [MeasurementImportReport.Addition], userID: Int64, now: Date
    ) async throws -> Set<Int> {
        try await write { connection in
            try await PostgresUserLock.lock(userID: userID, connection: connection, logger: logger)
            var measureIDs: [MeasurementTarget: Int64] = [:]
            for target in Set(additions.map(\.target)) {
                measureIDs[target] = try await Self.ensureMeasure(target, userID: userID, now: now, connection: connection, logger: logger)
            }
            // One statement: the rows as arrays; of two for one measurement and day the first given is tried, and the
            // lines answered are those whose row went in.
            let lines = try await connection.all(
                """
                WITH given AS (
                    SELECT * FROM unnest(
                        \(additions.map { measureIDs[$0.target] ?? 0 })::bigint[], \(additions.map { PostgresDay($0.date) })::date[],
                        \(additions.map(\.length.value))::float8[], \(additions.map(\.length.unit.rawValue))::text[], \(additions.map(\.line))::bigint[]
                    ) WITH ORDINALITY AS item (measure_id, local_date, value, unit, line, position)
                ), first AS (
                    SELECT DISTINCT ON (measure_id, local_date) * FROM given ORDER BY measure_id, local_date, position
                ), added AS (
                    INSERT INTO body_measurement (user_id, measure_id, local_date, value, unit, created_at, updated_at)
                    SELECT \(userID), measure_id, local_date, value, unit, \(now), \(now) FROM first ORDER BY measure_id, local_date
                    ON CONFLICT (user_id, measure_id, local_date) DO NOTHING
                    RETURNING measure_id, local_date
                )
                SELECT first.line FROM first JOIN added USING (measure_id, local_date)
                """, logger: logger
            ) { try $0.decode(Int.self) }
            return Set(lines)
        }
    }

    /// The condition selecting measurement `key` of the user as `m` (a site's fixed name, or an id: no text of the user's).
    private static func keyCondition(_ key: MeasureKey) -> String {
        switch key {
        case .site(let site): "m.site = '\(site.rawValue)'"
        case .custom(let id): "m.id = \(id) AND m.name_key IS NOT NULL"
        }
    }

    /// The row id of the user's measurement `key`, making a site's row on its first value; a custom id that is not the
    /// user's is not found.
    private static func ensureMeasure(_ key: MeasureKey, userID: Int64, now: Date, connection: PostgresConnection, logger: Logger) async throws -> Int64 {
        let found: Int64? = switch key {
        case .site(let site):
            try await connection.first(
                "SELECT id FROM body_measure WHERE user_id = \(userID) AND site = \(site.rawValue)", logger: logger) { try $0.decode(Int64.self) }
        case .custom(let id):
            try await connection.first(
                "SELECT id FROM body_measure WHERE user_id = \(userID) AND id = \(id) AND name_key IS NOT NULL", logger: logger
            ) { try $0.decode(Int64.self) }
        }
        if let found { return found }
        guard case .site(let site) = key else { throw DomainError.notFound("There is no measurement \"\(key)\".") }
        return try await insertMeasure("INSERT INTO body_measure (user_id, site, created_at) VALUES (\(userID), \(site.rawValue), \(now)) RETURNING id",
                                       connection: connection, logger: logger)
    }

    /// The row id of an import's target, making a site's row or a custom measurement of that name when missing.
    static func ensureMeasure(
        _ target: MeasurementTarget, userID: Int64, now: Date, connection: PostgresConnection, logger: Logger
    ) async throws -> Int64 {
        switch target {
        case .site(let site):
            return try await ensureMeasure(MeasureKey.site(site), userID: userID, now: now, connection: connection, logger: logger)
        case .custom(let name):
            let key = MeasurementRules.nameKey(name)
            if let id = try await connection.first(
                "SELECT id FROM body_measure WHERE user_id = \(userID) AND name_key = \(key)", logger: logger, { try $0.decode(Int64.self) })
            {
                return id
            }
            return try await insertMeasure(
                "INSERT INTO body_measure (user_id, name, name_key, created_at) VALUES (\(userID), \(name), \(key), \(now)) RETURNING id",
                connection: connection, logger: logger)
        }
    }

    private static func insertMeasure(_ query: PostgresQuery, connection: PostgresConnection, logger: Logger) async throws -> Int64 {
        guard let id = try await connection.first(query, logger: logger, { try $0.decode(Int64.self) }) else {
            throw DomainError.notFound("The measurement was not stored.")
        }
        return id
    }

    /// An entry from `site, id, local_date, value, unit`.
    static func measurementEntry(_ columns: inout PostgresColumns) throws -> BodyMeasurementEntry {
        let site: String? = try columns.next()
        let id: Int64 = try columns.next()
        let date = try columns.next(PostgresDay.self).day
        let value: Double = try columns.next()
        let unit: LengthUnit = try PostgresRowDecoding.value(columns.next(), "unit")
        let key: MeasureKey = try site.map { .site(try PostgresRowDecoding.value($0, "site")) } ?? .custom(id)
        return BodyMeasurementEntry(key: key, date: date, length: Length(value, unit))
    }
}

extension PostgresStore {
    /// Writes an archive's measurements into the restore's transaction: the custom ones first, then every value in one
    /// statement.
    static func restoreMeasurements(
        _ measurements: ArchivedMeasurements, userID: Int64, now: Date, connection: PostgresConnection, logger: Logger
    ) async throws {
        var measureIDs: [MeasurementTarget: Int64] = [:]
        for name in measurements.custom {
            let target = MeasurementTarget.custom(name: name)
            measureIDs[target] = try await ensureMeasure(target, userID: userID, now: now, connection: connection, logger: logger)
        }
        var rows: [(measureID: Int64, value: ArchivedMeasurements.Value)] = []
        for value in measurements.values {
            guard let target = measurements.target(of: value) else {
                throw DomainError.invalid(field: "measurements", message: "measurements: \(value.measurement) is not listed.")
            }
            if measureIDs[target] == nil {
                measureIDs[target] = try await ensureMeasure(target, userID: userID, now: now, connection: connection, logger: logger)
            }
            rows.append((measureIDs[target] ?? 0, value))
        }
        guard !rows.isEmpty else { return }
        try await connection.run(
            """
            INSERT INTO body_measurement (user_id, measure_id, local_date, value, unit, created_at, updated_at)
            SELECT \(userID), item.measure_id, item.local_date, item.value, item.unit, \(now), \(now)
            FROM unnest(
                \(rows.map(\.measureID))::bigint[], \(rows.map { PostgresDay($0.value.date) })::date[],
                \(rows.map(\.value.length.value))::float8[], \(rows.map(\.value.length.unit.rawValue))::text[]
            ) AS item (measure_id, local_date, value, unit)
            """, logger: logger)
    }
}
