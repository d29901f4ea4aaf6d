import RepbookCore
import RepbookPostgres

/// The one place that makes a PostgreSQL store the server's whole `RepbookStore`. Until `PostgresStore` implements every
/// storage protocol (`extension PostgresStore: RepbookStore {}`), the cast fails and `repbook serve --database` says so;
/// with that conformance declared, the cast succeeds, and `return store` (instead of the cast) makes it checked by the
/// compiler.
enum PostgresRepbookStore {
    /// `store` as a whole Repbook store; nil while `PostgresStore` lacks some of the storage protocols.
    static func whole(_ store: PostgresStore) -> (any RepbookStore)? {
        store as? any RepbookStore
    }
}
