import Foundation
import GRDB
import RepbookCore

/// Builds Core values from database rows; a value outside the schema's CHECK lists is a corrupt row.
enum RowDecoding {
    struct CorruptRow: Error, CustomStringConvertible {
        let description: String
    }

    static func user(_ row: Row) -> User {
        User(id: row["id"], username: row["username"], isOwner: row["is_owner"], createdAt: row["created_at"], disabledAt: row["disabled_at"])
    }

    static func settings(_ row: Row) throws -> UserSettings {
        UserSettings(
            weightUnit: try enumValue(row, "weight_unit"),
            appearance: try enumValue(row, "appearance"),
            timeZoneIdentifier: row["time_zone"],
            defaultRestSeconds: row["default_rest_seconds"],
            oneRepMaxFormula: try enumValue(row, "e1rm_formula"),
            weeklyTarget: row["weekly_target"],
            heightCentimetres: row["height_cm"],
            goalWeight: try goalWeight(row),
            warmUpRestSeconds: row["warmup_rest_seconds"],
            dropSetRestSeconds: row["drop_rest_seconds"],
            effortScale: try enumValue(row, "effort_scale"), language: row["language"])
    }

    private static func goalWeight(_ row: Row) throws -> Weight? {
        guard let value: Double = row["goal_weight"] else { return nil }
        return Weight(value, try enumValue(row, "goal_weight_unit"))
    }

    static func session(_ row: Row) -> WebSession {
        WebSession(
            id: row["id"], tokenDigest: row["token_digest"], userID: row["user_id"], csrfToken: row["csrf_token"],
            createdAt: row["created_at"], expiresAt: row["expires_at"], lastUsedAt: row["last_used_at"], address: row["address"],
            device: row["device"])
    }

    static func apiToken(_ row: Row) -> APIToken {
        APIToken(id: row["id"], userID: row["user_id"], label: row["label"], createdAt: row["created_at"], lastUsedAt: row["last_used_at"],
            expiresAt: row["expires_at"])
    }

    static func enumValue<Value: RawRepresentable>(_ row: Row, _ column: String) throws -> Value where Value.RawValue == String {
        let raw: String = row[column]
        guard let value = Value(rawValue: raw) else { throw CorruptRow(description: "Unexpected \(column) \"\(raw)\"") }
        return value
    }
}
