import Foundation
import Logging
import PostgresNIO

/// One named step of the PostgreSQL schema: its statements, run in order, then its backfill (rows rewritten in Swift,
/// where SQL cannot say it), in the same transaction. Never edited once landed, only followed.
struct PostgresMigration: Sendable {
    let name: String
    let statements: [String]
    var backfill: (@Sendable (PostgresConnection, Logger) async throws -> Void)? = nil
}

/// The PostgreSQL schema as named migrations of its own (not the SQLite ones: the two schemas are equivalent, not the
/// same text), recorded in `repbook_migration`. All pending ones are applied in one transaction under an advisory lock,
/// so two servers starting at once migrate once, and a failure leaves the database as it was.
enum PostgresMigrations {
    /// Every migration, in order; append only.
    static let all: [PostgresMigration] = [
        AccountsMigration.migration,
        ExerciseLibraryMigration.migration,
        StarterListsMigration.migration,
        JournalMigration.migration,
        SupplementMigration.migration,
        BodyWeightMigration.migration,
        BodyMeasurementMigration.migration,
        TrainingMigration.migration,
        ServerMigration.migration,
        UploadReservationMigration.migration,
        ProviderIdentityMigration.migration,
        ProgramMigration.migration,
        EffortScaleMigration.migration,
        UserLanguageMigration.migration,
        ProgramReasonKeyMigration.migration,
    ]

    /// The key of the transaction-scoped advisory lock held while migrating.
    static let lockKey: Int64 = 0x5245_5042_4F4F_4B31  // "REPBOOK1"

    /// Applies the migrations `store`'s database lacks; refuses one that holds migrations this binary does not know.
    static func migrate(_ store: PostgresStore) async throws {
        try await store.write { connection in
            try await connection.run("SELECT pg_advisory_xact_lock(\(lockKey))", logger: store.logger)
            try await connection.run("""
                CREATE TABLE IF NOT EXISTS repbook_migration (
                    position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                    name text NOT NULL UNIQUE,
                    applied_at timestamptz NOT NULL DEFAULT now()
                )
                """, logger: store.logger)
            let applied = try await applied(connection, logger: store.logger)
            let known = Set(all.map(\.name))
            let unknown = applied.filter { !known.contains($0) }
            guard unknown.isEmpty else { throw NewerPostgresSchemaError(unknown: unknown) }
            for migration in all where !applied.contains(migration.name) {
                for statement in migration.statements {
                    try await connection.run(PostgresQuery(unsafeSQL: statement), logger: store.logger)
                }
                try await migration.backfill?(connection, store.logger)
                try await connection.run("INSERT INTO repbook_migration (name) VALUES (\(migration.name))", logger: store.logger)
            }
        }
    }

    /// The names of the applied migrations, in the order they were applied.
    static func applied(_ connection: PostgresConnection, logger: Logger) async throws -> [String] {
        try await connection.all("SELECT name FROM repbook_migration ORDER BY position", logger: logger) { try $0.decode(String.self) }
    }
}

/// A database migrated by a newer Repbook: this binary does not know some of its migrations and leaves it alone.
public struct NewerPostgresSchemaError: Error, CustomStringConvertible {
    public let unknown: [String]
    public var description: String {
        "The PostgreSQL database was migrated by a newer Repbook (unknown migrations: \(unknown.joined(separator: ", "))); use that version."
    }
}
