import Foundation
import Logging
import PostgresNIO
import RepbookCore

extension PostgresStore: BodyWeightStore {
    private static let bodyWeightColumns = "local_date, weight, weight_unit, body_fat_percent"

    public func bodyWeights(userID: Int64) async throws -> [BodyWeightEntry] {
        try await single { connection in
            try await connection.all(
                "SELECT \(unescaped: Self.bodyWeightColumns) FROM body_weight WHERE user_id = \(userID) ORDER BY local_date", logger: logger,
                PostgresRowDecoding.row(Self.bodyWeightEntry))
        }
    }

    public func bodyWeight(on date: LocalDate, userID: Int64) async throws -> BodyWeightEntry? {
        try await single { connection in
            try await connection.first(
                "SELECT \(unescaped: Self.bodyWeightColumns) FROM body_weight WHERE user_id = \(userID) AND local_date = \(PostgresDay(date))",
                logger: logger, PostgresRowDecoding.row(Self.bodyWeightEntry))
        }
    }

    @discardableResult
    public func saveBodyWeight(_ entry: BodyWeightEntry, userID: Int64, now: Date) async throws -> Bool {
        try await single { connection in
            // One statement, so two saves of one day at once cannot both answer "new": the row a conflict updated has
            // this transaction as its `xmax`, a row it inserted has none.
            let replaced = try await connection.first(
                """
                INSERT INTO body_weight (user_id, local_date, weight, weight_unit, body_fat_percent, created_at, updated_at)
                VALUES (
                    \(userID), \(PostgresDay(entry.date)), \(entry.weight.value), \(entry.weight.unit.rawValue), \(entry.bodyFatPercent),
                    \(now), \(now))
                ON CONFLICT (user_id, local_date) DO UPDATE SET
                    weight = excluded.weight, weight_unit = excluded.weight_unit,
                    body_fat_percent = excluded.body_fat_percent, updated_at = excluded.updated_at
                RETURNING xmax::text <> '0'
                """, logger: logger) { try $0.decode(Bool.self) }
            return replaced ?? false
        }
    }

    public func deleteBodyWeight(on date: LocalDate, userID: Int64) async throws -> Bool {
        try await single { connection in
            try await connection.count(
                "DELETE FROM body_weight WHERE user_id = \(userID) AND local_date = \(PostgresDay(date)) RETURNING id", logger: logger) > 0
        }
    }

    public func insertBodyWeights(_ entries: [BodyWeightEntry], userID: Int64, now: Date) async throws -> Set<LocalDate> {
        guard !entries.isEmpty else { return [] }
        // One statement for the whole import, its columns as arrays unnested into rows; of two entries for one day the
        // first given is kept. Rows go in day order, so two imports at once wait for each other's days in the same order
        // and never deadlock. The body fat travels as a value and a flag (the arrays hold no NULLs).
        return try await single { connection in
            let days = try await connection.all(
                """
                INSERT INTO body_weight (user_id, local_date, weight, weight_unit, body_fat_percent, created_at, updated_at)
                SELECT DISTINCT ON (item.local_date) \(userID), item.local_date, item.weight, item.weight_unit,
                    CASE WHEN item.has_body_fat THEN item.body_fat_percent END, \(now), \(now)
                FROM unnest(
                    \(entries.map { PostgresDay($0.date) })::date[], \(entries.map(\.weight.value))::float8[],
                    \(entries.map(\.weight.unit.rawValue))::text[], \(entries.map { $0.bodyFatPercent ?? 0 })::float8[],
                    \(entries.map { $0.bodyFatPercent != nil })::boolean[]
                ) WITH ORDINALITY AS item (local_date, weight, weight_unit, body_fat_percent, has_body_fat, position)
                ORDER BY item.local_date, item.position
                ON CONFLICT (user_id, local_date) DO NOTHING
                RETURNING local_date
                """, logger: logger
            ) { try $0.decode(PostgresDay.self).day }
            return Set(days)
        }
    }

    /// An entry from `local_date, weight, weight_unit, body_fat_percent`.
    private static func bodyWeightEntry(_ columns: inout PostgresColumns) throws -> BodyWeightEntry {
        let date = try columns.next(PostgresDay.self).day
        let weight: Double = try columns.next()
        let unit: WeightUnit = try PostgresRowDecoding.value(columns.next(), "weight_unit")
        return BodyWeightEntry(date: date, weight: Weight(weight, unit), bodyFatPercent: try columns.next())
    }
}
