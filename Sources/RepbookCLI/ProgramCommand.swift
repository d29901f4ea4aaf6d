import ArgumentParser
import Foundation
import RepbookCore

/// `repbook program list | start | today | sheet`: programs from the command line.
struct ProgramCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "program", abstract: "Programs: the library, start one, today's day, the sheet ahead.",
        subcommands: [ProgramListCommand.self, ProgramStartCommand.self, ProgramTodayCommand.self, ProgramSheetCommand.self])
}

/// `repbook program list`: the library and the user's programs.
struct ProgramListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the library and your programs.")

    @OptionGroup
    var account: ProgramAccountOptions

    func run() async throws {
        print(try await account.with { store, user in try await ProgramLines.list(store: store, username: user) })
    }
}

/// `repbook program start 531-bbb --tm squat=140kg ...`: starts a library program.
struct ProgramStartCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "start", abstract: "Start a library program with your training maxes.",
        discussion: "Give each lift's training max as LIFT=WEIGHT (squat=140kg, bench-press=225lb); --suggest fills the rest from your history.")

    @Argument(help: "The library program's slug, as `repbook program list` shows it.")
    var slug: String

    @Option(name: .customLong("tm"), help: "A training max, LIFT=WEIGHT (repeat for each lift).")
    var trainingMaxes: [String] = []

    @Flag(help: "Suggest the training maxes not given from the history (90 % of the best e1RM).")
    var suggest = false

    @OptionGroup
    var account: ProgramAccountOptions

    func run() async throws {
        print(try await account.with { store, user in
            try await ProgramLines.start(store: store, slug: slug, trainingMaxes: trainingMaxes, suggest: suggest, username: user)
        })
    }
}

/// `repbook program today`: the running program's next day, every set with its reason.
struct ProgramTodayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "today", abstract: "Show the running program's next day.")

    @OptionGroup
    var account: ProgramAccountOptions

    func run() async throws {
        print(try await account.with { store, user in try await ProgramLines.today(store: store, username: user) })
    }
}

/// `repbook program sheet --weeks 4`: every prescribed set of the weeks ahead.
struct ProgramSheetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sheet", abstract: "Show the running program's sheet.")

    @Option(help: "How many weeks ahead (1 to 52).")
    var weeks = 1

    @OptionGroup
    var account: ProgramAccountOptions

    func run() async throws {
        print(try await account.with { store, user in try await ProgramLines.sheet(store: store, weeks: weeks, username: user) })
    }
}

/// The account and store options every `repbook program` command takes.
struct ProgramAccountOptions: ParsableArguments {
    @Option(help: "The account (needed when there is more than one).")
    var user: String?

    @OptionGroup
    var data: DataDirectoryOption

    @OptionGroup
    var database: DatabaseOption

    /// Runs `body` with the store these options name and the account name given.
    func with(_ body: (any RepbookStore, String?) async throws -> String) async throws -> String {
        try await CommandStore.with(CommandStore.location(data, database)) { store in try await body(store, user) }
    }
}
