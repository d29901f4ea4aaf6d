import ArgumentParser
import Foundation
@testable import RepbookCLI
import RepbookCore
import RepbookStore
import Testing

@Suite("Command line")
struct CLITests {
    func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("user add creates the owner first, then members, with the password from standard input")
    func addUsers() async throws {
        let directory = try temporaryDirectory()
        try await AddUserCommand.addUser(name: "ana", timeZone: "Europe/Berlin", dataDirectory: directory, passwordSource: { "correct horse" }, bcryptCost: 4)
        try await AddUserCommand.addUser(name: "ben", timeZone: "UTC", dataDirectory: directory, passwordSource: { "bens horse!" }, bcryptCost: 4)
        let store = try SQLiteStore.open(dataDirectory: directory)
        let users = try await store.allUsers()
        #expect(users.map(\.username) == ["ana", "ben"])
        #expect(users.map(\.isOwner) == [true, false])
        #expect(try await store.settings(userID: users[0].id).timeZoneIdentifier == "Europe/Berlin")
    }

    @Test("Refusals name the problem and create nothing")
    func refusals() async throws {
        let directory = try temporaryDirectory()
        await #expect(throws: CommandFailure.self) {
            try await AddUserCommand.addUser(name: "ana", timeZone: "UTC", dataDirectory: directory, passwordSource: { "short" }, bcryptCost: 4)
        }
        await #expect(throws: CommandFailure.self) {
            try await AddUserCommand.addUser(name: "ana", timeZone: "UTC", dataDirectory: directory, passwordSource: { nil }, bcryptCost: 4)
        }
        #expect(try await SQLiteStore.open(dataDirectory: directory).userCount() == 0)
    }

    @Test("Arguments parse for serve and user add")
    func parsing() throws {
        let serve = try RepbookCommand.parseAsRoot(["serve", "--port", "9000", "--data-dir", "/tmp/x", "--public-origin", "https://a.b"])
        #expect(String(describing: type(of: serve)).contains("Serve"))
        let add = try RepbookCommand.parseAsRoot(["user", "add", "ana", "--data-dir", "/tmp/x"])
        #expect(String(describing: type(of: add)).contains("AddUser"))
        #expect(throws: (any Error).self) { try RepbookCommand.parseAsRoot(["serve", "--port", "eighty"]) }
    }
}
