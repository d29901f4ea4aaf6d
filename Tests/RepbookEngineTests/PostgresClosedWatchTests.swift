import Foundation
import Logging
import PostgresNIO
@testable import RepbookPostgres
import Testing

/// A statement's wait ends when its connection closes: postgres-nio drops a statement written on a channel that has just
/// closed without ever answering it, so every wait of the store watches its connection (`answer`, `watchingClose`).
@Suite("PostgreSQL waits end with their connection")
struct PostgresClosedWatchTests {
    private static let logger = Logger(label: "repbook.test.closed-watch")

    @Test("A wait on a connection that closes ends as a lost connection, within a second; one that answers is unchanged")
    func waitEndsWithConnection() async throws {
        try await TestDatabase.with(.postgres) { database in
            let connection = try await PostgresBackends.connect(url: database.location, id: 7)
            let answered = try await connection.answer("SELECT 41 + 1 AS n", logger: Self.logger).get()
            #expect(try answered.rows.first?.decode(Int.self) == 42)

            // An answer that never comes (as for a statement postgres-nio dropped), then the connection closes.
            let waiting = Task {
                try await Deadline.within(seconds: 10, "a wait on a closed connection") {
                    try await connection.watchingClose { () async throws -> Int in
                        try await Task.sleep(for: .seconds(30))
                        return 0
                    }
                }
            }
            try await Task.sleep(for: .milliseconds(300))
            try await connection.close()
            let started = ContinuousClock.now
            let outcome = await waiting.result
            #expect(throws: ClosedWhileWaiting.self) { try outcome.get() }
            #expect(started.duration(to: .now) < .seconds(2), "the wait outlived its connection by \(started.duration(to: .now))")
            #expect(PostgresConnectionLoss.of(ClosedWhileWaiting(), outcome: .unknown)?.outcome == .unknown)

            // A statement sent on the closed connection is refused at once.
            await #expect(throws: PostgresConnectionLoss.self) { try await connection.answer("SELECT 1", logger: Self.logger).get() }
        }
    }

    @Test("A statement whose backend the server ends while it runs fails as a lost connection, not a hang")
    func backendEndedMidStatement() async throws {
        try await TestDatabase.with(.postgres) { database in
            let connection = try await PostgresBackends.connect(url: database.location, id: 7)
            let sleeping = Task {
                try await Deadline.within(seconds: 20, "a statement whose backend was ended") {
                    try await connection.answer("SELECT pg_sleep(30)", logger: Self.logger).get().rows.count
                }
            }
            _ = try await PostgresBackends.waitForQuery(startingWith: "SELECT pg_sleep", url: database.location)
            #expect(try await PostgresBackends.terminate(where: "starts_with(query, 'SELECT pg_sleep')", url: database.location) == 1)
            let outcome = await sleeping.result
            #expect { try outcome.get() } throws: { PostgresConnectionLoss.of($0, outcome: .nothingChanged) != nil }
            try? await connection.close()
        }
    }
}
