import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO
import Synchronization

/// The workload's statements as prepared statements (what Repbook's `PostgresHotStatements` does for the hot path).
enum Prepared {
    struct Workout: PostgresPreparedStatement {
        static let sql = "SELECT ended_at, version FROM workout WHERE id = $1 AND user_id = $2 FOR NO KEY UPDATE"
        static let bindingDataTypes: [PostgresDataType] = [.int8, .int8]
        let pick: Pick
        func makeBindings() -> PostgresBindings { .values { $0.append(pick.workoutID); $0.append(pick.userID) } }
        func decodeRow(_ row: PostgresRow) throws -> (Date?, Int64) { try row.decode((Date?, Int64).self) }
    }

    /// The read intent's workout row: no lock.
    struct WorkoutRead: PostgresPreparedStatement {
        static let sql = "SELECT ended_at, version FROM workout WHERE id = $1 AND user_id = $2"
        static let bindingDataTypes: [PostgresDataType] = [.int8, .int8]
        let pick: Pick
        func makeBindings() -> PostgresBindings { .values { $0.append(pick.workoutID); $0.append(pick.userID) } }
        func decodeRow(_ row: PostgresRow) throws -> (Date?, Int64) { try row.decode((Date?, Int64).self) }
    }

    struct SetInWorkout: PostgresPreparedStatement {
        static let sql = Workload.setInWorkout(dialect: .postgres)
        static let bindingDataTypes: [PostgresDataType] = [.int8, .int8]
        let pick: Pick
        func makeBindings() -> PostgresBindings { .values { $0.append(pick.setID); $0.append(pick.workoutID) } }
        func decodeRow(_ row: PostgresRow) throws -> (Int64, Int, Double?, Int?, Bool, Int64, String) {
            try row.decode((Int64, Int, Double?, Int?, Bool, Int64, String).self)
        }
    }

    struct UpdateSet: PostgresPreparedStatement {
        static let sql = "UPDATE workout_set SET weight = $1, reps = $2, is_done = $3, version = version + 1 WHERE id = $4"
        static let bindingDataTypes: [PostgresDataType] = [.float8, .int8, .bool, .int8]
        let pick: Pick
        func makeBindings() -> PostgresBindings {
            .values { $0.append(pick.weight); $0.append(pick.reps); $0.append(pick.isDone); $0.append(pick.setID) }
        }
        func decodeRow(_ row: PostgresRow) throws {}
    }

    struct Outline: PostgresPreparedStatement {
        static let sql = Workload.outline(dialect: .postgres)
        static let bindingDataTypes: [PostgresDataType] = [.int8]
        let pick: Pick
        func makeBindings() -> PostgresBindings { .values { $0.append(pick.workoutID) } }
        func decodeRow(_ row: PostgresRow) throws -> (Int64, Int, Int?, Int?, Int64?) { try row.decode((Int64, Int, Int?, Int?, Int64?).self) }
    }

    struct UpdateWorkout: PostgresPreparedStatement {
        static let sql = "UPDATE workout SET rest_started_at = $1, version = version + 1 WHERE id = $2"
        static let bindingDataTypes: [PostgresDataType] = [.timestamptz, .int8]
        let pick: Pick
        func makeBindings() -> PostgresBindings { .values { $0.append(pick.now); $0.append(pick.workoutID) } }
        func decodeRow(_ row: PostgresRow) throws {}
    }
}

/// The same statements as plain `PostgresQuery` interpolations (parsed and planned by the server on every call).
enum Plain {
    static func workout(_ pick: Pick) -> PostgresQuery {
        "SELECT ended_at, version FROM workout WHERE id = \(pick.workoutID) AND user_id = \(pick.userID) FOR NO KEY UPDATE"
    }
    static func setInWorkout(_ pick: Pick) -> PostgresQuery {
        var bindings = PostgresBindings()
        bindings.append(pick.setID)
        bindings.append(pick.workoutID)
        return PostgresQuery(unsafeSQL: Workload.setInWorkout(dialect: .postgres), binds: bindings)
    }
    static func updateSet(_ pick: Pick) -> PostgresQuery {
        "UPDATE workout_set SET weight = \(pick.weight), reps = \(pick.reps), is_done = \(pick.isDone), version = version + 1 WHERE id = \(pick.setID)"
    }
    static func outline(_ pick: Pick) -> PostgresQuery {
        var bindings = PostgresBindings()
        bindings.append(pick.workoutID)
        return PostgresQuery(unsafeSQL: Workload.outline(dialect: .postgres), binds: bindings)
    }
    static func updateWorkout(_ pick: Pick) -> PostgresQuery {
        "UPDATE workout SET rest_started_at = \(pick.now), version = version + 1 WHERE id = \(pick.workoutID)"
    }

    static func sum(_ workout: (Date?, Int64), _ set: (Int64, Int, Double?, Int?, Bool, Int64, String),
                    _ outline: [(Int64, Int, Int?, Int?, Int64?)]) -> Int {
        let a = Int(workout.1) + (workout.0 == nil ? 0 : 1)
        let b = Int(set.0) + set.1 + Int(set.2 ?? 0) + (set.3 ?? 0) + (set.4 ? 1 : 0) + Int(set.5) + set.6.utf8.count
        let c = outline.reduce(0) { $0 + Int($1.0) + $1.1 + ($1.2 ?? 0) + ($1.3 ?? 0) + Int($1.4 ?? 0) }
        return a + b + c
    }
}

/// The workload on PostgreSQL through postgres-nio's `PostgresClient`, and the thread pool design (b) blocks on.
struct PostgresEngine: Sendable {
    let client: PostgresClient
    let threads: NIOThreadPool
    let logger: Logger
    let legacy = LegacyStatements()

    init(url: String, threads: Int) throws {
        guard let components = URLComponents(string: url), let host = components.host, let user = components.user else {
            throw BenchError("cannot read the PostgreSQL URL \(url)")
        }
        var configuration = PostgresClient.Configuration(
            host: host, port: components.port ?? 5432, username: user, password: components.password,
            database: String(components.path.dropFirst()), tls: .disable)
        configuration.options.maximumConnections = threads
        var logger = Logger(label: "engine-bench")
        logger.logLevel = .error
        self.logger = logger
        client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.threads = NIOThreadPool(numberOfThreads: threads)
        self.threads.start()
    }

    func createSchema() async throws {
        for sql in Workload.schema(dialect: .postgres) {
            try await client.query(PostgresQuery(unsafeSQL: sql), logger: logger)
        }
    }

    /// BEGIN, `body`, COMMIT on one pooled connection; ROLLBACK on error.
    private func transaction(begin: PostgresQuery = "BEGIN", _ body: (PostgresConnection) async throws -> Int) async throws -> Int {
        try await client.withConnection { connection in
            try await connection.query(begin, logger: logger)
            do {
                let value = try await body(connection)
                try await connection.query("COMMIT", logger: logger)
                return value
            } catch {
                _ = try? await connection.query("ROLLBACK", logger: logger)
                throw error
            }
        }
    }

    // MARK: Design (a): the intent is async (today's path).

    func patchAsyncPlain(_ pick: Pick) async throws -> Int {
        try await transaction { connection in
            let workout = try await connection.query(Plain.workout(pick), logger: logger).collect(as: (Date?, Int64).self)
            let set = try await connection.query(Plain.setInWorkout(pick), logger: logger)
                .collect(as: (Int64, Int, Double?, Int?, Bool, Int64, String).self)
            try await connection.query(Plain.updateSet(pick), logger: logger)
            let outline = try await connection.query(Plain.outline(pick), logger: logger).collect(as: (Int64, Int, Int?, Int?, Int64?).self)
            try await connection.query(Plain.updateWorkout(pick), logger: logger)
            return try Plain.sum(workout.only(), set.only(), outline)
        }
    }

    func patchAsyncPrepared(_ pick: Pick) async throws -> Int {
        try await transaction { connection in
            let workout = try await connection.execute(Prepared.Workout(pick: pick), logger: logger).collectAll()
            let set = try await connection.execute(Prepared.SetInWorkout(pick: pick), logger: logger).collectAll()
            _ = try await connection.execute(Prepared.UpdateSet(pick: pick), logger: logger).collectAll()
            let outline = try await connection.execute(Prepared.Outline(pick: pick), logger: logger).collectAll()
            _ = try await connection.execute(Prepared.UpdateWorkout(pick: pick), logger: logger).collectAll()
            return try Plain.sum(workout.only(), set.only(), outline)
        }
    }

    // MARK: Design (b): the intent is a synchronous body on `threads`, blocking its thread on each statement.

    func patchSyncPlain(_ pick: Pick) async throws -> Int {
        try await transaction { connection in
            try await threads.runIfActive { [logger] in
                let workout = try connection.query(Plain.workout(pick), logger: logger).wait().map { try $0.decode((Date?, Int64).self) }
                let set = try connection.query(Plain.setInWorkout(pick), logger: logger).wait()
                    .map { try $0.decode((Int64, Int, Double?, Int?, Bool, Int64, String).self) }
                _ = try connection.query(Plain.updateSet(pick), logger: logger).wait()
                let outline = try connection.query(Plain.outline(pick), logger: logger).wait()
                    .map { try $0.decode((Int64, Int, Int?, Int?, Int64?).self) }
                _ = try connection.query(Plain.updateWorkout(pick), logger: logger).wait()
                return try Plain.sum(workout.only(), set.only(), outline)
            }
        }
    }

    func patchSyncPrepared(_ pick: Pick) async throws -> Int {
        try await transaction { connection in
            try await threads.runIfActive { [logger] in
                let loop = connection.eventLoop
                let workout = try loop.makeFutureWithTask {
                    try await connection.execute(Prepared.Workout(pick: pick), logger: logger).collectAll()
                }.wait()
                let set = try loop.makeFutureWithTask {
                    try await connection.execute(Prepared.SetInWorkout(pick: pick), logger: logger).collectAll()
                }.wait()
                _ = try loop.makeFutureWithTask {
                    try await connection.execute(Prepared.UpdateSet(pick: pick), logger: logger).collectAll().count
                }.wait()
                let outline = try loop.makeFutureWithTask {
                    try await connection.execute(Prepared.Outline(pick: pick), logger: logger).collectAll()
                }.wait()
                _ = try loop.makeFutureWithTask {
                    try await connection.execute(Prepared.UpdateWorkout(pick: pick), logger: logger).collectAll().count
                }.wait()
                return try Plain.sum(workout.only(), set.only(), outline)
            }
        }
    }

    /// (b) with the driver's future-based prepared statements (`prepare(query:)`, kept per connection): no Task per
    /// statement, the thread blocks on the event loop's future directly.
    func patchSyncLegacyPrepared(_ pick: Pick) async throws -> Int {
        try await transaction { connection in
            try await threads.runIfActive { [legacy] in
                let statements = try legacy.statements(on: connection)
                // Rows are only measured, not decoded: this path labels binary results as text, so typed decode fails.
                var bytes = 0
                let measure = { (rows: [PostgresRow]) in for row in rows { for cell in row { bytes += cell.bytes?.readableBytes ?? 0 } } }
                measure(try statements[0].execute([PostgresData(int64: pick.workoutID), PostgresData(int64: pick.userID)]).wait())
                measure(try statements[1].execute([PostgresData(int64: pick.setID), PostgresData(int64: pick.workoutID)]).wait())
                measure(try statements[2].execute([
                    PostgresData(double: pick.weight), PostgresData(int64: Int64(pick.reps)), PostgresData(bool: pick.isDone),
                    PostgresData(int64: pick.setID),
                ]).wait())
                measure(try statements[3].execute([PostgresData(int64: pick.workoutID)]).wait())
                measure(try statements[4].execute([PostgresData(date: pick.now), PostgresData(int64: pick.workoutID)]).wait())
                guard bytes > 0 else { throw BenchError("no rows") }
                return bytes
            }
        }
    }

    func shutdown() async throws {
        try await threads.shutdownGracefully()
    }
}

extension PostgresRowSequence {
    /// Every row decoded as `type`.
    func collect<each Column: PostgresDecodable>(as type: (repeat each Column).Type) async throws -> [(repeat each Column)] {
        var rows: [(repeat each Column)] = []
        for try await row in self { rows.append(try row.decode(type)) }
        return rows
    }
}

extension AsyncSequence where Element: Sendable {
    /// Every element.
    func collectAll() async throws -> [Element] {
        var elements: [Element] = []
        for try await element in self { elements.append(element) }
        return elements
    }
}

extension Array {
    /// The one element, else an error.
    func only() throws -> Element {
        guard count == 1, let first else { throw BenchError("expected one row, got \(count)") }
        return first
    }
}

extension PostgresBindings {
    /// Bindings filled by `fill`.
    static func values(_ fill: (inout PostgresBindings) -> Void) -> PostgresBindings {
        var bindings = PostgresBindings()
        fill(&bindings)
        return bindings
    }
}

/// The five statements prepared with the driver's `prepare(query:)` future API, once per connection (design (b) only).
final class LegacyStatements: Sendable {
    private let prepared = Mutex<[PostgresConnection.ID: [PreparedQuery]]>([:])

    /// The statements on `connection`, preparing them (blocking) on first use.
    func statements(on connection: PostgresConnection) throws -> [PreparedQuery] {
        if let found = prepared.withLock({ $0[connection.id] }) { return found }
        let texts = [Prepared.Workout.sql, Prepared.SetInWorkout.sql, Prepared.UpdateSet.sql, Prepared.Outline.sql, Prepared.UpdateWorkout.sql]
        let made = try texts.map { try connection.prepare(query: $0).wait() }
        prepared.withLock { $0[connection.id] = made }
        return made
    }
}
