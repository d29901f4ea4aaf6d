import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    public func bodyWeights(userID: Int64) async throws -> [BodyWeightEntry] {
        try await writer.read { db in
            try Row.decodeAll(
                db, sql: "SELECT local_date, weight, weight_unit, body_fat_percent FROM body_weight WHERE user_id = ? ORDER BY local_date",
                arguments: [userID], cached: true, Self.bodyWeightEntry)
        }
    }

    public func bodyWeight(on date: LocalDate, userID: Int64) async throws -> BodyWeightEntry? {
        try await writer.read { db in
            try Row.fetchOne(
                db, sql: "SELECT local_date, weight, weight_unit, body_fat_percent FROM body_weight WHERE user_id = ? AND local_date = ?",
                arguments: [userID, date.description]
            ).map(Self.bodyWeightEntry)
        }
    }

    /// An entry from `local_date, weight, weight_unit, body_fat_percent`, by position (a long history reads thousands).
    static func bodyWeightEntry(_ row: Row) throws -> BodyWeightEntry {
        let day: String = row[0]
        let unit: String = row[2]
        guard let date = LocalDate(day) else { throw RowDecoding.CorruptRow(description: "Unexpected local_date \"\(day)\"") }
        guard let weightUnit = WeightUnit(rawValue: unit) else { throw RowDecoding.CorruptRow(description: "Unexpected weight_unit \"\(unit)\"") }
        return BodyWeightEntry(date: date, weight: Weight(row[1], weightUnit), bodyFatPercent: row[3])
    }

    @discardableResult
    public func saveBodyWeight(_ entry: BodyWeightEntry, userID: Int64, now: Date) async throws -> Bool {
        try await writer.write { db in
            let existed = try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM body_weight WHERE user_id = ? AND local_date = ?)",
                arguments: [userID, entry.date.description]) ?? false
            try db.execute(
                sql: """
                    INSERT INTO body_weight (user_id, local_date, weight, weight_unit, body_fat_percent, created_at, updated_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT (user_id, local_date) DO UPDATE SET
                        weight = excluded.weight, weight_unit = excluded.weight_unit,
                        body_fat_percent = excluded.body_fat_percent, updated_at = excluded.updated_at
                    """,
                arguments: [userID, entry.date.description, entry.weight.value, entry.weight.unit.rawValue, entry.bodyFatPercent, now, now])
            return existed
        }
    }

    public func deleteBodyWeight(on date: LocalDate, userID: Int64) async throws -> Bool {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM body_weight WHERE user_id = ? AND local_date = ?", arguments: [userID, date.description])
            return db.changesCount > 0
        }
    }

    public func insertBodyWeights(_ entries: [BodyWeightEntry], userID: Int64, now: Date) async throws -> Set<LocalDate> {
        try await writer.write { db in
            let statement = try db.makeStatement(sql: """
                INSERT INTO body_weight (user_id, local_date, weight, weight_unit, body_fat_percent, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (user_id, local_date) DO NOTHING
                """)
            var inserted: Set<LocalDate> = []
            for entry in entries {
                try statement.execute(arguments: [
                    userID, entry.date.description, entry.weight.value, entry.weight.unit.rawValue, entry.bodyFatPercent, now, now,
                ])
                if db.changesCount > 0 { inserted.insert(entry.date) }
            }
            return inserted
        }
    }
}
