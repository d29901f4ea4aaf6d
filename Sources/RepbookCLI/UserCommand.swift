import ArgumentParser
import Foundation
import RepbookCore
import RepbookSecurity
import RepbookServer

/// `repbook user`: account management.
struct UserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "user", abstract: "Manage accounts.", subcommands: [
            AddUserCommand.self, UserPasswordCommand.self, DisableUserCommand.self, EnableUserCommand.self, DeleteUserCommand.self,
            ResetLinkCommand.self,
        ])
}

/// `repbook user add NAME`: creates an account, reading the password from standard input.
struct AddUserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Create an account; the first one becomes the owner.",
        discussion: "The password is read from standard input (one line), so it can be scripted: echo 'secret pass' | repbook user add ana")

    @Argument(help: "The user name (letters, digits, dots, dashes, underscores).")
    var name: String

    @Option(name: .customLong("time-zone"), help: "The user's time zone, such as Europe/Berlin (default: UTC).")
    var timeZone = "UTC"

    @OptionGroup
    var data: DataDirectoryOption

    @OptionGroup
    var database: DatabaseOption

    @OptionGroup
    var testBcryptCost: TestBcryptCostOption

    func run() async throws {
        try await Self.addUser(
            name: name, timeZone: timeZone, location: CommandStore.location(data, database), passwordSource: PasswordReader.standardInput,
            bcryptCost: try testBcryptCost.announcedCost())
    }

    /// Creates the user in the database `location` names, printing what happened.
    static func addUser(
        name: String, timeZone: String, location: StoreLocation, passwordSource: () -> String?, bcryptCost: UInt8 = 12
    ) async throws {
        guard let password = passwordSource() else { throw CommandFailure(description: "No password on standard input.") }
        try await CommandStore.with(location) { store in
            let accounts = AccountService(store: store, hasher: BcryptPasswordHasher(cost: bcryptCost), throttle: LoginThrottle(), now: { Date() })
            do {
                let user = try await accounts.addUser(username: name, password: password, timeZoneIdentifier: timeZone)
                print("Created \(user.isOwner ? "owner" : "user") \(user.username) in \(location.displayName).")
            } catch let error as DomainError {
                throw CommandFailure(description: error.englishMessage)
            }
        }
    }
}
