import Foundation
import RepbookCore

/// Body measurement values (`body_measurement`, one per measurement and day, keyed `(user_id, measure_id, local_date)`).
extension SQLStore {
    public func bodyMeasurements(userID: Int64) async throws -> [BodyMeasurementEntry] {
        try await engine.readSingle { connection in try BodyMeasurementRows.all(userID: userID, connection) }
    }

    public func recentBodyMeasurements(userID: Int64, before: LocalDate?, count: Int) async throws -> [BodyMeasurementEntry] {
        // Per measurement of the user, its newest days by the primary key (user_id, measure_id, local_date).
        let bound = before == nil ? "" : "AND w.local_date < ?"
        let columns = BodyMeasurementRows.columns
        let statement = SQL(
            sqlite: """
                SELECT \(columns) FROM body_measure m
                JOIN body_measurement v ON v.user_id = m.user_id AND v.measure_id = m.id
                WHERE v.local_date IN (
                    SELECT w.local_date FROM body_measurement w
                    WHERE w.user_id = m.user_id AND w.measure_id = m.id \(bound)
                    ORDER BY w.local_date DESC LIMIT ?)
                AND m.user_id = ?
                ORDER BY v.local_date
                """,
            postgres: """
                SELECT \(columns) FROM body_measure m
                CROSS JOIN LATERAL (
                    SELECT w.local_date, w.value, w.unit FROM body_measurement w
                    WHERE w.user_id = m.user_id AND w.measure_id = m.id \(bound)
                    ORDER BY w.local_date DESC LIMIT ?
                ) AS v
                WHERE m.user_id = ?
                ORDER BY v.local_date, m.id
                """)
        var arguments: [any SQLBindable] = before.map { [$0] } ?? []
        arguments += [count, userID]
        return try await engine.readSingle { [arguments] connection in try connection.all(statement, arguments, BodyMeasurementRows.entry) }
    }

    public func bodyMeasurements(key: MeasureKey, userID: Int64) async throws -> [BodyMeasurementEntry] {
        let (condition, value) = BodyMeasurementRows.keyCondition(key)
        return try await engine.readSingle { connection in
            try connection.all(
                SQL("""
                    SELECT \(BodyMeasurementRows.columns) FROM body_measure m
                    JOIN body_measurement v ON v.user_id = m.user_id AND v.measure_id = m.id
                    WHERE m.user_id = ? AND \(condition)
                    ORDER BY v.local_date
                    """), [userID, value], BodyMeasurementRows.entry)
        }
    }

    public func bodyMeasurements(on date: LocalDate, userID: Int64) async throws -> [BodyMeasurementEntry] {
        try await engine.readSingle { connection in
            try connection.all(
                SQL("""
                    SELECT \(BodyMeasurementRows.columns) FROM body_measurement v JOIN body_measure m ON m.id = v.measure_id
                    WHERE v.user_id = ? AND v.local_date = ?
                    ORDER BY m.id
                    """), [userID, date], BodyMeasurementRows.entry)
        }
    }

    @discardableResult
    public func saveBodyMeasurements(_ entries: [BodyMeasurementEntry], userID: Int64, now: Date) async throws -> Int {
        try await engine.write { connection in
            // Serialised per user (SQLite's writer, PostgreSQL's lock): a site's row is made once, and two saves of one
            // day never wait for each other's values in opposite orders.
            try UserLock.lock(userID: userID, connection)
            var replaced = 0
            for entry in entries {
                let measureID = try BodyMeasurementRows.ensureMeasure(entry.key, userID: userID, now: now, connection)
                let value = BodyMeasurementRows.Value(measureID: measureID, date: entry.date, length: entry.length)
                if try !BodyMeasurementRows.insertNew(value, userID: userID, now: now, connection) {
                    try connection.execute(
                        "UPDATE body_measurement SET value = ?, unit = ?, updated_at = ? WHERE user_id = ? AND measure_id = ? AND local_date = ?",
                        [entry.length.value, entry.length.unit.rawValue, now, userID, measureID, entry.date])
                    replaced += 1
                }
            }
            return replaced
        }
    }

    public func deleteBodyMeasurement(key: MeasureKey, on date: LocalDate, userID: Int64) async throws -> Bool {
        let (condition, value) = BodyMeasurementRows.keyCondition(key)
        return try await engine.write { connection in
            try connection.execute(
                SQL("""
                    DELETE FROM body_measurement WHERE user_id = ? AND local_date = ?
                        AND measure_id = (SELECT m.id FROM body_measure m WHERE m.user_id = ? AND \(condition))
                    """), [userID, date, userID, value]) > 0
        }
    }

    public func importBodyMeasurements(
        _ additions: [MeasurementImportReport.Addition], userID: Int64, now: Date
    ) async throws -> Set<Int> {
        try await engine.write { connection in
            try UserLock.lock(userID: userID, connection)
            var measureIDs: [MeasurementTarget: Int64] = [:]
            var lines: [BodyMeasurementRows.Slot: Int] = [:]
            var values: [BodyMeasurementRows.Value] = []
            for addition in additions {
                let measureID = try measureIDs[addition.target]
                    ?? BodyMeasurementRows.ensureMeasure(addition.target, userID: userID, now: now, connection)
                measureIDs[addition.target] = measureID
                // Of two rows for one measurement and day, the first given is tried.
                let value = BodyMeasurementRows.Value(measureID: measureID, date: addition.date, length: addition.length)
                guard lines[value.slot] == nil else { continue }
                lines[value.slot] = addition.line
                values.append(value)
            }
            let added = try BodyMeasurementRows.insert(values, userID: userID, now: now, skippingTaken: true, connection)
            return Set(added.compactMap { lines[$0] })
        }
    }
}
