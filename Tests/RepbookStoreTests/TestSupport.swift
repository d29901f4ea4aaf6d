import Foundation
import RepbookCore
import RepbookSecurity
import RepbookStore

/// A fresh data folder under the system's temporary directory.
func temporaryDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-store-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
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
