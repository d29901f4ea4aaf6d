import RepbookDataFolder
import RepbookSQLite
import ServiceLifecycle

/// Keeps the data folder's lock for as long as the server runs, so `repbook restore` refuses to replace the database under it.
struct DataDirectoryLockService: Service {
    let lock: DataDirectoryLock

    func run() async throws {
        try? await gracefulShutdown()
        withExtendedLifetime(lock) {}
    }
}
