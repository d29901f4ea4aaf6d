import Foundation

/// The lock a change of one user's own rows takes where SQLite's single writer already serialises: their row in
/// `"user"`, on PostgreSQL only.
enum UserLock {
    /// Locks the user's row against another such change until the transaction ends (`FOR NO KEY UPDATE`: the foreign-key
    /// checks of other writes naming the user are not blocked); nothing on SQLite, whose write transactions run one at a time.
    static func lock(userID: Int64, _ connection: any SQLConnection) throws {
        guard connection.dialect == .postgres else { return }
        _ = try connection.rows(#"SELECT 1 AS locked FROM "user" WHERE id = ? FOR NO KEY UPDATE"#, [userID])
    }
}
