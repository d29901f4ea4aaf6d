import PostgresNIO
import RepbookCore

/// Resolves a credential (a web session or an API token) to who is asking, the user and their settings, in one query:
/// the credential's, the user's and the settings' columns side by side in one row. A disabled user has no caller, so
/// their sessions and tokens stop at the next request.
enum PostgresCallerQuery {
    /// The SQL up to the credential's condition, which the caller appends (with its bound values) after the `AND`.
    static func select(table: String, columns: String) -> String {
        #"""
        SELECT \#(columns), \#(PostgresRowDecoding.userColumns), \#(PostgresRowDecoding.settingsColumns)
        FROM \#(table) JOIN "user" ON "user".id = \#(table).user_id JOIN user_settings ON user_settings.user_id = "user".id
        WHERE "user".disabled_at IS NULL AND
        """#
    }

    /// Decodes a row of `query`: the credential by `credential`, then its caller.
    static func decode<Credential>(
        _ credential: @escaping (inout PostgresColumns) throws -> Credential
    ) -> (PostgresRow) throws -> (Credential, Caller) {
        { row in
            var columns = PostgresColumns(row)
            let value = try credential(&columns)
            let user = try PostgresRowDecoding.user(&columns)
            return (value, Caller(user: user, settings: try PostgresRowDecoding.settings(&columns)))
        }
    }
}
