import Foundation
import RepbookCore

/// The `body_measure` and `body_measurement` rows: how a value reads back, how a measurement is found or made, and how
/// values are added.
public enum BodyMeasurementRows {
    /// The columns every value read selects (`m` the measure, `v` the value), read by `entry`.
    public static let columns = "m.site, m.id, v.local_date, v.value, v.unit"

    /// A value from a row with `columns`.
    public static func entry(_ row: any SQLRow) throws -> BodyMeasurementEntry {
        let site: BodySite? = try row.choiceIfPresent("site")
        let key: MeasureKey = try site.map { .site($0) } ?? .custom(try row["id"])
        return BodyMeasurementEntry(key: key, date: try row["local_date"], length: Length(try row["value"], try row.choice("unit")))
    }

    /// The user's custom measurements, read by `body_measure_by_user_name`.
    public static func customMeasures(userID: Int64, _ connection: any SQLConnection) throws -> [BodyMeasure] {
        try connection.all("SELECT id, name FROM body_measure WHERE user_id = ? AND name_key IS NOT NULL ORDER BY name_key", [userID]) { row in
            BodyMeasure(key: .custom(try row["id"]), name: try row["name"])
        }
    }

    /// Every value of the user, oldest day first (`body_measurement_by_user_day`).
    public static func all(userID: Int64, _ connection: any SQLConnection) throws -> [BodyMeasurementEntry] {
        try connection.all(
            SQL("""
                SELECT \(columns) FROM body_measurement v JOIN body_measure m ON m.id = v.measure_id
                WHERE v.user_id = ? ORDER BY v.local_date, m.id
                """), [userID], entry)
    }

    /// The condition selecting measurement `key` of the user as `m`, and the value it binds.
    static func keyCondition(_ key: MeasureKey) -> (condition: String, value: any SQLBindable) {
        switch key {
        case .site(let site): ("m.site = ?", site.rawValue)
        case .custom(let id): ("m.id = ? AND m.name_key IS NOT NULL", id)
        }
    }

    /// The row id of `key`, making a site's row on its first value; a custom id that is not the user's is not found.
    static func ensureMeasure(_ key: MeasureKey, userID: Int64, now: Date, _ connection: any SQLConnection) throws -> Int64 {
        let (condition, value) = keyCondition(key)
        if let id: Int64 = try connection.value(
            SQL("SELECT m.id FROM body_measure m WHERE m.user_id = ? AND \(condition)"), [userID, value], column: "id")
        {
            return id
        }
        guard case .site(let site) = key else { throw DomainError.notFound(LocalizedText("error.there_no_measurement", ["key": "\(key)"])) }
        return try connection.insert(
            "INSERT INTO body_measure (user_id, site, created_at) VALUES (?, ?, ?) RETURNING id", [userID, site.rawValue, now])
    }

    /// The row id of an import's or an archive's target, making a site's row or a custom measurement of that name when
    /// missing.
    static func ensureMeasure(_ target: MeasurementTarget, userID: Int64, now: Date, _ connection: any SQLConnection) throws -> Int64 {
        switch target {
        case .site(let site):
            return try ensureMeasure(MeasureKey.site(site), userID: userID, now: now, connection)
        case .custom(let name):
            let key = MeasurementRules.nameKey(name)
            if let id: Int64 = try connection.value("SELECT id FROM body_measure WHERE user_id = ? AND name_key = ?", [userID, key], column: "id") {
                return id
            }
            return try insertCustom(name: name, userID: userID, now: now, connection)
        }
    }

    /// Adds a custom measurement named `name`; answers its id.
    static func insertCustom(name: String, userID: Int64, now: Date, _ connection: any SQLConnection) throws -> Int64 {
        try connection.insert(
            "INSERT INTO body_measure (user_id, name, name_key, created_at) VALUES (?, ?, ?, ?) RETURNING id",
            [userID, name, MeasurementRules.nameKey(name), now])
    }

    /// One value to write.
    struct Value {
        let measureID: Int64
        let date: LocalDate
        let length: Length

        /// Where the value goes: its measurement and day.
        var slot: Slot { Slot(measureID: measureID, date: date) }
    }

    /// A measurement and day: the place of one value.
    struct Slot: Hashable {
        let measureID: Int64
        let date: LocalDate
    }

    /// Adds `value` unless its measurement has one that day (then it changes nothing); answers whether it was added.
    static func insertNew(_ value: Value, userID: Int64, now: Date, _ connection: any SQLConnection) throws -> Bool {
        try connection.execute(
            """
            INSERT INTO body_measurement (user_id, measure_id, local_date, value, unit, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (user_id, measure_id, local_date) DO NOTHING
            """, arguments(value, userID: userID, now: now)) > 0
    }

    /// The most rows one insert statement carries (7 values each, well under either engine's limit on bound values).
    static let rowsPerStatement = 500

    /// Adds `values` (one per slot), a few hundred per statement in slot order, so two imports at once wait for each
    /// other's rows in the same order and never deadlock; with `skippingTaken`, a slot that has a value is left alone.
    /// Answers the slots added.
    static func insert(_ values: [Value], userID: Int64, now: Date, skippingTaken: Bool, _ connection: any SQLConnection) throws -> [Slot] {
        let ordered = values.sorted { ($0.measureID, $0.date) < ($1.measureID, $1.date) }
        var added: [Slot] = []
        for start in stride(from: 0, to: ordered.count, by: rowsPerStatement) {
            let chunk = ordered[start..<min(start + rowsPerStatement, ordered.count)]
            let statement = SQL("""
                INSERT INTO body_measurement (user_id, measure_id, local_date, value, unit, created_at, updated_at)
                VALUES \(Array(repeating: "(?, ?, ?, ?, ?, ?, ?)", count: chunk.count).joined(separator: ", "))
                \(skippingTaken ? "ON CONFLICT (user_id, measure_id, local_date) DO NOTHING" : "")
                RETURNING measure_id, local_date
                """)
            added += try connection.all(statement, chunk.flatMap { arguments($0, userID: userID, now: now) }) { row in
                Slot(measureID: try row["measure_id"], date: try row["local_date"])
            }
        }
        return added
    }

    /// Writes an archive's measurements into the restore's transaction: the custom ones first, then every value.
    public static func restore(_ measurements: ArchivedMeasurements, userID: Int64, now: Date, _ connection: any SQLConnection) throws {
        var measureIDs: [MeasurementTarget: Int64] = [:]
        for name in measurements.custom {
            let target = MeasurementTarget.custom(name: name)
            measureIDs[target] = try ensureMeasure(target, userID: userID, now: now, connection)
        }
        var values: [Value] = []
        for value in measurements.values {
            guard let target = measurements.target(of: value) else {
                throw DomainError.invalid(field: "measurements", message:
                    LocalizedText("error.measurements_not_listed", ["measurement": "\(value.measurement)"]))
            }
            let measureID = try measureIDs[target] ?? ensureMeasure(target, userID: userID, now: now, connection)
            measureIDs[target] = measureID
            values.append(Value(measureID: measureID, date: value.date, length: value.length))
        }
        _ = try insert(values, userID: userID, now: now, skippingTaken: false, connection)
    }

    private static func arguments(_ value: Value, userID: Int64, now: Date) -> [any SQLBindable] {
        [userID, value.measureID, value.date, value.length.value, value.length.unit.rawValue, now, now]
    }
}
