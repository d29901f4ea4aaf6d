import Foundation
import RepbookCore
import RepbookSecurity
import RepbookSQLite

/// A fresh data folder under the system's temporary directory.
func temporaryDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-store-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// A new user "lifter" (time zone UTC) with a year of generated training ending 2026-11-20, written by the bulk insert.
func userWithGeneratedYear(in store: SQLiteStore) async throws -> User {
    let services = Services(store: store)
    let user = try await services.accounts.addUser(username: "lifter", password: "correct horse battery", timeZoneIdentifier: "UTC")
    let library = try await services.exercises.list(for: user, query: ExerciseQuery(includeArchived: true))
    let history = DemoHistory(seed: 7, endDate: LocalDate("2026-11-20")!, years: 1, timeZone: TimeZone(identifier: "UTC")!)
    _ = try await store.insertFinishedWorkouts(history.workouts(library: library), userID: user.id, now: Date())
    return user
}

/// The Core services over a real store, with a cheap bcrypt cost.
struct Services {
    let store: SQLiteStore
    let accounts: AccountService
    let exercises: ExerciseService
    let sessions: SessionService
    let tokens: APITokenService

    init(store: SQLiteStore, now: @escaping Clock = { Date() }) {
        self.store = store
        accounts = AccountService(store: store, hasher: BcryptPasswordHasher(cost: 4), throttle: LoginThrottle(), now: now)
        exercises = ExerciseService(store: store, now: now)
        sessions = SessionService(store: store, accounts: accounts, digester: SHA256TokenDigester(), now: now)
        tokens = APITokenService(store: store, accounts: accounts, digester: SHA256TokenDigester(), now: now)
    }
}
