import ArgumentParser
import Foundation
@testable import RepbookCLI
import RepbookCore
import RepbookSecurity
import RepbookServer
import RepbookSQLite
import Testing

@Suite("repbook user password")
struct UserAccountCommandTests {
    @Test("The new password comes from standard input; every session ends; tokens go only with --revoke-tokens", arguments: CLIEngine.allCases)
    func setsPassword(engine: CLIEngine) async throws {
        try await CLITestDatabase.with(engine) { database in
            let location = database.location
            try await AddUserCommand.addUser(name: "ana", timeZone: "UTC", location: location, passwordSource: { "correct horse" }, bcryptCost: 4)
            let store = try await database.open()
            let accounts = AccountService(store: store, hasher: BcryptPasswordHasher(cost: 4), throttle: LoginThrottle(), now: { Date() })
            let sessions = SessionService(store: store, accounts: accounts, digester: SHA256TokenDigester(), now: { Date() })
            let tokens = APITokenService(store: store, accounts: accounts, digester: SHA256TokenDigester(), now: { Date() })
            let signedIn = try await sessions.signIn(username: "ana", password: "correct horse", address: "1")
            let token = try await tokens.issue(username: "ana", password: "correct horse", address: "1", label: "script")

            try await UserPasswordCommand.setPassword(
                name: "ANA", revokeTokens: false, location: location, passwordSource: { "a new long phrase" }, bcryptCost: 4)
            #expect(try await sessions.resolve(cookieToken: signedIn.cookieToken) == nil)
            #expect(try await tokens.authenticate(bearer: token.token).username == "ana")
            _ = try await sessions.signIn(username: "ana", password: "a new long phrase", address: "1")

            try await UserPasswordCommand.setPassword(
                name: "ana", revokeTokens: true, location: location, passwordSource: { "third long phrase" }, bcryptCost: 4)
            await #expect(throws: DomainError.self) { try await tokens.authenticate(bearer: token.token) }
            await #expect(throws: CommandFailure.self) {
                try await UserPasswordCommand.setPassword(
                    name: "ana", revokeTokens: false, location: location, passwordSource: { "short" }, bcryptCost: 4)
            }
            await #expect(throws: CommandFailure.self) {
                try await UserPasswordCommand.setPassword(
                    name: "nobody", revokeTokens: false, location: location, passwordSource: { "long enough" }, bcryptCost: 4)
            }
            _ = try await sessions.signIn(username: "ana", password: "third long phrase", address: "1")
        }
    }

    @Test("The command asks: one of --keep-tokens and --revoke-tokens is required")
    func requiresChoice() throws {
        #expect(throws: (any Error).self) { try RepbookCommand.parseAsRoot(["user", "password", "ana", "--data-dir", "/tmp/x"]) }
        let parsed = try RepbookCommand.parseAsRoot(["user", "password", "ana", "--revoke-tokens", "--data-dir", "/tmp/x"])
        #expect((parsed as? UserPasswordCommand)?.tokens == .revokeTokens)
    }
}

@Suite("repbook user disable, enable, delete, reset-link")
struct UserAdminCommandTests {
    @Test("The owner's tools from the command line act on the database --data-dir and --database name", arguments: CLIEngine.allCases)
    func tools(engine: CLIEngine) async throws {
        try await CLITestDatabase.with(engine) { database in
            let flags = database.arguments
            try await AddUserCommand.addUser(
                name: "ana", timeZone: "UTC", location: database.location, passwordSource: { "correct horse" }, bcryptCost: 4)
            try await AddUserCommand.addUser(
                name: "ben", timeZone: "UTC", location: database.location, passwordSource: { "bens horse" }, bcryptCost: 4)
            let store = try await database.open()

            let disable = try DisableUserCommand.parse(["ben"] + flags)
            try await disable.run()
            #expect(try await store.credentials(username: "ben")?.user.isDisabled == true)
            let enable = try EnableUserCommand.parse(["ben"] + flags)
            try await enable.run()
            #expect(try await store.credentials(username: "ben")?.user.isDisabled == false)
            let ownerDisable = try DisableUserCommand.parse(["ana"] + flags)
            await #expect(throws: CommandFailure.self) { try await ownerDisable.run() }

            let resetLink = try ResetLinkCommand.parse(["ben"] + flags)
            try await resetLink.run()

            let wrongConfirm = try DeleteUserCommand.parse(["ben", "--confirm", "bne"] + flags)
            await #expect(throws: CommandFailure.self) { try await wrongConfirm.run() }
            #expect(try await store.credentials(username: "ben") != nil)
            #expect(throws: (any Error).self) { try DeleteUserCommand.parse(["ben"] + flags) }
            let delete = try DeleteUserCommand.parse(["ben", "--confirm", "ben"] + flags)
            try await delete.run()
            #expect(try await store.credentials(username: "ben") == nil)
            #expect(try await store.userCount() == 1)
        }
    }

    @Test("user add and user password run from their flags on the database --database names", arguments: CLIEngine.allCases)
    func commandsFromFlags(engine: CLIEngine) async throws {
        try await CLITestDatabase.with(engine) { database in
            let add = try #require(
                try RepbookCommand.parseAsRoot(["user", "add", "cy", "--time-zone", "Europe/Oslo"] + database.arguments) as? AddUserCommand)
            #expect(add.database.databaseURL == database.location.databaseURL)
            #expect(add.data.resolved == database.location.dataDirectory)
            let password = try #require(
                try RepbookCommand.parseAsRoot(["user", "password", "cy", "--keep-tokens"] + database.arguments) as? UserPasswordCommand)
            #expect(password.database.databaseURL == database.location.databaseURL)
            let location = CommandStore.location(add.data, add.database)
            try await AddUserCommand.addUser(name: "cy", timeZone: add.timeZone, location: location, passwordSource: { "cys horse!" }, bcryptCost: 4)
            let store = try await database.open()
            let cy = try #require(try await store.credentials(username: "cy"))
            #expect(cy.user.isOwner)
            #expect(try await store.settings(userID: cy.user.id).timeZoneIdentifier == "Europe/Oslo")
        }
    }
}
