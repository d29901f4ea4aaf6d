import Foundation
import GRDB
import RepbookCore
import RepbookDataFolder

/// Doctor's checks of a SQLite database file, opened read-only: SQLite's integrity and foreign key checks, and where the
/// schema stands against this binary's migrations; the words are catalog texts (`doctor.sqlite.*`, `doctor.schema.*`),
/// the engine's own findings and names go into their slots as written.
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
            return [
                DoctorFinding(.problem, "integrity", LocalizedText("doctor.sqlite.cannot_open", ["path": .text(path), "error": .text("\(error)")]))
            ]
        }
    }

    private static func integrity(_ db: Database) throws -> DoctorFinding {
        let result = try String.fetchAll(db, sql: "PRAGMA integrity_check")
        guard result == ["ok"] else {
            return DoctorFinding(
                .problem, "integrity", LocalizedText("doctor.sqlite.integrity_failed", ["found": .text(result.prefix(3).joined(separator: "; "))]))
        }
        let orphans = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count
        guard orphans == 0 else {
            return DoctorFinding(.problem, "integrity", LocalizedText("doctor.sqlite.orphans", ["count": .integer(orphans)]))
        }
        return DoctorFinding(.ok, "integrity", LocalizedText("doctor.sqlite.integrity_ok"))
    }

    private static func schema(_ db: Database) throws -> DoctorFinding {
        let state = try SchemaState.read(db)
        if !state.unknown.isEmpty {
            return DoctorFinding(
                .problem, "schema", LocalizedText("doctor.schema.newer", ["migrations": .text(state.unknown.joined(separator: ", "))]))
        }
        if !state.pending.isEmpty {
            return DoctorFinding(
                .warning, "schema",
                LocalizedText(
                    "doctor.schema.pending", ["count": .integer(state.pending.count), "migrations": .text(state.pending.joined(separator: ", "))]))
        }
        return DoctorFinding(.ok, "schema", LocalizedText("doctor.schema.up_to_date", ["current": .text(state.current)]))
    }
}
