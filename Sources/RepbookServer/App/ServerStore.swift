import Foundation
import Logging
import RepbookCore
import RepbookDataFolder
import RepbookPostgres
import RepbookSQLite
import ServiceLifecycle

/// The store a server runs on, as its configuration says: the SQLite file in the data folder (the folder's lock held
/// while it runs), or a PostgreSQL database several servers share (its pool closed when the server stops). With it come
/// the backup writer for that engine and who takes a scheduled backup.
struct ServerStore: Sendable {
    let store: any RepbookStore
    let backupWriter: any BackupWriter
    let backupTurn: any BackupTurn
    /// What keeps the store open while the server runs and closes it after.
    let keeper: any Service
    /// Where the data lives, for the start banner: the SQLite file or the database URL without its password.
    let description: String

    /// Opens the store `configuration` names. On SQLite, takes the data folder's lock first; a newer binary then backs
    /// the database up and migrates it, saying both through `logger`. On PostgreSQL, connects and applies the pending
    /// migrations (under an advisory lock, so servers starting together migrate once).
    static func open(_ configuration: ServerConfiguration, metrics: AppMetrics, logger: Logger) async throws -> ServerStore {
        let backupDirectory = configuration.backupPolicy?.directory ?? BackupPolicy.defaultDirectory(dataDirectory: configuration.dataDirectory)
        let location = StoreLocation(dataDirectory: configuration.dataDirectory, databaseURL: configuration.databaseURL)
        guard let url = configuration.databaseURL else {
            let lock = try DataDirectoryLock(dataDirectory: configuration.dataDirectory)
            let store = try location.openSQLite(backupDirectory: backupDirectory, log: { logger.notice("\($0)") })
                .observingWrites { metrics.recordDatabaseWrite(nanoseconds: $0) }
            return ServerStore(
                store: store, backupWriter: BackupBundleWriter(store: store, dataDirectory: configuration.dataDirectory),
                backupTurn: OnlyServerBackupTurn(), keeper: DataDirectoryLockService(lock: lock),
                description: configuration.dataDirectory + "/" + DataDirectory.databaseFileName)
        }
        let postgres = try await location.openPostgres(url: url, logger: logger)
            .observingWrites { metrics.recordDatabaseWrite(nanoseconds: $0) }
        return ServerStore(
            store: postgres, backupWriter: BackupBundleWriter.postgres(databaseURL: url, dataDirectory: configuration.dataDirectory),
            backupTurn: PostgresBackupTurn(store: postgres), keeper: PostgresPoolService(store: postgres),
            description: location.displayName)
    }
}

/// Keeps a PostgreSQL store's pool open while the server runs and closes it once the server has stopped.
struct PostgresPoolService: Service {
    let store: PostgresStore

    func run() async throws {
        try? await gracefulShutdown()
        await store.close()
    }
}
