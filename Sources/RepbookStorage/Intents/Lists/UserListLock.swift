import Foundation

/// The lock a change of one user's own small lists takes where SQLite's single writer already serialises: their row in
/// `"user"`, on PostgreSQL only.
enum UserListLock {
    /// Locks the user's row against another such change until the transaction ends (`FOR NO KEY UPDATE`: the
    /// foreign-key checks of other writes naming the user are not blocked), so two servers never read the same list and
    /// both write from it: positions given twice, a measurement made twice.
    static func lock(userID: Int64, _ connection: any SQLConnection) throws {
        guard connection.dialect == .postgres else { return }
        _ = try connection.rows(#"SELECT 1 AS locked FROM "user" WHERE id = ? FOR NO KEY UPDATE"#, [userID])
    }
}
