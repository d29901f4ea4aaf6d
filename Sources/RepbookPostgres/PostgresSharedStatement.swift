import Logging
import NIOConcurrencyHelpers
import NIOCore
import PostgresNIO

/// A shared intent's statement sent as a named prepared statement, so PostgreSQL parses and plans its text once per
/// connection instead of on every call (postgres-nio's plain queries are unnamed statements, parsed and planned each
/// time). Each distinct text with its parameters' types gets one name for the store's pool (`PostgresStatementNames`);
/// postgres-nio keeps, per connection, which names it has prepared there and prepares a name on its first use, so a new
/// connection (after a reconnect, or the pool's replacement after an outage) prepares afresh.
///
/// postgres-nio names a prepared statement by its type (`PostgresPreparedStatement`'s static `name` and `sql`), read
/// when `execute` is called, in the calling task: the one type answers the statement of the current task
/// (`PostgresSharedStatement.current`, set around the call by `answer`).
struct PostgresSharedStatement: PostgresPreparedStatement {
    typealias Row = PostgresRow

    /// The statement `execute` is sending in this task.
    @TaskLocal static var current: PostgresStatementName?

    static var name: String { required.name }
    static var sql: String { required.sql }
    static var bindingDataTypes: [PostgresDataType] { required.types }

    private static var required: PostgresStatementName {
        guard let current else { preconditionFailure("A shared statement was read outside PostgresSharedStatement.answer") }
        return current
    }

    let bindings: PostgresBindings

    func makeBindings() -> PostgresBindings { bindings }
    func decodeRow(_ row: PostgresRow) throws -> PostgresRow { row }
}

/// A statement text with its parameters' types, and the name it is prepared under on every connection of the process.
struct PostgresStatementName: Sendable {
    let name: String
    let sql: String
    let types: [PostgresDataType]
}

/// The names of a store's prepared statements (one per store, so per pool: its connections are its own): one per
/// distinct text and parameter types, so a statement bound with a NULL (whose type PostgreSQL then infers) never shares
/// a prepared statement with one bound with a value. Texts made per call (batched inserts, `IN` lists of any length)
/// would each be a new prepared statement on every connection, so the names stop at `capacity` and long texts get
/// none: those stay unnamed statements.
final class PostgresStatementNames: Sendable {
    /// At most this many names for a store (each connection holds a plan for each it has used).
    static let capacity = 400
    /// Texts longer than this (batched inserts) are not prepared.
    static let longestText = 3_000

    private struct Key: Hashable {
        let sql: String
        let types: [UInt32]
    }

    private let names = NIOLockedValueBox([Key: PostgresStatementName]())

    /// The name `sql` with parameters of `types` is prepared under; nil when it is not to be prepared.
    func name(sql: String, types: [PostgresDataType]) -> PostgresStatementName? {
        guard sql.utf8.count <= Self.longestText else { return nil }
        let key = Key(sql: sql, types: types.map(\.rawValue))
        return names.withLockedValue { names in
            if let known = names[key] { return known }
            guard names.count < Self.capacity else { return nil }
            let named = PostgresStatementName(name: "repbook_\(names.count + 1)", sql: sql, types: types)
            names[key] = named
            return named
        }
    }
}

extension PostgresConnection {
    /// The rows the prepared `statement` bound with `bindings` answers. A closed connection is refused before sending
    /// and ends the wait, as for plain statements (`answer(_:logger:)`). A statement whose preparation failed stays
    /// failed on its connection in postgres-nio, and a `SELECT *` whose table changed shape (another server migrated)
    /// fails on every call: after a failure in a transaction already aborted, or a changed result type, the connection
    /// is closed, so the pool makes a fresh one.
    func answer(_ statement: PostgresStatementName, bindings: PostgresBindings, logger: Logger) -> EventLoopFuture<[PostgresRow]> {
        guard !isClosed else { return eventLoop.makeFailedFuture(PostgresConnectionLoss.closedBeforeSending) }
        let promise = eventLoop.makePromise(of: [PostgresRow].self)
        // On the connection's event loop: the statement is written, and its answer read, without a hop between threads.
        Task(executorPreference: EventLoopTaskExecutor.of(eventLoop)) { [self] in
            do {
                promise.succeed(try await PostgresSharedStatement.$current.withValue(statement) {
                    try await rows(bindings: bindings, logger: logger)
                })
            } catch {
                if let error = error as? PSQLError, Self.closesConnection(error) { let _: EventLoopFuture<Void> = close() }
                promise.fail(error)
            }
        }
        return watchingClose(promise.futureResult)
    }

    /// Sends the current task's statement (`PostgresSharedStatement.current`) and reads all its rows. (postgres-nio's
    /// overload for a statement without rows reads its command tag before the stream is consumed and traps: a write's
    /// count comes from its rows, `RETURNING`.)
    private func rows(bindings: PostgresBindings, logger: Logger) async throws -> [PostgresRow] {
        var rows: [PostgresRow] = []
        for try await row in try await execute(PostgresSharedStatement(bindings: bindings), logger: logger) { rows.append(row) }
        return rows
    }

    /// Whether `error` leaves a prepared statement failing on its connection: a failed transaction's refusal (25P02), a
    /// cached plan whose result type changed (0A000).
    private static func closesConnection(_ error: PSQLError) -> Bool {
        guard let state = error.serverInfo?[.sqlState] else { return false }
        return state == "25P02" || state == "0A000"
    }
}

/// An event loop as a task executor: a task that prefers it runs on the loop's thread, where postgres-nio writes a
/// statement at once and completes its answer (no hop to Swift's cooperative threads and back per statement). The
/// tasks run there only send and read, never block. One per event loop, kept for the process (its loops are too).
final class EventLoopTaskExecutor: TaskExecutor {
    let eventLoop: any EventLoop

    private init(_ eventLoop: any EventLoop) {
        self.eventLoop = eventLoop
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        eventLoop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }

    private static let executors = NIOLockedValueBox([ObjectIdentifier: EventLoopTaskExecutor]())

    /// The executor of `eventLoop`.
    static func of(_ eventLoop: any EventLoop) -> EventLoopTaskExecutor {
        executors.withLockedValue { executors in
            if let known = executors[ObjectIdentifier(eventLoop)] { return known }
            let made = EventLoopTaskExecutor(eventLoop)
            executors[ObjectIdentifier(eventLoop)] = made
            return made
        }
    }
}
