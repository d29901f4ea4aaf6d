import ArgumentParser
import Foundation
@testable import RepbookCLI
import RepbookCore
import RepbookSecurity
import RepbookStore
import Testing

@Suite("repbook user password")
struct UserAccountCommandTests {
    func directoryWithAna() async throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-cli-\(UUID().uuidString)").path
        try await AddUserCommand.addUser(name: "ana", timeZone: "UTC", dataDirectory: directory, passwordSource: { "correct horse" }, bcryptCost: 4)
        return directory
    }

    @Test("The new password comes from standard input; every session ends; tokens go only with --revoke-tokens")
    func setsPassword() async throws {
        let directory = try await directoryWithAna()
        let store = try SQLiteStore.open(dataDirectory: directory)
        let accounts = AccountService(store: store, hasher: BcryptPasswordHasher(cost: 4), throttle: LoginThrottle(), now: { Date() })
        let sessions = SessionService(store: store, accounts: accounts, digester: SHA256TokenDigester(), now: { Date() })
        let tokens = APITokenService(store: store, accounts: accounts, digester: SHA256TokenDigester(), now: { Date() })
        let signedIn = try await sessions.signIn(username: "ana", password: "correct horse", address: "1")
        let token = try await tokens.issue(username: "ana", password: "correct horse", address: "1", label: "script")

        try await UserPasswordCommand.setPassword(
            name: "ANA", revokeTokens: false, dataDirectory: directory, passwordSource: { "a new long phrase" }, bcryptCost: 4)
        #expect(try await sessions.resolve(cookieToken: signedIn.cookieToken) == nil)
        #expect(try await tokens.authenticate(bearer: token.token).username == "ana")
        _ = try await sessions.signIn(username: "ana", password: "a new long phrase", address: "1")

        try await UserPasswordCommand.setPassword(
            name: "ana", revokeTokens: true, dataDirectory: directory, passwordSource: { "third long phrase" }, bcryptCost: 4)
        await #expect(throws: DomainError.self) { try await tokens.authenticate(bearer: token.token) }
        await #expect(throws: CommandFailure.self) {
            try await UserPasswordCommand.setPassword(name: "ana", revokeTokens: false, dataDirectory: directory, passwordSource: { "short" }, bcryptCost: 4)
        }
        await #expect(throws: CommandFailure.self) {
            try await UserPasswordCommand.setPassword(name: "nobody", revokeTokens: false, dataDirectory: directory, passwordSource: { "long enough" }, bcryptCost: 4)
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
    @Test("The owner's tools from the command line act on the data folder")
    func tools() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-cli-\(UUID().uuidString)").path
        try await AddUserCommand.addUser(name: "ana", timeZone: "UTC", dataDirectory: directory, passwordSource: { "correct horse" }, bcryptCost: 4)
        try await AddUserCommand.addUser(name: "ben", timeZone: "UTC", dataDirectory: directory, passwordSource: { "bens horse" }, bcryptCost: 4)
        let store = try SQLiteStore.open(dataDirectory: directory)

        var disable = try DisableUserCommand.parse(["ben", "--data-dir", directory])
        try await disable.run()
        #expect(try await store.credentials(username: "ben")?.user.isDisabled == true)
        var enable = try EnableUserCommand.parse(["ben", "--data-dir", directory])
        try await enable.run()
        #expect(try await store.credentials(username: "ben")?.user.isDisabled == false)
        var ownerDisable = try DisableUserCommand.parse(["ana", "--data-dir", directory])
        await #expect(throws: CommandFailure.self) { try await ownerDisable.run() }

        var resetLink = try ResetLinkCommand.parse(["ben", "--data-dir", directory])
        try await resetLink.run()

        var wrongConfirm = try DeleteUserCommand.parse(["ben", "--confirm", "bne", "--data-dir", directory])
        await #expect(throws: CommandFailure.self) { try await wrongConfirm.run() }
        #expect(try await store.credentials(username: "ben") != nil)
        #expect(throws: (any Error).self) { try DeleteUserCommand.parse(["ben", "--data-dir", directory]) }
        var delete = try DeleteUserCommand.parse(["ben", "--confirm", "ben", "--data-dir", directory])
        try await delete.run()
        #expect(try await store.credentials(username: "ben") == nil)
        #expect(try await store.userCount() == 1)
    }
}
