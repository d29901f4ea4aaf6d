/// A store whose intents are the shared ones in this target, over an engine: `SQLiteStore` and `PostgresStore` conform
/// by naming their engine, and every storage protocol requirement written here is theirs.
public protocol SQLStore: Sendable {
    /// The engine every shared intent runs on.
    var engine: any StoreEngine { get }
}
