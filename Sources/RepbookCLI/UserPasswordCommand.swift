import ArgumentParser
import Foundation
import RepbookCore
import RepbookSecurity
import RepbookServer

/// `repbook user password NAME`: sets a user's password from standard input and signs out all their browsers.
struct UserPasswordCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "password",
        abstract: "Set a user's password (read from standard input) and sign out all their browsers.",
        discussion: """
            Say whether their API tokens go too: echo 'new long passphrase' | repbook user password ana --keep-tokens
            """)

    /// Whether the user's API tokens are revoked with the change.
    enum TokenChoice: String, EnumerableFlag {
        case keepTokens, revokeTokens

        static func help(for value: TokenChoice) -> ArgumentHelp? {
            value == .keepTokens ? "Keep the user's API tokens working." : "Revoke every API token of the user."
        }
    }

    @Argument(help: "The user name.")
    var name: String

    @Flag(help: "Whether to keep or revoke the user's API tokens (one is required).")
    var tokens: TokenChoice

    @OptionGroup
    var data: DataDirectoryOption

    @OptionGroup
    var database: DatabaseOption

    func run() async throws {
        try await Self.setPassword(
            name: name, revokeTokens: tokens == .revokeTokens, location: CommandStore.location(data, database),
            passwordSource: PasswordReader.standardInput)
    }

    /// Sets the password in the database `location` names, printing what it ended.
    static func setPassword(
        name: String, revokeTokens: Bool, location: StoreLocation, passwordSource: () -> String?, bcryptCost: UInt8 = 12
    ) async throws {
        guard let password = passwordSource() else { throw CommandFailure(description: "No password on standard input.") }
        try await CommandStore.with(location) { store in
            try await setPassword(name: name, password: password, revokeTokens: revokeTokens, store: store, bcryptCost: bcryptCost)
        }
    }

    /// Sets the password in `store` and prints how many sessions and tokens it ended.
    private static func setPassword(
        name: String, password: String, revokeTokens: Bool, store: any RepbookStore, bcryptCost: UInt8
    ) async throws {
        let accounts = AccountService(store: store, hasher: BcryptPasswordHasher(cost: bcryptCost), throttle: LoginThrottle(), now: { Date() })
        do {
            let (user, change) = try await accounts.setPassword(username: name, new: password, revokeTokens: revokeTokens)
            var line =
                "Changed the password of \(user.username); signed out \(change.endedSessions) \(change.endedSessions == 1 ? "session" : "sessions")"
            line += revokeTokens ? " and revoked \(change.revokedTokens) API \(change.revokedTokens == 1 ? "token" : "tokens")." : "."
            print(line)
        } catch let error as DomainError {
            throw CommandFailure(description: error.englishMessage)
        }
    }
}
