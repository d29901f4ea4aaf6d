import Foundation
import GRDB
import Synchronization

/// A first-come first-served async pool of `Sendable` values: `AsyncPool([()])` is an async lock; a pool of
/// `DatabaseQueue`s is a reader pool. A task that finds the pool empty suspends until a value is handed back.
final class AsyncPool<Element: Sendable>: Sendable {
    private struct State {
        var free: [Element]
        var waiters: [UnsafeContinuation<Element, Never>] = []
    }
    private let state: Mutex<State>

    init(_ elements: [Element]) { state = Mutex(State(free: elements)) }

    /// Takes a value, waiting for one when all are taken.
    func take() async -> Element {
        if let element = state.withLock({ $0.free.popLast() }) { return element }
        return await withUnsafeContinuation { continuation in
            let element: Element? = state.withLock { state in
                if let element = state.free.popLast() { return element }
                state.waiters.append(continuation)
                return nil
            }
            if let element { continuation.resume(returning: element) }
        }
    }

    /// Hands `element` back: to the longest waiting task, else to the pool.
    func give(_ element: Element) {
        let waiter: UnsafeContinuation<Element, Never>? = state.withLock { state in
            if state.waiters.isEmpty {
                state.free.append(element)
                return nil
            }
            return state.waiters.removeFirst()
        }
        waiter?.resume(returning: element)
    }
}

/// The workload's rows on SQLite through GRDB: one `DatabasePool` (WAL), plus what design (a) adds: an async writer
/// lock and a pool of read-only connections a read intent can hold across awaits.
struct SQLiteEngine: Sendable {
    let pool: DatabasePool
    let writerLock = AsyncPool([()])
    let readers: AsyncPool<DatabaseQueue>

    init(path: String) throws {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(5)
        configuration.maximumReaderCount = 4
        // Design (a) keeps a transaction open across several accesses of the writer.
        configuration.allowsUnsafeTransactions = true
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL; PRAGMA cache_size = -16384; PRAGMA temp_store = MEMORY")
        }
        pool = try DatabasePool(path: path, configuration: configuration)
        try pool.write { db in for sql in Workload.schema(dialect: .sqlite) { try db.execute(sql: sql) } }
        var readOnly = configuration
        readOnly.readonly = true
        readers = AsyncPool(try (0..<4).map { _ in try DatabaseQueue(path: path, configuration: readOnly) })
    }

    // MARK: The statements (SQLite dialect), each one access's worth of work.

    static func workout(_ db: Database, _ pick: Pick) throws -> Int {
        let row = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT ended_at, version FROM workout WHERE id = ? AND user_id = ?"),
            arguments: [pick.workoutID, pick.userID])
        guard let row else { throw BenchError("workout \(pick.workoutID) missing") }
        let ended: Date? = row["ended_at"]
        let version: Int64 = row["version"]
        return Int(version) + (ended == nil ? 0 : 1)
    }

    static func setInWorkout(_ db: Database, _ pick: Pick) throws -> Int {
        let row = try Row.fetchOne(db.cachedStatement(sql: Workload.setInWorkout(dialect: .sqlite)), arguments: [pick.setID, pick.workoutID])
        guard let row else { throw BenchError("set \(pick.setID) missing") }
        let id: Int64 = row[0], position: Int = row[1], weight: Double? = row[2], reps: Int? = row[3]
        let done: Bool = row[4], version: Int64 = row[5], kind: String = row[6]
        return Int(id) + position + Int(weight ?? 0) + (reps ?? 0) + (done ? 1 : 0) + Int(version) + kind.utf8.count
    }

    static func updateSet(_ db: Database, _ pick: Pick) throws {
        try db.cachedStatement(sql: "UPDATE workout_set SET weight = ?, reps = ?, is_done = ?, version = version + 1 WHERE id = ?")
            .execute(arguments: [pick.weight, pick.reps, pick.isDone, pick.setID])
    }

    static func outline(_ db: Database, _ pick: Pick) throws -> Int {
        let rows = try Row.fetchAll(db.cachedStatement(sql: Workload.outline(dialect: .sqlite)), arguments: [pick.workoutID])
        return rows.reduce(0) { sum, row in
            let id: Int64 = row[0], position: Int = row[1], group: Int? = row[2], rest: Int? = row[3], open: Int64? = row[4]
            return sum + Int(id) + position + (group ?? 0) + (rest ?? 0) + Int(open ?? 0)
        }
    }

    static func updateWorkout(_ db: Database, _ pick: Pick) throws {
        try db.cachedStatement(sql: "UPDATE workout SET rest_started_at = ?, version = version + 1 WHERE id = ?")
            .execute(arguments: [pick.now, pick.workoutID])
    }

    /// The whole PATCH-a-set transaction body, synchronous.
    static func patch(_ db: Database, _ pick: Pick) throws -> Int {
        let a = try workout(db, pick), b = try setInWorkout(db, pick)
        try updateSet(db, pick)
        let c = try outline(db, pick)
        try updateWorkout(db, pick)
        return a + b + c
    }

    /// The 3-statement read intent, synchronous.
    static func read(_ db: Database, _ pick: Pick) throws -> Int {
        try workout(db, pick) + setInWorkout(db, pick) + outline(db, pick)
    }

    // MARK: Design (b): the intent is one synchronous closure.

    /// (b) today: `try await pool.write { whole body }`.
    func patchInWriteAsync(_ pick: Pick) async throws -> Int {
        try await pool.write { db in try Self.patch(db, pick) }
    }

    /// (b) the same closure through the synchronous `pool.write`, which blocks the calling (cooperative) thread.
    func patchInWriteSync(_ pick: Pick) throws -> Int {
        try pool.write { db in try Self.patch(db, pick) }
    }

    /// (b) read: `try await pool.read { 3 statements }`, one snapshot.
    func readInPool(_ pick: Pick) async throws -> Int {
        try await pool.read { db in try Self.read(db, pick) }
    }

    // MARK: Design (a): the intent is async; each statement is one access.

    /// (a) the writer held by this task from BEGIN IMMEDIATE to COMMIT; every statement one synchronous
    /// `writeWithoutTransaction` (no suspension: nobody else can be on the writer queue while the lock is held).
    func patchLockedSyncStatements(_ pick: Pick) async throws -> Int {
        await writerLock.take()
        defer { writerLock.give(()) }
        try onWriter { db in try db.execute(sql: "BEGIN IMMEDIATE") }
        do {
            let a = try onWriter { db in try Self.workout(db, pick) }
            let b = try onWriter { db in try Self.setInWorkout(db, pick) }
            try onWriter { db in try Self.updateSet(db, pick) }
            let c = try onWriter { db in try Self.outline(db, pick) }
            try onWriter { db in try Self.updateWorkout(db, pick) }
            try onWriter { db in try db.execute(sql: "COMMIT") }
            return a + b + c
        } catch {
            try? onWriter { db in try db.execute(sql: "ROLLBACK") }
            throw error
        }
    }

    /// One synchronous access to the writer connection, outside any transaction GRDB would open.
    private func onWriter<T>(_ body: (Database) throws -> T) throws -> T {
        try pool.writeWithoutTransaction(body)
    }

    /// (a) as above, each statement through the async `writeWithoutTransaction` (a hop to GRDB's writer queue and back).
    func patchLockedAsyncStatements(_ pick: Pick) async throws -> Int {
        await writerLock.take()
        defer { writerLock.give(()) }
        try await pool.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
        do {
            let a = try await pool.writeWithoutTransaction { db in try Self.workout(db, pick) }
            let b = try await pool.writeWithoutTransaction { db in try Self.setInWorkout(db, pick) }
            try await pool.writeWithoutTransaction { db in try Self.updateSet(db, pick) }
            let c = try await pool.writeWithoutTransaction { db in try Self.outline(db, pick) }
            try await pool.writeWithoutTransaction { db in try Self.updateWorkout(db, pick) }
            try await pool.writeWithoutTransaction { db in try db.execute(sql: "COMMIT") }
            return a + b + c
        } catch {
            _ = try? await pool.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
            throw error
        }
    }

    /// (a) read without a shared snapshot: three `try await pool.read`, each its own transaction (NOT consistent: a write
    /// can land between them).
    func readPerStatement(_ pick: Pick) async throws -> Int {
        let a = try await pool.read { db in try Self.workout(db, pick) }
        let b = try await pool.read { db in try Self.setInWorkout(db, pick) }
        let c = try await pool.read { db in try Self.outline(db, pick) }
        return a + b + c
    }

    /// (a) consistent read: a read-only connection of our own held across awaits (GRDB's `DatabaseSnapshotPool` is
    /// compiled out on Linux), BEGIN DEFERRED ... COMMIT, each statement one synchronous access on it.
    func readOwnConnection(_ pick: Pick) async throws -> Int {
        let queue = await readers.take()
        defer { readers.give(queue) }
        try queue.inDatabase { db in try db.execute(sql: "BEGIN DEFERRED") }
        do {
            let a = try queue.inDatabase { db in try Self.workout(db, pick) }
            let b = try queue.inDatabase { db in try Self.setInWorkout(db, pick) }
            let c = try queue.inDatabase { db in try Self.outline(db, pick) }
            try queue.inDatabase { db in try db.execute(sql: "COMMIT") }
            return a + b + c
        } catch {
            try? queue.inDatabase { db in try db.execute(sql: "ROLLBACK") }
            throw error
        }
    }
}
