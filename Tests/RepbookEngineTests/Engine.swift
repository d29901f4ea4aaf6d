import Foundation
import Logging
import PostgresNIO
import RepbookCore
import RepbookPostgres
import RepbookPostgresTestSupport
import RepbookSecurity
import RepbookSQLite
import Testing

/// The storage protocols both engines implement: all of them.
typealias EngineStore = RepbookStore

/// A database engine the store tests run on: SQLite (a file in a temporary folder, the production path) and PostgreSQL
/// (a database of its own per test on the cluster `REPBOOK_TEST_POSTGRES_URL` names, which `scripts/test` starts).
enum Engine: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    var testDescription: String { rawValue }

    /// The environment variable naming the PostgreSQL cluster's database the tests may create databases from.
    static let postgresURLVariable = "REPBOOK_TEST_POSTGRES_URL"

    /// The PostgreSQL URL the tests use; nil when the variable is unset (the PostgreSQL runs are then skipped).
    static var postgresURL: String? {
        ProcessInfo.processInfo.environment[postgresURLVariable].flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// A fresh, empty database of one engine for one test; `open()` opens a store on it (again, to act as a restart or a
/// second server), and everything is closed and dropped when the test's body ends.
final class TestDatabase: @unchecked Sendable {
    let engine: Engine
    /// Where the database is: the data folder (SQLite) or the database URL (PostgreSQL).
    let location: String
    private var opened: [PostgresStore] = []
    private let lock = NSLock()

    private init(engine: Engine, location: String) {
        self.engine = engine
        self.location = location
    }

    /// What a new PostgreSQL database holds: the store's whole schema, copied from the process's migrated template
    /// (what opening a store on an empty database gives, without migrating it again), or nothing (for the tests of the
    /// migrations themselves, which `open()` then applies).
    enum Schema {
        case migrated
        case empty
    }

    /// Runs `body` with a new database of `engine`, then closes its stores and drops it (also when `body` throws). On
    /// PostgreSQL without `REPBOOK_TEST_POSTGRES_URL`, says so and cancels the test case instead. A SQLite database is
    /// a new data folder, which `open()` migrates.
    static func with(_ engine: Engine, schema: Schema = .migrated, _ body: (TestDatabase) async throws -> Void) async throws {
        switch engine {
        case .sqlite:
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-engine-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try await body(TestDatabase(engine: engine, location: folder))
        case .postgres:
            guard let url = Engine.postgresURL else {
                print("PostgreSQL run skipped: \(Engine.postgresURLVariable) is unset (scripts/test starts a throwaway cluster and sets it).")
                try Test.cancel("\(Engine.postgresURLVariable) is unset")
            }
            guard !PostgresSlots.held else { return try await withPostgres(url: url, schema: schema, body) }
            await PostgresSlots.shared.acquire()
            do {
                try await PostgresSlots.$held.withValue(true) { try await withPostgres(url: url, schema: schema, body) }
            } catch {
                await PostgresSlots.shared.release()
                throw error
            }
            await PostgresSlots.shared.release()
        }
    }

    /// Runs `body` with a new database on the cluster `url` names, then closes its stores and drops it.
    private static func withPostgres(url: String, schema: Schema, _ body: (TestDatabase) async throws -> Void) async throws {
        func run(_ location: String) async throws {
            let database = TestDatabase(engine: .postgres, location: location)
            do {
                try await body(database)
            } catch {
                await database.closeAll()
                throw error
            }
            await database.closeAll()
        }
        switch schema {
        case .migrated: try await PostgresAdmin.withMigratedDatabase(on: url, prefix: "repbook_t_", run)
        case .empty: try await PostgresAdmin.withDatabase(on: url, prefix: "repbook_t_", run)
        }
    }

    /// A store on this database, migrated; on SQLite the data folder's file, on PostgreSQL a new pool.
    func open() async throws -> any EngineStore {
        switch engine {
        case .sqlite:
            return try SQLiteStore.open(dataDirectory: location)
        case .postgres:
            let store = try await PostgresStore.connect(url: location, maximumConnections: 2)
            lock.withLock { opened.append(store) }
            return store
        }
    }

    private func closeAll() async {
        let stores = lock.withLock { opened }
        for store in stores { await store.close() }
    }
}

/// Caps the PostgreSQL test databases in use at once. Swift Testing runs every case in parallel and each case holds a
/// pool of up to two connections per store it opens, so past some hundred cases the cluster's `max_connections` (300)
/// runs out ("sorry, too many clients already") and the pools wait for ever. A `with` inside another's body uses the
/// outer one's slot, so nesting never waits on itself.
actor PostgresSlots {
    static let shared = PostgresSlots(limit: 24)
    /// Whether the current task already holds a slot.
    @TaskLocal static var held = false

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) { free = limit }

    /// Waits for a free slot and takes it.
    func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Gives a slot back, to the longest waiter if there is one.
    func release() {
        if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
    }
}

/// The Core services over one engine's store, with a cheap bcrypt cost.
struct EngineServices {
    let store: any EngineStore
    let accounts: AccountService
    let exercises: ExerciseService
    let sessions: SessionService
    let tokens: APITokenService
    let settings: SettingsService
    let journal: JournalService
    let supplements: SupplementService
    let bodyWeights: BodyWeightService
    let measurements: BodyMeasurementService
    let imports: WorkoutImportService

    init(store: any EngineStore, now: @escaping Clock = { Date() }) {
        self.store = store
        accounts = AccountService(store: store, hasher: BcryptPasswordHasher(cost: 4), throttle: LoginThrottle(), now: now)
        exercises = ExerciseService(store: store, now: now)
        sessions = SessionService(store: store, accounts: accounts, digester: SHA256TokenDigester(), now: now)
        tokens = APITokenService(store: store, accounts: accounts, digester: SHA256TokenDigester(), now: now)
        settings = SettingsService(store: store)
        journal = JournalService(store: store, now: now)
        supplements = SupplementService(store: store, now: now)
        bodyWeights = BodyWeightService(store: store, now: now)
        measurements = BodyMeasurementService(store: store, now: now)
        imports = WorkoutImportService(store: store, now: now)
    }
}

/// A clock the test moves by hand.
final class TestClock: @unchecked Sendable {
    var now = Date(timeIntervalSince1970: 1_795_000_000)
    func advance(_ seconds: TimeInterval) { now += seconds }
}
