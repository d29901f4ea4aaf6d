import Foundation
import Logging
import RepbookDataFolder
import RepbookPostgres
import RepbookServer
import RepbookSQLite

/// `repbook doctor`'s checks of a PostgreSQL database: it answers, and its migrations against this binary's; read over
/// one connection, changing nothing. No line shows the URL's password.
enum PostgresDoctor {
    /// The `database` and `schema` findings for the database `url` names.
    static func examine(url: String) async -> [DoctorFinding] {
        let location = StoreLocation(dataDirectory: "", databaseURL: url)
        let name = ServeCommand.hostAndDatabase(url)
        var logger = Logger(label: "repbook.doctor")
        logger.logLevel = .critical
        let state: PostgresSchemaState
        do {
            state = try await PostgresStore.inspectSchema(url: url, logger: logger)
        } catch let error as PostgresURLError {
            return [DoctorFinding(.problem, "database", "\(error.message) Fix --database or REPBOOK_DATABASE_URL.")]
        } catch {
            let reason = location.masking(String(describing: error))
            return [DoctorFinding(.problem, "database", "\(reason). Check the URL, that PostgreSQL runs there and lets this user in (pg_hba.conf).")]
        }
        let version = state.serverVersion.split(separator: " ").prefix(2).joined(separator: " ")
        return [DoctorFinding(.ok, "database", "\(version) answers at \(name)."), schema(state)]
    }

    /// Where the schema stands: up to date, migrations to apply, unknown ones from a newer Repbook, or no Repbook yet.
    static func schema(_ state: PostgresSchemaState) -> DoctorFinding {
        if !state.unknown.isEmpty {
            return DoctorFinding(
                .problem, "schema",
                "A newer Repbook migrated this database (\(state.unknown.joined(separator: ", ")) unknown here). Run the newer binary.")
        }
        if state.applied.isEmpty {
            return DoctorFinding(
                .warning, "schema", "No Repbook schema yet: the first `repbook serve --database` (or `repbook migrate --to`) creates it.")
        }
        if !state.pending.isEmpty {
            return DoctorFinding(
                .warning, "schema",
                "\(state.pending.count) migration(s) to apply (\(state.pending.joined(separator: ", "))): the next server start applies them.")
        }
        return DoctorFinding(.ok, "schema", "Up to date (\(state.applied.last ?? "")).")
    }
}
