import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// How every intent reaches the database: one statement on a pooled connection, or several in one transaction that a CHECK
/// or NOT NULL refusal turns into the domain's `invalid` error naming the column (the same error the SQLite store
/// gives), rolled back so it changes nothing. A connection that breaks (the server ends it, restarts, the network fails)
/// or cannot be had becomes `DomainError.unavailable` saying so and whether anything changed (`PostgresConnectionLoss`);
/// a connection found closed before anything was sent on it is replaced by another one from the pool.
extension PostgresStore {
    /// Runs `body`, which issues one statement (a read, or a write that is whole by itself), on one connection of the
    /// pool in autocommit: one statement sees one consistent snapshot and commits alone.
    func single<T: Sendable>(_ body: (PostgresConnection) async throws -> T) async throws -> T {
        do {
            return try await withOpenConnection { connection in try await body(connection) }
        } catch {
            // A lone statement lost in flight may have committed: the user is told so.
            throw Self.mapped(error, outcome: .unknown)
        }
    }

    /// Runs `body`, which reads with several statements, in one read-only REPEATABLE READ transaction: every statement
    /// sees the same snapshot.
    func snapshot<T: Sendable>(_ body: (PostgresConnection) async throws -> T) async throws -> T {
        do {
            return try await transaction(begin: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", body)
        } catch {
            throw Self.mapped(error, outcome: .nothingChanged)
        }
    }

    /// Runs `body` in one transaction (BEGIN … COMMIT, READ COMMITTED) on one connection; any error rolls it back. An
    /// intent that must not race another server's (a first account, a seeding) takes its lock inside `body`. Its duration,
    /// from asking the pool for a connection to COMMIT, is told to `onWrite` (the `repbook_db_write_duration_seconds` metric).
    func write<T: Sendable>(_ body: (PostgresConnection) async throws -> T) async throws -> T {
        let start = onWrite == nil ? nil : ContinuousClock.now
        defer {
            if let start, let onWrite {
                let elapsed = (ContinuousClock.now - start).components
                onWrite(elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000)
            }
        }
        let value: T
        do {
            value = try await transaction(begin: "BEGIN", body)
        } catch {
            throw Self.mapped(error, outcome: .nothingChanged)
        }
        SavedChanges.current?.markSaved()
        return value
    }

    /// Runs `body` between `begin` and COMMIT on one connection, rolling back on any error; throws the errors as they
    /// are, a broken connection as `PostgresConnectionLoss` (`write` and `snapshot` map them for the user). A connection
    /// lost before COMMIT changed nothing (PostgreSQL rolls back the transaction of a session that ends); one lost
    /// during COMMIT leaves the outcome unknown. A loss at BEGIN is retried on another connection.
    func transaction<T: Sendable>(begin: PostgresQuery, _ body: (PostgresConnection) async throws -> T) async throws -> T {
        try await withOpenConnection { connection in
            do {
                try await connection.run(begin, logger: logger)
            } catch {
                guard let loss = PostgresConnectionLoss.of(error, outcome: .nothingChanged) else { throw error }
                throw FoundBroken(loss: loss)
            }
            let value: T
            do {
                value = try await body(connection)
            } catch {
                do {
                    try await connection.run("ROLLBACK", logger: logger)
                } catch {
                    // A connection that cannot roll back must not go back to the pool mid-transaction.
                    try? await connection.close()
                }
                throw PostgresConnectionLoss.of(error, outcome: .nothingChanged) ?? error
            }
            do {
                try await connection.run("COMMIT", logger: logger)
            } catch {
                throw PostgresConnectionLoss.of(error, outcome: .unknown) ?? error
            }
            return value
        }
    }

    /// Runs `body` on a pooled connection that is open: one found closed (its server ended it while it sat in the pool,
    /// and the pool has not heard yet), or whose first statement found it broken (`FoundBroken`), goes back and another
    /// is leased, a few times. postgres-nio never answers a statement written on a closed connection, so every
    /// statement checks first (`PostgresConnection.rows`). No connection at all (the server cannot be reached, the
    /// pool is shut down) is a `PostgresConnectionLoss` that says so.
    private func withOpenConnection<T: Sendable>(_ body: (PostgresConnection) async throws -> T) async throws -> T {
        var lastLoss = PostgresConnectionLoss.closedBeforeSending
        for attempt in 0..<4 {
            if attempt > 0 { try await Task.sleep(for: .milliseconds(25 * attempt)) }
            let entered = Entered()
            do {
                return try await pool.withConnection { connection in
                    entered.value = true
                    guard !connection.isClosed else { throw FoundBroken(loss: .closedBeforeSending) }
                    return try await body(connection)
                }
            } catch let broken as FoundBroken {
                lastLoss = broken.loss
                continue
            } catch where !entered.value {
                if Task.isCancelled { throw CancellationError() }
                // The heartbeat found the database down: refused at once, without a log line per request.
                if let loss = error as? PostgresConnectionLoss { throw loss }
                logger.warning("No connection to PostgreSQL: \(String(reflecting: error))")
                throw PostgresConnectionLoss(
                    cause: "no connection to the database server could be made", outcome: .nothingChanged, unreachable: true)
            }
        }
        throw lastLoss
    }

    /// `error` as the user sees it: a lost connection or a CHECK/NOT NULL refusal become domain errors, others pass.
    static func mapped(_ error: any Error, outcome: PostgresConnectionLoss.Outcome) -> any Error {
        if let loss = PostgresConnectionLoss.of(error, outcome: outcome) { return loss.domainError }
        if let error = error as? PSQLError, let refusal = PostgresRefusal(error) { return refusal.domainError }
        return error
    }
}

/// A leased connection found broken before anything that matters was sent on it: lease another.
private struct FoundBroken: Error {
    let loss: PostgresConnectionLoss
}

/// Whether the pool handed a connection to the body (a failure before that is the pool's: no connection).
private final class Entered: @unchecked Sendable {
    var value = false
}

extension PostgresConnection {
    /// Runs `body`, turning a unique violation into `conflict` (the transaction is then aborted and rolled back by
    /// `write`); other errors pass through.
    func mappingUniqueViolation<T>(to conflict: DomainError, _ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == PostgresSQLState.uniqueViolation {
            throw conflict
        }
    }
}

/// The SQLSTATE codes the store reads (PostgreSQL's appendix A).
enum PostgresSQLState {
    static let uniqueViolation = "23505"
    static let checkViolation = "23514"
    static let notNullViolation = "23502"
    static let foreignKeyViolation = "23503"
}

/// A CHECK or NOT NULL refusal read from the server's error fields: the column it names. NOT NULL names its column; a
/// CHECK is named `<table>_<column>_check` (PostgreSQL's own name for a column's CHECK, and the name every table CHECK
/// of the migrations is given), so the column is the name without the table and the suffix, except for the few CHECKs
/// over several columns listed in `sqliteColumns`, which name what the SQLite store names.
struct PostgresRefusal: Equatable {
    let field: String

    /// The refusal in `error`, or nil for other errors (unique and foreign keys have their own meanings).
    init?(_ error: PSQLError) {
        guard let info = error.serverInfo, let state = info[.sqlState] else { return nil }
        switch state {
        case PostgresSQLState.notNullViolation:
            guard let column = info[.columnName], !column.isEmpty else { return nil }
            field = Self.camelCased(column)
        case PostgresSQLState.checkViolation:
            guard let constraint = info[.constraintName], let table = info[.tableName],
                  let column = Self.sqliteColumns[constraint] ?? Self.column(constraint: constraint, table: table)
            else { return nil }
            field = Self.camelCased(column)
        default:
            return nil
        }
    }

    init(field: String) {
        self.field = field
    }

    /// What the user is told: the SQLite store's words.
    var domainError: DomainError {
        .invalid(
            field: field, message: LocalizedText("error.store.not_accepted", ["field": .text(field)]))
    }

    /// The CHECKs over several columns whose name (landed in a migration, never renamed) is another column than the
    /// SQLite store's refusal names, the first column of the expression: a unit without a weight names `weight`.
    static let sqliteColumns = [
        "progress_photo_weight_unit_check2": "weight",
        "progress_photo_body_fat_percent_check2": "weight",
        "user_settings_goal_weight_unit_check": "goal_weight",
    ]

    /// `exercise_name_check` of table `exercise` names `name`; PostgreSQL numbers a second such name (`_check1`).
    static func column(constraint: String, table: String) -> String? {
        guard constraint.hasPrefix(table + "_") else { return nil }
        var rest = constraint.dropFirst(table.count + 1)
        while let last = rest.last, last.isNumber { rest = rest.dropLast() }
        guard rest.hasSuffix("_check") else { return nil }
        let column = rest.dropLast("_check".count)
        return column.isEmpty ? nil : String(column)
    }

    static func camelCased(_ column: String) -> String {
        let parts = column.split(separator: "_")
        guard let first = parts.first else { return column }
        return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
