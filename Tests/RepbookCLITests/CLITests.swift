import ArgumentParser
import Foundation
@testable import RepbookCLI
import RepbookCore
import RepbookServer
import RepbookSQLite
import Testing

@Suite("Command line")
struct CLITests {
    func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("user add creates the owner first, then members, with the password from standard input", arguments: CLIEngine.allCases)
    func addUsers(engine: CLIEngine) async throws {
        try await CLITestDatabase.with(engine) { database in
            try await AddUserCommand.addUser(
                name: "ana", timeZone: "Europe/Berlin", location: database.location, passwordSource: { "correct horse" }, bcryptCost: 4)
            try await AddUserCommand.addUser(
                name: "ben", timeZone: "UTC", location: database.location, passwordSource: { "bens horse!" }, bcryptCost: 4)
            let store = try await database.open()
            let users = try await store.allUsers()
            #expect(users.map(\.username) == ["ana", "ben"])
            #expect(users.map(\.isOwner) == [true, false])
            #expect(try await store.settings(userID: users[0].id).timeZoneIdentifier == "Europe/Berlin")
        }
    }

    @Test("Refusals name the problem and create nothing", arguments: CLIEngine.allCases)
    func refusals(engine: CLIEngine) async throws {
        try await CLITestDatabase.with(engine) { database in
            await #expect(throws: CommandFailure.self) {
                try await AddUserCommand.addUser(
                    name: "ana", timeZone: "UTC", location: database.location, passwordSource: { "short" }, bcryptCost: 4)
            }
            await #expect(throws: CommandFailure.self) {
                try await AddUserCommand.addUser(name: "ana", timeZone: "UTC", location: database.location, passwordSource: { nil }, bcryptCost: 4)
            }
            let count = try await database.open().userCount()
            #expect(count == 0)
        }
    }

    @Test("Arguments parse for serve and user add")
    func parsing() throws {
        let serve = try RepbookCommand.parseAsRoot(["serve", "--port", "9000", "--data-dir", "/tmp/x", "--public-origin", "https://a.b"])
        #expect(String(describing: type(of: serve)).contains("Serve"))
        let add = try RepbookCommand.parseAsRoot(["user", "add", "ana", "--data-dir", "/tmp/x"])
        #expect(String(describing: type(of: add)).contains("AddUser"))
        #expect(throws: (any Error).self) { try RepbookCommand.parseAsRoot(["serve", "--port", "eighty"]) }
    }
}

@Suite("repbook log")
struct LogCommandTests {
    /// Runs `body` with a store holding the one account ana, on `engine`.
    func withAna(_ engine: CLIEngine, _ body: (any RepbookStore) async throws -> Void) async throws {
        try await CLITestDatabase.with(engine) { database in
            try await AddUserCommand.addUser(
                name: "ana", timeZone: "UTC", location: database.location, passwordSource: { "correct horse" }, bcryptCost: 4)
            try await body(try await database.open())
        }
    }

    @Test("Lines merge like the web log: 100kg 5x3 then 5x2 reads 100 kg × 5 × 5", arguments: CLIEngine.allCases)
    func merges(engine: CLIEngine) async throws {
        try await withAna(engine) { store in
            _ = try await LogCommand.log(store: store, exercise: "bench press", weight: "100kg", reps: "5x3", date: "2026-11-20", username: nil)
            let line = try await LogCommand.log(
                store: store, exercise: "BENCH PRESS", weight: "100", reps: "5x2", date: "2026-11-20", username: "ana")
            #expect(line == "Bench Press, 2026-11-20: 100 kg × 5 × 5")
            let pounds = try await LogCommand.log(store: store, exercise: "deadlift", weight: "225lb", reps: "3", date: "2026-11-20", username: nil)
            #expect(pounds == "Deadlift, 2026-11-20: 102.5 kg × 3 × 1")
        }
    }

    @Test("An unknown exercise suggests the closest names; bad reps are named", arguments: CLIEngine.allCases)
    func errors(engine: CLIEngine) async throws {
        try await withAna(engine) { store in
            await #expect {
                try await LogCommand.log(store: store, exercise: "bench pres", weight: "100", reps: "5", date: nil, username: nil)
            } throws: {
                String(describing: $0).contains("Did you mean: Bench Press")
            }
            await #expect {
                try await LogCommand.log(store: store, exercise: "bench press", weight: "100", reps: "5x3x2", date: nil, username: nil)
            } throws: {
                String(describing: $0).contains("5x3")
            }
            await #expect {
                try await LogCommand.log(store: store, exercise: "bench press", weight: "100", reps: "5", date: nil, username: "zed")
            } throws: {
                String(describing: $0).contains("No account named")
            }
        }
    }

    @Test("The command itself logs into the database --database names", arguments: CLIEngine.allCases)
    func runsOnEitherEngine(engine: CLIEngine) async throws {
        try await CLITestDatabase.with(engine) { database in
            try await AddUserCommand.addUser(
                name: "ana", timeZone: "UTC", location: database.location, passwordSource: { "correct horse" }, bcryptCost: 4)
            let command = try #require(
                try RepbookCommand.parseAsRoot(["log", "deadlift", "140kg", "5x3", "--date", "2026-11-20"] + database.arguments) as? LogCommand)
            try await command.run()
            let store = try await database.open()
            let line = try await LogCommand.log(store: store, exercise: "deadlift", weight: "140", reps: "5", date: "2026-11-20", username: "ana")
            #expect(line == "Deadlift, 2026-11-20: 140 kg × 5 × 4")
        }
    }

    @Test("The arguments parse")
    func parsing() throws {
        let command = try RepbookCommand.parseAsRoot(["log", "bench press", "100kg", "5x3", "--date", "2026-11-20", "--user", "ana"])
        #expect(command is LogCommand)
    }
}

@Suite("repbook program")
struct ProgramCommandTests {
    @Test("list, start with training maxes, today with reasons, sheet of a week", arguments: CLIEngine.allCases)
    func program(engine: CLIEngine) async throws {
        try await CLITestDatabase.with(engine) { database in
            try await AddUserCommand.addUser(
                name: "ana", timeZone: "UTC", location: database.location, passwordSource: { "correct horse" }, bcryptCost: 4)
            let store = try await database.open()
            let list = try await ProgramLines.list(store: store, username: nil)
            #expect(list.contains("  531-bbb: 5/3/1 Boring But Big, 4 days × 4 weeks"))
            #expect(list.contains("No programs of yours yet"))
            await #expect {
                try await ProgramLines.start(store: store, slug: "531-bbb", trainingMaxes: ["squat=140"], suggest: false, username: nil)
            } throws: {
                String(describing: $0).contains("Overhead Press needs a training max.")
            }
            let started = try await ProgramLines.start(
                store: store, slug: "531-bbb", trainingMaxes: ["squat=140", "bench-press=100kg", "deadlift=180", "overhead-press=135lb"],
                suggest: false, username: "ana")
            #expect(started.hasPrefix("Started 5/3/1 Boring But Big"))
            #expect(started.contains("  Squat: 140 kg (Set at the start)"))
            #expect(started.contains("  Overhead Press: 135 lb (Set at the start)"))
            let today = try await ProgramLines.today(store: store, username: nil)
            #expect(today.hasPrefix("5/3/1 Boring But Big, cycle 1, week 1, day 1: Overhead Press\n"))
            #expect(today.contains("    85 % of TM 61.23 kg = 52.05 kg → 52.5 kg"))
            let sheet = try await ProgramLines.sheet(store: store, weeks: 1, username: nil)
            #expect(sheet.contains("cycle 1, week 1, day 4: Squat\n  Squat: 90 kg × 5, 105 kg × 5, 120 kg × 5+, 70 kg × 10"))
            #expect(try await ProgramLines.list(store: store, username: nil).contains("(running, cycle 1, week 1, day 1)"))
        }
    }
}
