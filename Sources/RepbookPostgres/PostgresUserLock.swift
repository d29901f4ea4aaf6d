import Logging
import PostgresNIO

/// The lock a change of one user's own small lists takes where SQLite's single writer serialised: their row in `"user"`.
enum PostgresUserLock {
    /// Locks the user's row against another such change until the transaction ends (`FOR NO KEY UPDATE`: the
    /// foreign-key checks of other writes naming the user are not blocked), so two servers never read the same list and
    /// both write from it: positions given twice, a measurement made twice.
    static func lock(userID: Int64, connection: PostgresConnection, logger: Logger) async throws {
        try await connection.run(#"SELECT 1 FROM "user" WHERE id = \#(userID) FOR NO KEY UPDATE"#, logger: logger)
    }
}
