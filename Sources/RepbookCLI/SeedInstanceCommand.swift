import ArgumentParser
import Foundation
import RepbookCore
import RepbookServer
import RepbookSecurity
import RepbookSQLite

/// `repbook dev seed-instance`: creates many made-up accounts, each with its own smaller demo history, for benchmarks of a
/// busy instance.
struct SeedInstanceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seed-instance",
        abstract: "For benchmarks: create many accounts (user0001, user0002, ...), each with a generated history.",
        discussion: """
            Writes a VERY LARGE amount of made-up data: 1,000 accounts at --scale 0.1 are about 10 million sets (each account \
            one year of the seed-demo history: about 10,000 sets with templates, a split, weigh-ins, journal and supplements). \
            Every account gets its own seed derived from --seed, so their data differ; the same --seed and --end-date give \
            the same instance.

            All accounts share one password (default "\(SeedDemoCommand.defaultPassword)"). It is hashed once and that hash \
            is stored for every account, since bcrypt per account would take minutes.

            --data-dir is required, and a folder holding any account the dev commands did not create (other than demo... \
            and user0001...) is refused unless --force. Accounts that exist already stop the run.
            """)

    @Option(help: "How many accounts to create, 1 to 10000.")
    var users = 1_000

    @Option(help: "Each history as a share of the ten-year demo user, 0.01 to 1 (0.1 is one year).")
    var scale = 0.1

    @Option(help: "The random seed the accounts' seeds derive from.")
    var seed: UInt64 = 1

    @Option(help: "The password every account shares (default: \"\(SeedDemoCommand.defaultPassword)\").")
    var password: String?

    @OptionGroup
    var common: DemoSeedOptions

    func validate() throws {
        guard (1...10_000).contains(users) else { throw ValidationError("--users must be 1 to 10000.") }
        guard (0.01...1).contains(scale) else { throw ValidationError("--scale must be 0.01 to 1.") }
        try common.validate(for: "seed-instance")
    }

    func run() async throws {
        let report = try await Self.seedInstance(
            DemoInstance(users: users, scale: scale, seed: seed), password: password, endDate: common.endDay,
            timeZone: common.timeZone, dataDirectory: common.data.resolved, force: common.force
        ) { line in
            // Unbuffered, so the progress shows at once even when the output goes to a file or a pipe.
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
        print(report.text)
    }

    /// What the instance holds after seeding, and the closing lines to print.
    struct Report {
        let users: Int
        let workouts: Int
        let sets: Int
        let seconds: Double
        let text: String
    }

    /// Creates the instance's accounts one after another, each with its history in its own transaction; `progress`
    /// receives a line every hundred accounts and after the last.
    static func seedInstance(
        _ instance: DemoInstance, password: String?, endDate: LocalDate?, timeZone: String, dataDirectory: String, force: Bool = false,
        bcryptCost: UInt8 = 12, progress: (String) -> Void = { _ in }
    ) async throws -> Report {
        let store = try SQLiteStore.open(dataDirectory: dataDirectory)
        try await DemoFolderCheck.requireOnlyMadeUpAccounts(in: store, dataDirectory: dataDirectory, force: force)
        let clock = ContinuousClock()
        let start = clock.now
        let sharedPassword = password ?? SeedDemoCommand.defaultPassword
        let hasher = try await SharedPasswordHasher.hashingOnce(sharedPassword, with: BcryptPasswordHasher(cost: bcryptCost))
        let accounts = AccountService(store: store, hasher: hasher, throttle: LoginThrottle(), now: { Date() })
        let seeding = DemoSeeding(store: store, dataDirectory: dataDirectory)
        let zone = TimeZone(identifier: timeZone) ?? TimeZone(identifier: "UTC")!
        let lastDay = endDate ?? LocalDate(Date(), in: zone).adding(days: -1)

        var workouts = 0
        var sets = 0
        for number in 1...instance.users {
            let username = DemoInstance.username(number)
            let user: User
            do {
                user = try await accounts.addUser(username: username, password: sharedPassword, timeZoneIdentifier: timeZone)
            } catch let error as DomainError {
                throw CommandFailure(
                    description: "\(username): \(error.englishMessage) seed-instance only creates new accounts; use an empty --data-dir.")
            }
            let history = DemoHistory(seed: instance.seed(ofUser: number), endDate: lastDay, days: instance.days, timeZone: zone)
            let written = try await seeding.seed(DemoAccount(history: history), userID: user.id)
            workouts += written.counts.workouts
            sets += written.counts.sets
            if number % 100 == 0 || number == instance.users {
                progress("\(number)/\(instance.users) accounts, \(sets) sets, \(SeedDemoCommand.format((clock.now - start).seconds)) s")
            }
        }
        let seconds = (clock.now - start).seconds
        let passwordLine = password == nil ? "password \"\(SeedDemoCommand.defaultPassword)\"" : "the password given"
        let text = """
            Created \(DemoInstance.username(1)) to \(DemoInstance.username(instance.users)) (all with \(passwordLine)) in \(dataDirectory).
            Wrote \(workouts) workouts with \(sets) sets, \(instance.days) days each ending \(lastDay), seed \(instance.seed), \
            in \(SeedDemoCommand.format(seconds)) s.
            """
        return Report(users: instance.users, workouts: workouts, sets: sets, seconds: seconds, text: text)
    }
}
