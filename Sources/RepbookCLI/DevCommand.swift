import ArgumentParser
import Foundation
import RepbookCore
import RepbookServer
import RepbookSecurity
import RepbookSQLite

/// `repbook dev`: tools for development, demos and benchmarks; never needed to run Repbook.
struct DevCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dev", abstract: "Development tools: demo data for screenshots and benchmarks.",
        subcommands: [SeedDemoCommand.self, SeedInstanceCommand.self, HealthExportCommand.self])
}

/// `repbook dev seed-demo`: creates an account with years of made-up training, body, journal and supplement history.
struct SeedDemoCommand: AsyncParsableCommand {
    /// The password of the demo account when none is given.
    static let defaultPassword = "demo-lifter-2026"

    static let configuration = CommandConfiguration(
        commandName: "seed-demo",
        abstract: "For demos and benchmarks: create an account with years of generated training history.",
        discussion: """
            Writes a LARGE amount of made-up data: ten years at four sessions a week is about 2,000 workouts and 100,000 sets \
            (about 10,000 sets a year) across about 60 exercises, plus the program's days as templates in an active split, \
            weigh-ins on most days, journal tags on about a third of the days and the starter supplements ticked on most days.

            --data-dir is required, so it never writes into the database you train with by accident, and a folder holding \
            any account the dev commands did not create (other than demo... and user0001...) is refused unless --force.

            The account is new (refused if the name exists; the first account of a database becomes the owner) and gets the \
            starter library like any new account. The history is an upper/lower split with warm-ups, slow progress, deload \
            weeks and holidays; the same --seed and --end-date always give the same data. It is written in one transaction \
            through the same validated restore as a full archive import.

            Without --password the password is "\(defaultPassword)"; the output says which one applies.
            """)

    @Option(help: "The account to create.")
    var user = "demo"

    @Option(help: "The account's password (default: \"\(SeedDemoCommand.defaultPassword)\").")
    var password: String?

    @Option(help: "Years of history, 1 to 50.")
    var years = 10

    @Option(name: .customLong("sessions-per-week"), help: "Sessions in a normal week, 1 to 7.")
    var sessionsPerWeek = 4

    @Option(help: "The random seed; the same seed and end date give the same history.")
    var seed: UInt64 = 1

    @OptionGroup
    var common: DemoSeedOptions

    func validate() throws {
        guard (1...50).contains(years) else { throw ValidationError("--years must be 1 to 50.") }
        guard (1...7).contains(sessionsPerWeek) else { throw ValidationError("--sessions-per-week must be 1 to 7.") }
        try common.validate(for: "seed-demo")
    }

    func run() async throws {
        let report = try await Self.seedDemo(
            username: user, password: password, years: years, sessionsPerWeek: sessionsPerWeek, seed: seed,
            endDate: common.endDay, timeZone: common.timeZone, dataDirectory: common.data.resolved, force: common.force)
        print(report.text)
    }

    /// What seeding wrote, and the lines to print.
    struct Report {
        let user: User
        let written: DemoSeeding.Written
        let startDate: LocalDate
        let endDate: LocalDate
        let text: String

        var workouts: Int { written.counts.workouts }
        var sets: Int { written.counts.sets }
    }

    /// Creates the account in the database of `dataDirectory` and writes its generated data in one transaction.
    static func seedDemo(
        username: String, password: String?, years: Int, sessionsPerWeek: Int, seed: UInt64, endDate: LocalDate?, timeZone: String,
        dataDirectory: String, force: Bool = false, bcryptCost: UInt8 = 12
    ) async throws -> Report {
        let store = try SQLiteStore.open(dataDirectory: dataDirectory)
        try await DemoFolderCheck.requireOnlyMadeUpAccounts(in: store, dataDirectory: dataDirectory, force: force)
        if try await store.credentials(username: username) != nil {
            throw CommandFailure(description: """
                An account named "\(username)" already exists in \(dataDirectory); seed-demo only creates new accounts. \
                Pass another --user or an empty --data-dir.
                """)
        }
        let accounts = AccountService(store: store, hasher: BcryptPasswordHasher(cost: bcryptCost), throttle: LoginThrottle(), now: { Date() })
        let user: User
        do {
            user = try await accounts.addUser(username: username, password: password ?? defaultPassword, timeZoneIdentifier: timeZone)
        } catch let error as DomainError {
            throw CommandFailure(description: error.englishMessage)
        }
        let zone = try await store.settings(userID: user.id).timeZone
        let history = DemoHistory(
            seed: seed, endDate: endDate ?? LocalDate(Date(), in: zone).adding(days: -1), years: years, sessionsPerWeek: sessionsPerWeek,
            timeZone: zone)
        let written = try await DemoSeeding(store: store, dataDirectory: dataDirectory).seed(DemoAccount(history: history), userID: user.id)

        let role = user.isOwner ? "owner" : "user"
        let passwordLine = password == nil ? "password \"\(defaultPassword)\"" : "the password given"
        let counts = written.counts
        let text = """
            Created \(role) \(user.username) (\(passwordLine)) in \(dataDirectory).
            Wrote \(counts.workouts) workouts with \(counts.sets) sets, \(history.startDate) to \(history.endDate), seed \(seed).
            Also \(written.exercisesTrained) exercises trained, \(counts.templates) templates in an active split, \(counts.bodyWeights) weigh-ins, \
            \(counts.journalDays) journal days, \(counts.supplementIntakes) supplement intakes.
            Generated in \(format(written.generationSeconds)) s, written in \(format(written.writeSeconds)) s.
            """
        return Report(user: user, written: written, startDate: history.startDate, endDate: history.endDate, text: text)
    }

    /// Seconds with two decimals.
    static func format(_ seconds: Double) -> String {
        String(format: "%.2f", seconds)
    }
}
