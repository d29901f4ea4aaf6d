import Foundation
import GRDB
import RepbookCore
import RepbookDataFolder

/// Doctor's checks of a SQLite database file, opened read-only: SQLite's integrity and foreign key checks, and where the
/// schema stands against this binary's migrations.
enum SQLiteDatabaseChecks {
    /// The integrity and schema findings of the database at `path`.
    static func findings(at path: String) -> [DoctorFinding] {
        do {
            var configuration = Configuration()
            configuration.readonly = true
            configuration.busyMode = .timeout(5)
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in
                [try integrity(db), try schema(db)]
            }
        } catch {
            return [DoctorFinding(.problem, "integrity", "Cannot open \(path) as SQLite: \(error). Restore the newest backup: repbook restore FILE.")]
        }
    }

    private static func integrity(_ db: Database) throws -> DoctorFinding {
        let result = try String.fetchAll(db, sql: "PRAGMA integrity_check")
        guard result == ["ok"] else {
            return DoctorFinding(
                .problem, "integrity",
                "integrity_check found: \(result.prefix(3).joined(separator: "; ")). "
                    + "Stop the server and restore the newest backup: repbook restore FILE."
            )
        }
        let orphans = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count
        guard orphans == 0 else {
            return DoctorFinding(
                .problem, "integrity", "foreign_key_check found \(orphans) rows pointing at nothing. Restore the newest backup: repbook restore FILE."
            )
        }
        return DoctorFinding(.ok, "integrity", "integrity_check and foreign_key_check pass.")
    }

    private static func schema(_ db: Database) throws -> DoctorFinding {
        let state = try SchemaState.read(db)
        if !state.unknown.isEmpty {
            return DoctorFinding(
                .problem, "schema",
                "A newer Repbook upgraded this database (\(state.unknown.joined(separator: ", ")) unknown here). "
                    + "Run the newer binary, or restore the backup taken before the upgrade."
            )
        }
        if !state.pending.isEmpty {
            return DoctorFinding(
                .warning, "schema",
                "\(state.pending.count) migration(s) to apply (\(state.pending.joined(separator: ", "))): "
                    + "the next start backs the database up, then applies them."
            )
        }
        return DoctorFinding(.ok, "schema", "Up to date (\(state.current)).")
    }
}
