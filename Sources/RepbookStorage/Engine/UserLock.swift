/// The lock a change of one user's own lists takes where SQLite's single writer already serialises: their row in
/// `"user"`, locked on PostgreSQL against another such change until the transaction ends (`FOR NO KEY UPDATE`: the
/// foreign-key checks of other writes naming the user are not blocked), so two servers never read the same list and
/// both write from it. On SQLite a write transaction already has the database to itself.
public enum UserLock {
    public static func lock(userID: Int64, _ connection: any SQLConnection) throws {
        guard connection.dialect == .postgres else { return }
        _ = try connection.rows(statement, [userID])
    }

    private static let statement: SQL = #"SELECT 1 AS locked FROM "user" WHERE id = ? FOR NO KEY UPDATE"#
}
