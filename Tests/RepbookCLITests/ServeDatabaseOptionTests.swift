import ArgumentParser
import Foundation
@testable import RepbookCLI
import Testing

@Suite("repbook serve --database")
struct ServeDatabaseOptionTests {
    @Test("The option wins over REPBOOK_DATABASE_URL; neither, or an empty one, serves SQLite")
    func choice() throws {
        let option = "postgres://a@db1:5432/one", variable = "postgres://b@db2:5432/two"
        #expect(ServeCommand.databaseURL(option: option, environment: ["REPBOOK_DATABASE_URL": variable]) == option)
        #expect(ServeCommand.databaseURL(option: nil, environment: ["REPBOOK_DATABASE_URL": variable]) == variable)
        #expect(ServeCommand.databaseURL(option: nil, environment: [:]) == nil)
        #expect(ServeCommand.databaseURL(option: nil, environment: ["REPBOOK_DATABASE_URL": ""]) == nil)
        let parsed = try ServeCommand.parse(["--database", option, "--data-dir", "/tmp/x"])
        #expect(parsed.database == option)
    }

    @Test("The start banner names the host, port and database, never the user or password")
    func banner() {
        #expect(ServeCommand.hostAndDatabase("postgres://repbook:s3cret@db.example.com/repbook?sslmode=require") == "db.example.com:5432/repbook")
        #expect(ServeCommand.hostAndDatabase("postgres://repbook@10.0.0.5:6432/gym") == "10.0.0.5:6432/gym")
    }
}
