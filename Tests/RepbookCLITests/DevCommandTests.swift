import ArgumentParser
import Foundation
@testable import RepbookCLI
import RepbookCore
import RepbookSQLite
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
        #expect(report.text.contains("4 templates in an active split"))

        let store = try SQLiteStore.open(dataDirectory: directory)
        let credentials = try #require(try await store.credentials(username: "demo"))
        #expect(credentials.user.isOwner)
        #expect(try await store.settings(userID: credentials.user.id).timeZoneIdentifier == "Europe/Berlin")
        let workouts = try await store.completedWorkouts(userID: credentials.user.id, limit: 10_000, before: nil)
        #expect(workouts.count == report.workouts)
        #expect(workouts.reduce(0) { $0 + $1.allSets.count } == report.sets)
        #expect(workouts.first?.date == LocalDate("2026-11-20") || workouts.first.map { $0.date > LocalDate("2026-11-10")! } == true)
        let counts = report.written.counts
        #expect(try await store.templates(userID: credentials.user.id).count == 4)
        #expect(try await store.activeSplit(userID: credentials.user.id)?.name == DemoTemplates.splitName)
        #expect(try await store.bodyWeights(userID: credentials.user.id).count == counts.bodyWeights)
        #expect((250...340).contains(counts.bodyWeights) && (90...160).contains(counts.journalDays))
        let intakes = try await store.supplementIntakes(
            userID: credentials.user.id, from: LocalDate("2025-11-21")!, through: LocalDate("2026-11-20")!)
        #expect(intakes.count == counts.supplementIntakes && intakes.count > 1_500)
        #expect(
            report.text.contains(
                "\(counts.bodyWeights) weigh-ins, \(counts.journalDays) journal days, \(counts.supplementIntakes) supplement intakes"))

        await #expect {
            _ = try await SeedDemoCommand.seedDemo(
                username: "DEMO", password: "another pass", years: 1, sessionsPerWeek: 4, seed: 2, endDate: nil, timeZone: "UTC",
                dataDirectory: directory, bcryptCost: 4)
        } throws: {
            String(describing: $0).contains("already exists")
        }
        #expect(try await store.userCount() == 1)
        #expect(try await store.completedWorkouts(userID: credentials.user.id, limit: 10_000, before: nil).count == report.workouts)
    }

    @Test("The arguments parse, with their limits")
    func parsing() throws {
        let command = try RepbookCommand.parseAsRoot([
            "dev", "seed-demo", "--user", "ana", "--years", "2", "--sessions-per-week", "3", "--seed", "9", "--end-date", "2026-01-31",
            "--data-dir", "/tmp/x",
        ])
        let seed = try #require(command as? SeedDemoCommand)
        #expect(seed.user == "ana" && seed.years == 2 && seed.sessionsPerWeek == 3 && seed.seed == 9 && seed.common.endDate == "2026-01-31")
        #expect(!seed.common.force)
        #expect(throws: (any Error).self) { try RepbookCommand.parseAsRoot(["dev", "seed-demo", "--years", "0", "--data-dir", "/tmp/x"]) }
        #expect(throws: (any Error).self) { try RepbookCommand.parseAsRoot(["dev", "seed-demo", "--end-date", "2026-02-30", "--data-dir", "/tmp/x"]) }
        #expect(throws: (any Error).self) { try RepbookCommand.parseAsRoot(["dev", "seed-demo"]) }
        #expect(throws: (any Error).self) { try RepbookCommand.parseAsRoot(["dev", "seed-instance"]) }
        #expect(throws: (any Error).self) { try RepbookCommand.parseAsRoot(["dev", "seed-instance", "--scale", "2", "--data-dir", "/tmp/x"]) }
        #expect(throws: (any Error).self) { try RepbookCommand.parseAsRoot(["dev", "seed-instance", "--users", "0", "--data-dir", "/tmp/x"]) }
        let instance = try #require(try RepbookCommand.parseAsRoot([
            "dev", "seed-instance", "--users", "3", "--scale", "0.02", "--seed", "5", "--force", "--data-dir", "/tmp/x",
        ]) as? SeedInstanceCommand)
        #expect(instance.users == 3 && instance.scale == 0.02 && instance.seed == 5 && instance.common.force)
        let defaults = try #require(try RepbookCommand.parseAsRoot(["dev", "seed-instance", "--data-dir", "/tmp/x"]) as? SeedInstanceCommand)
        #expect(defaults.users == 1_000 && defaults.scale == 0.1 && !defaults.common.force)
        #expect(SeedInstanceCommand.helpMessage(columns: 10_000).contains("hashed once"))
        #expect(SeedDemoCommand.helpMessage(columns: 10_000).contains("benchmarks"))
        #expect(SeedDemoCommand.helpMessage(columns: 10_000).contains("LARGE amount"))
    }

    /// A data folder holding one account that no dev command created.
    func folderWithRealAccount() async throws -> (directory: String, store: SQLiteStore) {
        let directory = temporaryDirectory()
        let store = try SQLiteStore.open(dataDirectory: directory)
        _ = try await store.createUser(NewUser(
            username: "ana", passwordHash: "not-a-real-hash", settings: .defaults(), library: StarterLibrary.exercises, mustBeFirst: true))
        return (directory, store)
    }

    @Test("A folder with an account the dev commands did not create is refused, untouched, unless --force")
    func refusesRealFolders() async throws {
        let (directory, store) = try await folderWithRealAccount()
        await #expect {
            _ = try await SeedDemoCommand.seedDemo(
                username: "demo", password: nil, years: 1, sessionsPerWeek: 4, seed: 1, endDate: LocalDate("2026-11-20"), timeZone: "UTC",
                dataDirectory: directory, bcryptCost: 4)
        } throws: {
            String(describing: $0).contains("accounts that the dev commands did not create (ana)")
        }
        await #expect {
            _ = try await SeedInstanceCommand.seedInstance(
                DemoInstance(users: 2, scale: 0.02, seed: 1), password: nil, endDate: LocalDate("2026-11-20"), timeZone: "UTC",
                dataDirectory: directory, bcryptCost: 4)
        } throws: {
            String(describing: $0).contains("--force")
        }
        #expect(try await store.allUsers().map(\.username) == ["ana"])

        let forced = try await SeedDemoCommand.seedDemo(
            username: "demo", password: nil, years: 1, sessionsPerWeek: 4, seed: 1, endDate: LocalDate("2026-11-20"), timeZone: "UTC",
            dataDirectory: directory, force: true, bcryptCost: 4)
        #expect(!forced.user.isOwner && forced.sets > 9_000)
        #expect(try await store.allUsers().map(\.username) == ["ana", "demo"])
    }

    @Test("Made-up accounts do not count: a second demo user goes into a folder of demo accounts")
    func addsToDemoFolder() async throws {
        let directory = temporaryDirectory()
        _ = try await SeedInstanceCommand.seedInstance(
            DemoInstance(users: 1, scale: 0.02, seed: 1), password: nil, endDate: LocalDate("2026-11-20"), timeZone: "UTC",
            dataDirectory: directory, bcryptCost: 4)
        let report = try await SeedDemoCommand.seedDemo(
            username: "demo2", password: "another pass", years: 1, sessionsPerWeek: 3, seed: 2, endDate: LocalDate("2026-11-20"),
            timeZone: "UTC", dataDirectory: directory, bcryptCost: 4)
        #expect(report.text.contains("Created user demo2 (the password given)"))
    }

    @Test("The same seed writes the same history: counts, first and last sets")
    func deterministicDatabase() async throws {
        var histories: [[Workout]] = []
        for _ in 0..<2 {
            let directory = temporaryDirectory()
            let report = try await SeedDemoCommand.seedDemo(
                username: "demo", password: nil, years: 1, sessionsPerWeek: 4, seed: 42, endDate: LocalDate("2026-11-20"),
                timeZone: "Europe/Berlin", dataDirectory: directory, bcryptCost: 4)
            let store = try SQLiteStore.open(dataDirectory: directory)
            histories.append(try await store.completedWorkouts(userID: report.user.id, limit: 10_000, before: nil))
        }
        #expect(histories[0].count == histories[1].count && histories[0].count > 150)
        for (first, second) in zip(histories[0], histories[1]) {
            #expect(first.date == second.date && first.startedAt == second.startedAt && first.allSets.count == second.allSets.count)
        }
        for pick in [{ (workouts: [Workout]) in workouts.first! }, { (workouts: [Workout]) in workouts.last! }] {
            let sets = histories.map { pick($0).allSets.map(\.values) }
            #expect(sets[0] == sets[1] && !sets[0].isEmpty)
        }
    }

    @Test("A small instance end to end: three accounts, each its own history, one shared password hash, progress printed")
    func smallInstance() async throws {
        let directory = temporaryDirectory()
        var lines: [String] = []
        let report = try await SeedInstanceCommand.seedInstance(
            DemoInstance(users: 3, scale: 0.02, seed: 7), password: "shared pass 1", endDate: LocalDate("2026-11-20"),
            timeZone: "Europe/Berlin", dataDirectory: directory, bcryptCost: 4) { lines.append($0) }
        #expect(lines.count == 1 && lines[0].hasPrefix("3/3 accounts, \(report.sets) sets"))
        #expect(report.users == 3 && (4_000...8_000).contains(report.sets), "about 73 days each: \(report.sets)")
        #expect(report.text.contains("Created user0001 to user0003 (all with the password given)"))
        #expect(report.text.contains("73 days each ending 2026-11-20, seed 7"))

        let store = try SQLiteStore.open(dataDirectory: directory)
        let users = try await store.allUsers()
        #expect(users.map(\.username) == ["user0001", "user0002", "user0003"])
        var hashes: Set<String> = []
        var signatures: Set<String> = []
        var total = 0
        for user in users {
            let credentials = try #require(try await store.credentials(username: user.username))
            hashes.insert(credentials.passwordHash)
            let workouts = try await store.completedWorkouts(userID: user.id, limit: 10_000, before: nil)
            total += workouts.reduce(0) { $0 + $1.allSets.count }
            let weights = try await store.bodyWeights(userID: user.id)
            signatures.insert("\(workouts.count) \(try #require(workouts.last).date) \(weights.count) \(weights.first?.weight.value ?? 0)")
            #expect(try await store.activeSplit(userID: user.id) != nil)
            #expect(weights.count > 25, "most of 73 days")
            #expect(try await store.settings(userID: user.id).timeZoneIdentifier == "Europe/Berlin")
        }
        #expect(total == report.sets)
        #expect(hashes.count == 1 && hashes.first!.hasPrefix("$2"), "one bcrypt hash, computed once")
        #expect(signatures.count > 1, "the accounts' data differ: \(signatures)")

        await #expect {
            _ = try await SeedInstanceCommand.seedInstance(
                DemoInstance(users: 1, scale: 0.02, seed: 7), password: nil, endDate: nil, timeZone: "UTC", dataDirectory: directory,
                bcryptCost: 4)
        } throws: {
            String(describing: $0).contains("user0001")
        }
        #expect(try await store.userCount() == 3)
    }
}
