import Foundation
import PostgresNIO
import RepbookCore

/// The column lists the store selects and their decoding into Core types, column by column: a list and its decoder
/// change together.
enum PostgresRowDecoding {
    /// A user's columns, for `user(_:)`.
    static let userColumns = #""user".id, "user".username, "user".is_owner, "user".created_at, "user".disabled_at"#

    static func user(_ columns: inout PostgresColumns) throws -> User {
        User(
            id: try columns.next(), username: try columns.next(), isOwner: try columns.next(), createdAt: try columns.next(),
            disabledAt: try columns.next())
    }

    /// A user's settings columns, for `settings(_:)`.
    static let settingsColumns = """
        user_settings.weight_unit, user_settings.appearance, user_settings.time_zone, user_settings.default_rest_seconds, \
        user_settings.e1rm_formula, user_settings.weekly_target, user_settings.height_cm, user_settings.goal_weight, \
        user_settings.goal_weight_unit, user_settings.warmup_rest_seconds, user_settings.drop_rest_seconds, \
        user_settings.effort_scale, user_settings.language
        """

    static func settings(_ columns: inout PostgresColumns) throws -> UserSettings {
        let unit: WeightUnit = try value(columns.next(), "weight_unit")
        let appearance: Appearance = try value(columns.next(), "appearance")
        let zone: String = try columns.next()
        let rest: Int = try columns.next()
        let formula: OneRepMaxFormula = try value(columns.next(), "e1rm_formula")
        let target: Int = try columns.next()
        let height: Double? = try columns.next()
        let goal: Double? = try columns.next()
        let goalUnit: String? = try columns.next()
        return UserSettings(
            weightUnit: unit, appearance: appearance, timeZoneIdentifier: zone, defaultRestSeconds: rest, oneRepMaxFormula: formula,
            weeklyTarget: target, heightCentimetres: height,
            goalWeight: try goal.map { Weight($0, try value(goalUnit ?? "", "goal_weight_unit")) },
            warmUpRestSeconds: try columns.next(), dropSetRestSeconds: try columns.next(),
            effortScale: try value(columns.next(), "effort_scale"), language: try columns.next())
    }

    /// A web session's columns, for `session(_:)`.
    static let sessionColumns = """
        web_session.id, web_session.token_digest, web_session.user_id, web_session.csrf_token, web_session.created_at, \
        web_session.expires_at, web_session.last_used_at, web_session.address, web_session.device
        """

    static func session(_ columns: inout PostgresColumns) throws -> WebSession {
        WebSession(
            id: try columns.next(), tokenDigest: try columns.next(), userID: try columns.next(), csrfToken: try columns.next(),
            createdAt: try columns.next(), expiresAt: try columns.next(), lastUsedAt: try columns.next(Date.self),
            address: try columns.next(), device: try columns.next())
    }

    /// An API token's columns, for `apiToken(_:)`.
    static let apiTokenColumns =
        "api_token.id, api_token.user_id, api_token.label, api_token.created_at, api_token.last_used_at, api_token.expires_at"

    static func apiToken(_ columns: inout PostgresColumns) throws -> APIToken {
        APIToken(
            id: try columns.next(), userID: try columns.next(), label: try columns.next(), createdAt: try columns.next(),
            lastUsedAt: try columns.next(), expiresAt: try columns.next())
    }

    /// An exercise's columns, for `exercise(_:)`; `last_performed_at` is derived from the workout log.
    static let exerciseColumns = """
        exercise.id, exercise.user_id, exercise.name, exercise.category, exercise.kind, exercise.equipment, exercise.notes, \
        exercise.is_favorite, exercise.is_archived, \(PostgresExerciseHistory.lastPerformedAt) AS last_performed_at
        """

    static func exercise(_ columns: inout PostgresColumns) throws -> Exercise {
        Exercise(
            id: try columns.next(), userID: try columns.next(), name: try columns.next(), category: try value(columns.next(), "category"),
            kind: try value(columns.next(), "kind"), equipment: try value(columns.next(), "equipment"), notes: try columns.next(),
            isFavorite: try columns.next(), isArchived: try columns.next(), lastPerformedAt: try columns.next())
    }

    /// Decodes a whole row with `decode`, for `PostgresConnection.all` and `.first`.
    static func row<T>(_ decode: @escaping (inout PostgresColumns) throws -> T) -> (PostgresRow) throws -> T {
        { row in
            var columns = PostgresColumns(row)
            return try decode(&columns)
        }
    }

    /// The enumeration case `raw` names, or an error naming the column.
    static func value<Value: RawRepresentable>(_ raw: String, _ column: String) throws -> Value where Value.RawValue == String {
        guard let value = Value(rawValue: raw) else { throw CorruptPostgresRow(description: "Unexpected \(column) \"\(raw)\"") }
        return value
    }
}

/// A stored value the domain does not know.
struct CorruptPostgresRow: Error, CustomStringConvertible {
    let description: String
}
