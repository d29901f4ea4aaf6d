import ArgumentParser
import Foundation
import RepbookCore
import RepbookDataFolder
import RepbookSecurity
import RepbookServer
import RepbookSQLite

/// The owner's tools from the command line, over the database `--data-dir` and `--database` name and the data folder's
/// photos: what Settings → Accounts does on the web.
enum UserAdministration {
    /// Runs `body` with the service over that database and the photos of the data folder, then closes the database; a
    /// refusal becomes the command's failure.
    static func with<T>(
        _ data: DataDirectoryOption, _ database: DatabaseOption, bcryptCost: UInt8 = 12, _ body: (AccountAdministration) async throws -> T
    ) async throws -> T {
        let location = CommandStore.location(data, database)
        return try await CommandStore.with(location) { store in
            let administration = AccountAdministration(
                store: store, hasher: BcryptPasswordHasher(cost: bcryptCost), digester: SHA256TokenDigester(),
                files: FileSystemPhotoStore(dataDirectory: location.dataDirectory), now: { Date() })
            do {
                return try await body(administration)
            } catch let error as DomainError {
                throw CommandFailure(description: error.englishMessage)
            }
        }
    }
}

/// `repbook user disable NAME`: signs the user out and refuses their sessions and tokens.
struct DisableUserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "disable", abstract: "Disable an account: signed out at once, its API tokens refused until enabled again.")
    @Argument(help: "The user name.") var name: String
    @OptionGroup var data: DataDirectoryOption
    @OptionGroup var database: DatabaseOption

    func run() async throws {
        let user = try await UserAdministration.with(data, database) { try await $0.disable(try await $0.member(named: name)) }
        print("Disabled \(user.username).")
    }
}

/// `repbook user enable NAME`: lets a disabled user sign in again.
struct EnableUserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "enable", abstract: "Enable a disabled account again.")
    @Argument(help: "The user name.") var name: String
    @OptionGroup var data: DataDirectoryOption
    @OptionGroup var database: DatabaseOption

    func run() async throws {
        let user = try await UserAdministration.with(data, database) { try await $0.enable(try await $0.member(named: name)) }
        print("Enabled \(user.username).")
    }
}

/// `repbook user delete NAME --confirm NAME`: deletes an account with all its data.
struct DeleteUserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete an account with all its workouts, weigh-ins, photos and settings.",
        discussion: "Repeat the user name as --confirm NAME; nothing is deleted otherwise.")
    @Argument(help: "The user name.") var name: String
    @Option(help: "The user name again, to confirm.") var confirm: String
    @OptionGroup var data: DataDirectoryOption
    @OptionGroup var database: DatabaseOption

    func run() async throws {
        try await UserAdministration.with(data, database) { administration in
            try await administration.delete(try await administration.member(named: name), confirmation: confirm)
        }
        print("Deleted \(name) and their data.")
    }
}

/// `repbook user reset-link NAME`: prints a one-time password reset link.
struct ResetLinkCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset-link", abstract: "Print a one-time password reset link for an account (valid 24 hours).")
    @Argument(help: "The user name.") var name: String
    @Option(name: .customLong("public-origin"), help: "The address people open Repbook at (default http://127.0.0.1:8080).")
    var publicOrigin = "http://127.0.0.1:8080"
    @OptionGroup var data: DataDirectoryOption
    @OptionGroup var database: DatabaseOption

    func run() async throws {
        let token = try await UserAdministration.with(data, database) { try await $0.resetLink(for: try await $0.member(named: name)) }
        let origin = publicOrigin.hasSuffix("/") ? String(publicOrigin.dropLast()) : publicOrigin
        print("\(origin)/reset?token=\(token)")
    }
}
