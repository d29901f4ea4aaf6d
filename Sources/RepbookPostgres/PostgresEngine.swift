import Foundation
import Logging
import NIOPosix
import PostgresNIO
import RepbookCore
import RepbookStorage

/// The shared intents' engine on PostgreSQL: the transaction is opened and committed on a pooled connection as every
/// PostgreSQL intent is (`PostgresStore.write`, `snapshot`), and the intent's synchronous body runs in between on the
/// store's own thread pool, each statement waiting there on the driver. The pool's threads only wait, so they never hold
/// one of Swift's cooperative threads or an event loop.
struct PostgresEngine: StoreEngine {
    let store: PostgresStore

    func read<T: Sendable>(_ body: @escaping @Sendable (any SQLConnection) throws -> T) async throws -> T {
        try await store.snapshot { connection in try await run(body, on: connection) }
    }

    func readSingle<T: Sendable>(_ body: @escaping @Sendable (any SQLConnection) throws -> T) async throws -> T {
        try await store.single { connection in try await run(body, on: connection) }
    }

    func write<T: Sendable>(_ body: @escaping @Sendable (any SQLConnection) throws -> T) async throws -> T {
        try await store.write { connection in try await run(body, on: connection) }
    }

    /// The threads the shared intents' synchronous bodies run on (`PostgresEngine`), for every store of the process and
    /// for its lifetime, like NIO's own singletons: 64, more than the connections a process leases at once, so an intent
    /// holding a connection never waits long for a thread.
    static let threads: NIOThreadPool = {
        let pool = NIOThreadPool(numberOfThreads: 64)
        pool.start()
        return pool
    }()

    /// Runs `body` on one of `threads`, with the request's language bound there as on the calling task (a thread of the
    /// pool sees no task-local of its own), so text an intent writes in the user's language (a started program's set
    /// reasons, a replayed answer's bytes) is the same as on SQLite.
    private func run<T: Sendable>(_ body: @escaping @Sendable (any SQLConnection) throws -> T, on connection: PostgresConnection) async throws -> T {
        let (logger, names) = (store.logger, store.statementNames)
        let language = RequestLanguage.current
        return try await Self.threads.runIfActive {
            try RequestLanguage.$current.withValue(language) {
                try body(PostgresSQLConnection(connection: connection, logger: logger, names: names))
            }
        }
    }
}

extension PostgresStore: SQLStore {
    public var engine: any StoreEngine { PostgresEngine(store: self) }
}
