import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// The coaching settings row as the archive, not yet on the shared path, reads and writes it (`CoachingRows` is the
/// shared twin; to be removed with the archive's conversion).
extension PostgresStore {
    /// The user's own coaching settings; nil when they kept the standard ones (no row).
    static func storedCoachingSettings(userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> CoachingSettings? {
        let row = try await connection.first(
            "SELECT bar_kg, plates_kg, bar_lb, plates_lb, warmup_steps FROM coaching_settings WHERE user_id = \(userID)", logger: logger
        ) { try $0.decode((Double, String, Double, String, String).self) }
        guard let (barKg, platesKg, barLb, platesLb, warmUpSteps) = row else { return nil }
        let input = CoachingSettingsInput(
            barKg: Weight.format(barKg), platesKg: platesKg, barLb: Weight.format(barLb), platesLb: platesLb, warmUpSteps: warmUpSteps)
        do {
            return try input.settings()
        } catch {
            throw CorruptPostgresRow(description: "Unexpected coaching settings: \(error.message)")
        }
    }

    /// Inserts or replaces the user's coaching settings row.
    static func writeCoachingSettings(_ settings: CoachingSettings, userID: Int64, connection: PostgresConnection, logger: Logger) async throws {
        let input = CoachingSettingsInput(settings)
        try await connection.run(
            """
            INSERT INTO coaching_settings (user_id, bar_kg, plates_kg, bar_lb, plates_lb, warmup_steps)
            VALUES (\(userID), \(settings.kilograms.bar), \(input.platesKg), \(settings.pounds.bar), \(input.platesLb), \(input.warmUpSteps))
            ON CONFLICT (user_id) DO UPDATE SET bar_kg = excluded.bar_kg, plates_kg = excluded.plates_kg,
                bar_lb = excluded.bar_lb, plates_lb = excluded.plates_lb, warmup_steps = excluded.warmup_steps
            """, logger: logger)
    }
}
