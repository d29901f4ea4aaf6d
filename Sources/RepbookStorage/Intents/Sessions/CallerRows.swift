import Foundation
import RepbookCore

/// Who is asking, read on every request: a credential (an API token or a web session) found by its digest, with its
/// user and their settings side by side in one row of one indexed statement, read by position. A disabled user has no
/// caller, so their sessions and tokens stop at the next request. Each engine runs it on its own hot path
/// (`SQLiteStore+CallerLookup` on SQLite's credentials connection).
public enum CallerRows {
    /// The user's columns, then their settings', read by `caller`.
    private static let callerColumns = [
        #""user".id"#, #""user".username"#, #""user".is_owner"#, #""user".created_at"#, #""user".disabled_at"#,
        "user_settings.weight_unit", "user_settings.appearance", "user_settings.time_zone", "user_settings.default_rest_seconds",
        "user_settings.e1rm_formula", "user_settings.weekly_target", "user_settings.height_cm", "user_settings.goal_weight",
        "user_settings.goal_weight_unit", "user_settings.warmup_rest_seconds", "user_settings.drop_rest_seconds",
        "user_settings.effort_scale", "user_settings.language",
    ]

    /// An API token's columns and its caller's.
    public static let apiTokenColumns = SQLColumns([
        "api_token.id", "api_token.user_id", "api_token.label", "api_token.created_at", "api_token.last_used_at", "api_token.expires_at",
    ] + callerColumns)

    /// The unexpired API token with a digest (digest, now), and its caller.
    public static let apiTokenOwner = SQL(#"""
        SELECT \#(apiTokenColumns.text)
        FROM api_token JOIN "user" ON "user".id = api_token.user_id JOIN user_settings ON user_settings.user_id = "user".id
        WHERE api_token.token_digest = ? AND (api_token.expires_at IS NULL OR api_token.expires_at > ?) AND "user".disabled_at IS NULL
        """#)

    /// A web session's columns and its caller's.
    public static let sessionColumns = SQLColumns([
        "web_session.id", "web_session.token_digest", "web_session.user_id", "web_session.csrf_token", "web_session.created_at",
        "web_session.expires_at", "web_session.last_used_at", "web_session.address", "web_session.device",
    ] + callerColumns)

    /// The unexpired web session with a digest (digest, now), and its caller.
    public static let sessionOwner = SQL(#"""
        SELECT \#(sessionColumns.text)
        FROM web_session JOIN "user" ON "user".id = web_session.user_id JOIN user_settings ON user_settings.user_id = "user".id
        WHERE web_session.token_digest = ? AND web_session.expires_at > ? AND "user".disabled_at IS NULL
        """#)

    /// A row of `apiTokenOwner`.
    public static func apiToken(_ row: inout SQLColumnReader) throws -> (token: APIToken, caller: Caller) {
        let token = APIToken(
            id: try row.next(), userID: try row.next(), label: try row.next(), createdAt: try row.next(), lastUsedAt: try row.next(),
            expiresAt: try row.next())
        return (token, try caller(&row))
    }

    /// A row of `sessionOwner`.
    public static func session(_ row: inout SQLColumnReader) throws -> (session: WebSession, caller: Caller) {
        let session = WebSession(
            id: try row.next(), tokenDigest: try row.next(), userID: try row.next(), csrfToken: try row.next(), createdAt: try row.next(),
            expiresAt: try row.next(), lastUsedAt: try row.next(), address: try row.next(), device: try row.next())
        return (session, try caller(&row))
    }

    /// The user and settings columns that follow a credential's.
    private static func caller(_ row: inout SQLColumnReader) throws -> Caller {
        let user = User(id: try row.next(), username: try row.next(), isOwner: try row.next(), createdAt: try row.next(), disabledAt: try row.next())
        let unit: WeightUnit = try row.choice()
        let appearance: Appearance = try row.choice()
        let zone: String = try row.next()
        let rest: Int = try row.next()
        let formula: OneRepMaxFormula = try row.choice()
        let target: Int = try row.next()
        let height: Double? = try row.next()
        let goal: Double? = try row.next()
        let goalUnit: WeightUnit? = try row.choiceIfPresent()
        let settings = UserSettings(
            weightUnit: unit, appearance: appearance, timeZoneIdentifier: zone, defaultRestSeconds: rest, oneRepMaxFormula: formula,
            weeklyTarget: target, heightCentimetres: height,
            goalWeight: try goalWeight(goal, goalUnit),
            warmUpRestSeconds: try row.next(), dropSetRestSeconds: try row.next(), effortScale: try row.choice(), language: try row.next())
        return Caller(user: user, settings: settings)
    }

    /// The goal weight, when set (its unit must be set with it).
    private static func goalWeight(_ value: Double?, _ unit: WeightUnit?) throws -> Weight? {
        guard let value else { return nil }
        guard let unit else { throw CorruptColumn("goal_weight_unit is NULL") }
        return Weight(value, unit)
    }
}
