import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// Body measurements as the archive, not yet on the shared path, reads and restores them (`BodyMeasurementRows` is the
/// shared twin; to be removed with the archive's conversion).
extension PostgresStore {
    /// The columns every value read selects, decoded by `measurementEntry`.
    static let measurementColumns = BodyMeasurementRows.columns

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
