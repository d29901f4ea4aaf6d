/// What an engine gives the shared intents: a read that sees one snapshot, a write that is one transaction, each over
/// an `SQLConnection` for the duration of a synchronous body. A CHECK or NOT NULL refusal comes back as the domain's
/// `invalid` error naming the column, a lost connection as `unavailable`, a unique violation as `UniqueViolation` (so
/// an intent can name the conflict), each engine mapping its own errors.
public protocol StoreEngine: Sendable {
    /// Runs `body` in one read-only transaction: every statement sees the same snapshot.
    func read<T: Sendable>(_ body: @escaping @Sendable (any SQLConnection) throws -> T) async throws -> T
    /// Runs `body`, which reads with one statement, without a transaction of its own (one statement sees one snapshot):
    /// on PostgreSQL, no BEGIN and COMMIT round trips.
    func readSingle<T: Sendable>(_ body: @escaping @Sendable (any SQLConnection) throws -> T) async throws -> T
    /// Runs `body` in one write transaction; any error rolls it back.
    func write<T: Sendable>(_ body: @escaping @Sendable (any SQLConnection) throws -> T) async throws -> T
}

/// A statement broke a unique constraint (the transaction is then rolled back; on PostgreSQL it is already aborted).
public struct UniqueViolation: Error {
    /// The constraint or index the engine named, when it did.
    public let constraint: String?

    public init(constraint: String?) {
        self.constraint = constraint
    }
}

/// A statement broke a foreign key.
public struct ForeignKeyViolation: Error {
    public init() {}
}

extension SQLConnection {
    /// Runs `body`, turning a unique violation into `conflict`; other errors pass through.
    public func mappingUniqueViolation<T>(to conflict: any Error, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch is UniqueViolation {
            throw conflict
        }
    }
}
