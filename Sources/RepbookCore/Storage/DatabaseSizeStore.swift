/// How much room the database takes, for the `repbook_database_size_bytes` gauge.
public protocol DatabaseSizeStore: Sendable {
    /// The bytes the database takes now: SQLite's file and its write-ahead log, or PostgreSQL's
    /// `pg_database_size(current_database())`.
    func databaseSize() async throws -> Int64
}
