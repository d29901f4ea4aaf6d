import Foundation
import RepbookCore
@testable import RepbookPostgres
import RepbookStorage
import Testing

/// The shared intents' statements on PostgreSQL are named prepared statements (`PostgresSharedStatement`): each text is
/// prepared once per connection and reused, a NULL never decides a parameter's type for later values, and a statement
/// whose preparation fails in a failed transaction does not stay failed on its connection.
@Suite("PostgreSQL prepared shared statements")
struct PostgresPreparedStatementTests {
    @Test("A statement sent three times on one connection is prepared there once and executed three times")
    func preparedOnce() async throws {
        try await Self.withOneConnection { store in
            let text: SQL = "SELECT count(*) AS n FROM exercise WHERE user_id IS DISTINCT FROM ?"
            // One transaction: one connection, whatever the pool does with idle ones meanwhile.
            let prepared = try await store.engine.write { connection in
                for _ in 0..<3 { _ = try connection.rows(text, [Int64(0)]) }
                return try connection.all(
                    "SELECT statement, generic_plans + custom_plans AS executions FROM pg_prepared_statements WHERE statement = ?",
                    [text.postgres]
                ) { row in try row["executions"] as Int64 }
            }
            #expect(prepared == [3])
        }
    }

    @Test("A NULL and a value bound to the same text are prepared apart: a NULL never makes PostgreSQL guess the type")
    func nullApart() async throws {
        try await Self.withOneConnection { store in
            let text: SQL = "SELECT coalesce(?, 7) AS v"
            let values = try await store.engine.readSingle { connection in
                // With the NULL's statement alone, PostgreSQL would take the parameter as an integer and refuse 8 bytes.
                [try connection.row(text, [SQLValue.null])?["v"] as Int64?, try connection.row(text, [Int64(5_000_000_000)])?["v"] as Int64?]
            }
            #expect(values == [7, 5_000_000_000])
        }
    }

    @Test("A statement first sent in a failed transaction fails with it, and runs on the next intent")
    func notStuckAfterFailedTransaction() async throws {
        try await Self.withOneConnection { store in
            let fresh: SQL = "SELECT ? + 1 AS v"
            await #expect(throws: (any Error).self) {
                try await store.engine.write { connection in
                    _ = try? connection.rows("SELECT 1 / ? AS v", [Int64(0)])
                    return try connection.rows(fresh, [Int64(1)]).count
                }
            }
            let value = try await store.engine.readSingle { connection in try connection.row(fresh, [Int64(41)])?["v"] as Int64? }
            #expect(value == 42)
        }
    }

    @Test("A write is counted by its rows: its own RETURNING, or RETURNING 1 added to a plain write; a WITH goes unnamed")
    func countedTexts() {
        #expect(
            PostgresSQLConnection.countedText("UPDATE workout SET note = $1 WHERE id = $2")
                == "UPDATE workout SET note = $1 WHERE id = $2 RETURNING 1")
        #expect(PostgresSQLConnection.countedText("\n  delete FROM x WHERE id = $1") == "\n  delete FROM x WHERE id = $1 RETURNING 1")
        #expect(
            PostgresSQLConnection.countedText("DELETE FROM workout_set WHERE id = $1 RETURNING id")
                == "DELETE FROM workout_set WHERE id = $1 RETURNING id")
        #expect(PostgresSQLConnection.countedText("SELECT pg_advisory_xact_lock($1)") == "SELECT pg_advisory_xact_lock($1)")
        #expect(PostgresSQLConnection.countedText("WITH gone AS (DELETE FROM x RETURNING id) SELECT count(*) FROM gone") == nil)
        #expect(PostgresSQLConnection.countedText("LOCK TABLE x IN SHARE MODE") == nil)
    }

    @Test("A plain write's count is the rows it changed, prepared: an update of two rows, an insert that found its key taken")
    func writeCounts() async throws {
        try await Self.withOneConnection { store in
            let counts = try await store.engine.write { connection in
                try connection.execute("CREATE TEMPORARY TABLE counted (id bigint PRIMARY KEY, note text)", [])
                return [
                    try connection.execute("INSERT INTO counted (id, note) VALUES (?, 'a'), (?, 'b')", [Int64(1), Int64(2)]),
                    try connection.execute("UPDATE counted SET note = ? WHERE id <= ?", ["c", Int64(2)]),
                    try connection.execute("INSERT INTO counted (id, note) VALUES (?, 'd') ON CONFLICT (id) DO NOTHING", [Int64(1)]),
                    try connection.execute("DELETE FROM counted WHERE id = ?", [Int64(2)]),
                ]
            }
            #expect(counts == [2, 2, 0, 1])
        }
    }

    /// Runs `body` with a store of one pooled connection on a fresh database, so every intent uses the same connection.
    private static func withOneConnection(_ body: (PostgresStore) async throws -> Void) async throws {
        try await TestDatabase.with(.postgres) { database in
            let store = try await PostgresStore.connect(url: database.location, maximumConnections: 1)
            do {
                try await body(store)
            } catch {
                await store.close()
                throw error
            }
            await store.close()
        }
    }
}
