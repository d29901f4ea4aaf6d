import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// The settings row as PostgreSQL's archive restore (not yet on the shared path) writes it; `SettingsRows.write` is the
/// shared twin. To be removed with the archive's conversion.
extension PostgresStore {
    /// Inserts or replaces a user's settings row.
    static func writeSettings(_ settings: UserSettings, userID: Int64, connection: PostgresConnection, logger: Logger) async throws {
        try await connection.run(
            """
            INSERT INTO user_settings (
                user_id, weight_unit, appearance, time_zone, default_rest_seconds, e1rm_formula, weekly_target,
                height_cm, goal_weight, goal_weight_unit, warmup_rest_seconds, drop_rest_seconds)
            VALUES (
                \(userID), \(settings.weightUnit.rawValue), \(settings.appearance.rawValue), \(settings.timeZoneIdentifier),
                \(settings.defaultRestSeconds), \(settings.oneRepMaxFormula.rawValue), \(settings.weeklyTarget),
                \(settings.heightCentimetres), \(settings.goalWeight?.value), \(settings.goalWeight?.unit.rawValue),
                \(settings.warmUpRestSeconds), \(settings.dropSetRestSeconds))
            ON CONFLICT (user_id) DO UPDATE SET
                weight_unit = excluded.weight_unit, appearance = excluded.appearance,
                time_zone = excluded.time_zone, default_rest_seconds = excluded.default_rest_seconds,
                e1rm_formula = excluded.e1rm_formula, weekly_target = excluded.weekly_target,
                height_cm = excluded.height_cm, goal_weight = excluded.goal_weight, goal_weight_unit = excluded.goal_weight_unit,
                warmup_rest_seconds = excluded.warmup_rest_seconds, drop_rest_seconds = excluded.drop_rest_seconds
            """, logger: logger)
    }
}
