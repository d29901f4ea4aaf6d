import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    public func settings(userID: Int64) async throws -> UserSettings {
        try await writer.read { db in
            guard let row = try Row.fetchOne(db, cached: "SELECT * FROM user_settings WHERE user_id = ?", arguments: [userID]) else {
                throw DomainError.notFound("No settings for user \(userID).")
            }
            return try RowDecoding.settings(row)
        }
    }

    public func saveSettings(_ settings: UserSettings, userID: Int64) async throws {
        try await writer.write { db in try Self.writeSettings(settings, userID: userID, db: db) }
    }

    static func writeSettings(_ settings: UserSettings, userID: Int64, db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO user_settings (
                    user_id, weight_unit, appearance, time_zone, default_rest_seconds, e1rm_formula, weekly_target,
                    height_cm, goal_weight, goal_weight_unit, warmup_rest_seconds, drop_rest_seconds)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (user_id) DO UPDATE SET
                    weight_unit = excluded.weight_unit, appearance = excluded.appearance,
                    time_zone = excluded.time_zone, default_rest_seconds = excluded.default_rest_seconds,
                    e1rm_formula = excluded.e1rm_formula, weekly_target = excluded.weekly_target,
                    height_cm = excluded.height_cm, goal_weight = excluded.goal_weight, goal_weight_unit = excluded.goal_weight_unit,
                    warmup_rest_seconds = excluded.warmup_rest_seconds, drop_rest_seconds = excluded.drop_rest_seconds
                """,
            arguments: [
                userID, settings.weightUnit.rawValue, settings.appearance.rawValue,
                settings.timeZoneIdentifier, settings.defaultRestSeconds,
                settings.oneRepMaxFormula.rawValue, settings.weeklyTarget,
                settings.heightCentimetres, settings.goalWeight?.value, settings.goalWeight?.unit.rawValue,
                settings.warmUpRestSeconds, settings.dropSetRestSeconds,
            ])
    }
}
