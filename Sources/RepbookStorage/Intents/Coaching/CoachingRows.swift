import Foundation
import RepbookCore

/// The `coaching_settings` row: how it reads and how it is written.
public enum CoachingRows {
    /// The user's own coaching settings; nil when they kept the standard ones (no row).
    public static func stored(userID: Int64, _ connection: any SQLConnection) throws -> CoachingSettings? {
        guard let row = try connection.row(
            "SELECT bar_kg, plates_kg, bar_lb, plates_lb, warmup_steps FROM coaching_settings WHERE user_id = ?", [userID])
        else { return nil }
        let input = CoachingSettingsInput(
            barKg: Weight.format(try row["bar_kg"]), platesKg: try row["plates_kg"], barLb: Weight.format(try row["bar_lb"]),
            platesLb: try row["plates_lb"], warmUpSteps: try row["warmup_steps"])
        do {
            return try input.settings()
        } catch {
            throw CorruptColumn("Unexpected coaching settings: \(error.message)")
        }
    }

    /// Inserts or replaces the user's coaching settings row.
    public static func write(_ settings: CoachingSettings, userID: Int64, _ connection: any SQLConnection) throws {
        let input = CoachingSettingsInput(settings)
        try connection.execute(
            """
            INSERT INTO coaching_settings (user_id, bar_kg, plates_kg, bar_lb, plates_lb, warmup_steps) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (user_id) DO UPDATE SET bar_kg = excluded.bar_kg, plates_kg = excluded.plates_kg,
                bar_lb = excluded.bar_lb, plates_lb = excluded.plates_lb, warmup_steps = excluded.warmup_steps
            """,
            [userID, settings.kilograms.bar, input.platesKg, settings.pounds.bar, input.platesLb, input.warmUpSteps])
    }
}
