import ArgumentParser
import Foundation
@testable import RepbookCLI
import RepbookCore
import RepbookStore
import Testing

@Suite("repbook dev seed-demo")
struct DevCommandTests {
    func temporaryDirectory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("repbook-cli-\(UUID().uuidString)").path
    }

    @Test("One year of demo history: a new owner with about ten thousand sets, counts printed; a second run is refused")
    func seedOneYear() async throws {
        let directory = temporaryDirectory()
        let report = try await SeedDemoCommand.seedDemo(
            username: "demo", password: nil, years: 1, sessionsPerWeek: 4, seed: 1, endDate: LocalDate("2026-11-20"),
            timeZone: "Europe/Berlin", dataDirectory: directory, bcryptCost: 4)
        #expect((180...215).contains(report.workouts))
        #expect((9_000...11_000).contains(report.sets))
        #expect(report.text.contains("Wrote \(report.workouts) workouts with \(report.sets) sets, 2025-11-21 to 2026-11-20, seed 1."))
        #expect(report.text.contains("Created owner demo (password \"\(SeedDemoCommand.defaultPassword)\")"))

        let store = try SQLiteStore.open(dataDirectory: directory)
        let credentials = try #require(try await store.credentials(username: "demo"))
        #expect(credentials.user.isOwner)
        #expect(try await store.settings(userID: credentials.user.id).timeZoneIdentifier == "Europe/Berlin")
        let workouts = try await store.completedWorkouts(userID: credentials.user.id, limit: 10_000, offset: 0)
        #expect(workouts.count == report.workouts)
        #expect(workouts.reduce(0) { $0 + $1.allSets.count } == report.sets)
        #expect(workouts.first?.date == LocalDate("2026-11-20") || workouts.first.map { $0.date > LocalDate("2026-11-10")! } == true)

        await #expect {
            _ = try await SeedDemoCommand.seedDemo(
                username: "DEMO", password: "another pass", years: 1, sessionsPerWeek: 4, seed: 2, endDate: nil, timeZone: "UTC",
                dataDirectory: directory, bcryptCost: 4)
        } throws: {
            String(describing: $0).contains("already exists")
        }
        #expect(try await store.userCount() == 1)
        #expect(try await store.completedWorkouts(userID: credentials.user.id, limit: 10_000, offset: 0).count == report.workouts)
    }

    @Test("The arguments parse, with their limits")
    func parsing() throws {
        let command = try RepbookCommand.parseAsRoot([
            "dev", "seed-demo", "--user", "ana", "--years", "2", "--sessions-per-week", "3", "--seed", "9", "--end-date", "2026-01-31",
            "--data-dir", "/tmp/x",
        ])
        let seed = try #require(command as? SeedDemoCommand)
        #expect(seed.user == "ana" && seed.years == 2 && seed.sessionsPerWeek == 3 && seed.seed == 9 && seed.endDate == "2026-01-31")
        #expect(throws: (any Error).self) { try RepbookCommand.parseAsRoot(["dev", "seed-demo", "--years", "0"]) }
        #expect(throws: (any Error).self) { try RepbookCommand.parseAsRoot(["dev", "seed-demo", "--end-date", "2026-02-30"]) }
        #expect(SeedDemoCommand.helpMessage(columns: 10_000).contains("benchmarks"))
        #expect(SeedDemoCommand.helpMessage(columns: 10_000).contains("LARGE amount"))
    }
}
