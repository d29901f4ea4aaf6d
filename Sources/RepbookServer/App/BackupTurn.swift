import Foundation
import RepbookPostgres

/// Decides which server takes a scheduled backup when several serve one database.
protocol BackupTurn: Sendable {
    /// Runs `backup` when it is this server's turn and answers true; answers false when another server is taking it.
    func take(_ backup: @Sendable () async -> Void) async throws -> Bool
}

/// On SQLite one server holds the data folder, so every scheduled backup is its own.
struct OnlyServerBackupTurn: BackupTurn {
    func take(_ backup: @Sendable () async -> Void) async throws -> Bool {
        await backup()
        return true
    }
}

/// On PostgreSQL the server that gets the advisory lock (`pg_try_advisory_lock`) takes the backup; the others skip it.
struct PostgresBackupTurn: BackupTurn {
    let store: PostgresStore

    func take(_ backup: @Sendable () async -> Void) async throws -> Bool {
        try await store.whileHolding(.scheduledBackup) { await backup() } != nil
    }
}
