import Foundation
import RepbookCore

/// A user's settings: one row of `user_settings`, read and written whole.
extension SQLStore {
    public func settings(userID: Int64) async throws -> UserSettings {
        try await engine.readSingle { connection in
            guard let row = try connection.row("SELECT * FROM user_settings WHERE user_id = ?", [userID]) else {
                throw DomainError.notFound(LocalizedText("error.no_settings_for_user", ["userID": "\(userID)"]))
            }
            return try SettingsRows.settings(row)
        }
    }

    public func saveSettings(_ settings: UserSettings, userID: Int64) async throws {
        try await engine.write { connection in try SettingsRows.write(settings, userID: userID, connection) }
    }
}

/// The `user_settings` row: how it reads and how it is written.
public enum SettingsRows {
    /// A settings row read back.
    public static func settings(_ row: any SQLRow) throws -> UserSettings {
        let goal: Double? = try row["goal_weight"]
        return UserSettings(
            weightUnit: try row.choice("weight_unit"),
            appearance: try row.choice("appearance"),
            timeZoneIdentifier: try row["time_zone"],
            defaultRestSeconds: try row["default_rest_seconds"],
            oneRepMaxFormula: try row.choice("e1rm_formula"),
            weeklyTarget: try row["weekly_target"],
            heightCentimetres: try row["height_cm"],
            goalWeight: try goal.map { Weight($0, try row.choice("goal_weight_unit")) },
            warmUpRestSeconds: try row["warmup_rest_seconds"],
            dropSetRestSeconds: try row["drop_rest_seconds"],
            effortScale: try row.choice("effort_scale"), language: try row["language"])
    }

    /// Inserts or replaces a user's settings row.
    public static func write(_ settings: UserSettings, userID: Int64, _ connection: any SQLConnection) throws {
        try connection.execute(upsert, [
            userID, settings.weightUnit.rawValue, settings.appearance.rawValue, settings.timeZoneIdentifier, settings.defaultRestSeconds,
            settings.oneRepMaxFormula.rawValue, settings.weeklyTarget, settings.heightCentimetres, settings.goalWeight?.value,
            settings.goalWeight?.unit.rawValue, settings.warmUpRestSeconds, settings.dropSetRestSeconds,
            settings.effortScale.rawValue, settings.language,
        ])
    }

    private static let upsert: SQL = """
        INSERT INTO user_settings (
            user_id, weight_unit, appearance, time_zone, default_rest_seconds, e1rm_formula, weekly_target,
            height_cm, goal_weight, goal_weight_unit, warmup_rest_seconds, drop_rest_seconds, effort_scale, language)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (user_id) DO UPDATE SET
            weight_unit = excluded.weight_unit, appearance = excluded.appearance,
            time_zone = excluded.time_zone, default_rest_seconds = excluded.default_rest_seconds,
            e1rm_formula = excluded.e1rm_formula, weekly_target = excluded.weekly_target,
            height_cm = excluded.height_cm, goal_weight = excluded.goal_weight, goal_weight_unit = excluded.goal_weight_unit,
            warmup_rest_seconds = excluded.warmup_rest_seconds, drop_rest_seconds = excluded.drop_rest_seconds,
            effort_scale = excluded.effort_scale, language = excluded.language
        """
}
