import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    public func coachingSettings(userID: Int64) async throws -> CoachingSettings {
        try await writer.read { db in try Self.coachingSettings(userID: userID, db: db) }
    }

    public func saveCoachingSettings(_ settings: CoachingSettings, userID: Int64) async throws {
        try await writer.write { db in try Self.writeCoachingSettings(settings, userID: userID, db: db) }
    }

    /// Inserts or replaces the user's coaching settings row.
    static func writeCoachingSettings(_ settings: CoachingSettings, userID: Int64, db: Database) throws {
        let input = CoachingSettingsInput(settings)
        try db.execute(
            sql: """
                INSERT INTO coaching_settings (user_id, bar_kg, plates_kg, bar_lb, plates_lb, warmup_steps) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (user_id) DO UPDATE SET bar_kg = excluded.bar_kg, plates_kg = excluded.plates_kg,
                    bar_lb = excluded.bar_lb, plates_lb = excluded.plates_lb, warmup_steps = excluded.warmup_steps
                """,
            arguments: [userID, settings.kilograms.bar, input.platesKg, settings.pounds.bar, input.platesLb, input.warmUpSteps])
    }

    static func coachingSettings(userID: Int64, db: Database) throws -> CoachingSettings {
        guard let row = try Row.fetchOne(db, cached: "SELECT * FROM coaching_settings WHERE user_id = ?", arguments: [userID]) else {
            return .standard
        }
        let input = CoachingSettingsInput(
            barKg: Weight.format(row["bar_kg"]), platesKg: row["plates_kg"], barLb: Weight.format(row["bar_lb"]), platesLb: row["plates_lb"],
            warmUpSteps: row["warmup_steps"])
        do {
            return try input.settings()
        } catch {
            throw RowDecoding.CorruptRow(description: "Unexpected coaching settings: \(error.message)")
        }
    }
}
