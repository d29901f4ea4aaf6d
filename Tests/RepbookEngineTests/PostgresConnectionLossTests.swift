import Foundation
import Logging
import PostgresNIO
import RepbookCore
import RepbookTestFixtures
import Testing

/// A PostgreSQL store whose connections the server ends, as a restart, a failover or an administrator does: every
/// intent returns (none hangs), a failure says the connection was lost and whether anything changed, the store serves
/// again on fresh connections, and a write caught in flight is applied whole or not at all. The backends are ended by a
/// real second connection (`pg_terminate_backend`), never simulated.
@Suite("PostgreSQL connections that drop")
struct PostgresConnectionLossTests {
    @Test("After every connection of the store is ended, the next intents work again on fresh connections; none hangs")
    func recoversAfterAllConnectionsEnd() async throws {
        try await TestDatabase.with(.postgres) { database in
            let fixture = try await LiveWorkoutFixture.open(database)
            let ana = try await fixture.user("ana")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let workout = try await fixture.addExercise(bench.id, to: try await fixture.start(for: ana).id, of: ana)
            let entry = try #require(workout.exercises.first)
            // Both pooled connections open and idle in the pool.
            async let one = fixture.store.allUsers()
            async let two = fixture.store.settings(userID: ana.id)
            _ = try await (one, two)

            let ended = try await PostgresBackends.terminate(where: "true", url: database.location)
            #expect(ended >= 1, "the store's idle connections were ended")
            let store = fixture.store
            for round in 1...3 {
                // A read, then a write: each answers or says the connection was lost, within seconds.
                let read = await Result {
                    try await Deadline.within(seconds: 20, "a read after the connections ended") { try await store.allUsers() }
                }
                try Self.expectAnsweredOrLost(read, round: round)
                let write = await Result { try await Deadline.within(seconds: 20, "a set added after the connections ended") {
                    try await fixture.addSet(to: entry.id, input: SetInput(weight: "60", reps: "\(round)"), of: ana)
                } }
                try Self.expectAnsweredOrLost(write, round: round)
            }
            // The intent after those works, and the sets are exactly the writes that answered (none half written).
            let sets = try await fixture.workout(workout.id, of: ana).allSets
            _ = try await fixture.addSet(to: entry.id, input: SetInput(weight: "60", reps: "9"), of: ana)
            #expect(try await fixture.workout(workout.id, of: ana).allSets.count == sets.count + 1)
            #expect(try await store.allUsers().map(\.username) == ["ana"])
        }
    }

    @Test("Two stores whose connections are all ended at once, twice, serve again; the first intent after may say the connection was lost")
    func recoversTwice() async throws {
        try await TestDatabase.with(.postgres) { database in
            let first = try await database.open()
            let second = try await database.open()
            let accounts = EngineServices(store: first).accounts
            let ana = try await accounts.addUser(username: "ana", password: "correct horse")
            for _ in 1...2 {
                _ = try await (first.allUsers(), second.allUsers())
                #expect(try await PostgresBackends.terminate(where: "true", url: database.location) >= 2)
                for store in [first, second] {
                    let answered = await Result { try await Deadline.within(seconds: 20, "a read after the connections ended") {
                        try await store.settings(userID: ana.id)
                    } }
                    try Self.expectAnsweredOrLost(answered, round: 1)
                    _ = try await Deadline.within(seconds: 20, "the read after that") { try await store.settings(userID: ana.id) }
                }
            }
        }
    }

    @Test("A write whose connection is ended while it waits for a row lock fails at once, saying nothing was changed, and changes nothing")
    func writeEndedInFlight() async throws {
        try await TestDatabase.with(.postgres) { database in
            let fixture = try await LiveWorkoutFixture.open(database)
            let ana = try await fixture.user("ana")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let workout = try await fixture.addExercise(bench.id, to: try await fixture.start(for: ana).id, of: ana)
            let entry = try #require(workout.exercises.first)
            let before = try await fixture.workout(workout.id, of: ana).allSets.count
            let url = database.location
            // The test holds the workout's row: adding a set locks it first, so the intent waits inside its transaction
            // (its set not yet written) until its backend is ended.
            try await PostgresBackends.withConnection(url: url) { holder in
                let logger = Logger(label: "test.holder")
                try await holder.query("BEGIN", logger: logger)
                try await holder.query("SELECT id FROM workout WHERE id = \(workout.id) FOR UPDATE", logger: logger)
                let adding = Task {
                    try await Deadline.within(seconds: 20, "a set whose connection was ended while it waited") {
                        try await fixture.addSet(to: entry.id, input: SetInput(weight: "70", reps: "5"), of: ana)
                    }
                }
                let waiting = try await PostgresBackends.waitForLockWait(queryPrefix: "", url: url)
                #expect(try await PostgresBackends.terminate(where: "pid = \(waiting)", url: url) == 1)
                let lost = await #expect(throws: DomainError.self) { _ = try await adding.value }
                // The ended backend's FATAL 57P01 and the socket's close race in postgres-nio (a prepared statement's
                // wait may see the close first): either cause is true, and "Nothing was changed" is what matters.
                #expect(
                    [
                        "The database connection was lost: the database server ended it (an administrator, "
                            + "or the server stopping or restarting). Nothing was changed; try again.",
                        "The database connection was lost: the database server closed it. Nothing was changed; try again.",
                    ].contains(lost?.english ?? ""), "\(lost?.english ?? "no error")")
                #expect(lost?.code == "unavailable")
                try await holder.query("ROLLBACK", logger: logger)
            }
            #expect(try await fixture.workout(workout.id, of: ana).allSets.count == before, "the set was not written")
            _ = try await fixture.addSet(to: entry.id, input: SetInput(weight: "70", reps: "5"), of: ana)
            #expect(try await fixture.workout(workout.id, of: ana).allSets.count == before + 1)
        }
    }

    /// `result` is an answer or the lost connection's error, which names what happened and no SQL.
    static func expectAnsweredOrLost<T>(_ result: Result<T, any Error>, round: Int) throws {
        guard case .failure(let error) = result else { return }
        guard case .unavailable(let text) = error as? DomainError else {
            Issue.record("round \(round): not an answer nor a lost connection: \(String(reflecting: error))")
            return
        }
        let message = EnglishMessages.text(text)
        #expect(message.hasPrefix("The database connection was lost"), "\(message)")
        #expect(!message.contains("SELECT") && !message.contains("INSERT") && !message.contains("PSQL"), "\(message)")
    }
}
