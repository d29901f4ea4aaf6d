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
