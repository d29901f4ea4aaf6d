import ArgumentParser
import Foundation
import RepbookCore
import RepbookSecurity
import RepbookStore

/// The owner's tools from the command line, over the data folder: what Settings → Accounts does on the web.
enum UserAdministration {
    /// The service over the database and photos of `dataDirectory`.
    static func open(_ dataDirectory: String, bcryptCost: UInt8 = 12) throws -> AccountAdministration {
        AccountAdministration(
            store: try SQLiteStore.open(dataDirectory: dataDirectory), hasher: BcryptPasswordHasher(cost: bcryptCost),
            digester: SHA256TokenDigester(), files: FileSystemPhotoStore(dataDirectory: dataDirectory), now: { Date() })
    }

    /// Runs `body`, turning a refusal into the command's failure.
    static func run<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as DomainError {
            throw CommandFailure(description: error.message)
        }
    }
}

/// `repbook user disable NAME`: signs the user out and refuses their sessions and tokens.
struct DisableUserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "disable", abstract: "Disable an account: signed out at once, its API tokens refused until enabled again.")
    @Argument(help: "The user name.") var name: String
    @OptionGroup var data: DataDirectoryOption

    func run() async throws {
        let administration = try UserAdministration.open(data.resolved)
        let user = try await UserAdministration.run { try await administration.disable(try await administration.member(named: name)) }
        print("Disabled \(user.username).")
    }
}

/// `repbook user enable NAME`: lets a disabled user sign in again.
struct EnableUserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "enable", abstract: "Enable a disabled account again.")
    @Argument(help: "The user name.") var name: String
    @OptionGroup var data: DataDirectoryOption

    func run() async throws {
        let administration = try UserAdministration.open(data.resolved)
        let user = try await UserAdministration.run { try await administration.enable(try await administration.member(named: name)) }
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

    func run() async throws {
        let administration = try UserAdministration.open(data.resolved)
        try await UserAdministration.run {
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

    func run() async throws {
        let administration = try UserAdministration.open(data.resolved)
        let token = try await UserAdministration.run { try await administration.resetLink(for: try await administration.member(named: name)) }
        let origin = publicOrigin.hasSuffix("/") ? String(publicOrigin.dropLast()) : publicOrigin
        print("\(origin)/reset?token=\(token)")
    }
}
