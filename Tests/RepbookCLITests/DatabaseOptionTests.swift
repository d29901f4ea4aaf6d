import ArgumentParser
import Foundation
@testable import RepbookCLI
import RepbookCore
import RepbookDataFolder
import RepbookServer
import RepbookSQLite
import Testing

/// `--database` (or `REPBOOK_DATABASE_URL`) on `serve` and every command that opens the store; the SQLite-only commands'
/// refusals; and the password that never shows.
@Suite("repbook --database")
struct DatabaseOptionTests {
    static let secret = "Sup3rSecretPw"

    @Test("The option wins over REPBOOK_DATABASE_URL; neither, or an empty one, is SQLite")
    func choice() throws {
        let option = "postgres://a@db1:5432/one", variable = "postgres://b@db2:5432/two"
        #expect(DatabaseOption.resolve(option: option, environment: ["REPBOOK_DATABASE_URL": variable]) == option)
        #expect(DatabaseOption.resolve(option: nil, environment: ["REPBOOK_DATABASE_URL": variable]) == variable)
        #expect(DatabaseOption.resolve(option: nil, environment: [:]) == nil)
        #expect(DatabaseOption.resolve(option: nil, environment: ["REPBOOK_DATABASE_URL": ""]) == nil)
        let parsed = try ServeCommand.parse(["--database", option, "--data-dir", "/tmp/x"])
        #expect(parsed.database.databaseURL == option)
    }

    @Test("Every command that opens the store takes --database")
    func everyCommand() throws {
        let url = "postgres://repbook@db.example.com/repbook"
        let commands: [[String]] = [
            ["serve"], ["user", "add", "ana"], ["user", "password", "ana", "--keep-tokens"], ["user", "disable", "ana"],
            ["user", "enable", "ana"], ["user", "delete", "ana", "--confirm", "ana"], ["user", "reset-link", "ana"],
            ["log", "bench press", "100kg", "5x3"], ["body", "import-health", "export.zip"], ["import", "strong.csv"], ["export"],
            ["backup"], ["doctor"],
        ]
        for arguments in commands {
            let command = try RepbookCommand.parseAsRoot(arguments + ["--database", url, "--data-dir", "/tmp/x"])
            #expect(Self.databaseOption(of: command)?.databaseURL == url, "\(arguments.joined(separator: " "))")
        }
    }

    /// The `--database` option group of a parsed command, nil for a command without one.
    static func databaseOption(of command: any ParsableCommand) -> DatabaseOption? {
        switch command {
        case let command as ServeCommand: command.database
        case let command as AddUserCommand: command.database
        case let command as UserPasswordCommand: command.database
        case let command as DisableUserCommand: command.database
        case let command as EnableUserCommand: command.database
        case let command as DeleteUserCommand: command.database
        case let command as ResetLinkCommand: command.database
        case let command as LogCommand: command.database
        case let command as ImportHealthCommand: command.database
        case let command as ImportCommand: command.database
        case let command as ExportCommand: command.database
        case let command as BackupCommand: command.database
        case let command as DoctorCommand: command.database
        default: nil
        }
    }

    @Test("The start banner and the commands' lines name the database without its password")
    func masked() {
        #expect(ServeCommand.hostAndDatabase("postgres://repbook:s3cret@db.example.com/repbook?sslmode=require") == "db.example.com:5432/repbook")
        #expect(ServeCommand.hostAndDatabase("postgres://repbook@10.0.0.5:6432/gym") == "10.0.0.5:6432/gym")
        let location = StoreLocation(dataDirectory: "/srv/repbook", databaseURL: "postgres://repbook:\(Self.secret)@db.example.com/repbook")
        #expect(location.displayName == "postgres://repbook:***@db.example.com/repbook")
        #expect(location.masking("FATAL: \(Self.secret) and Sup3r%53ecretPw") == "FATAL: *** and Sup3r%53ecretPw")
        #expect(StoreLocation.sqlite("/srv/repbook").displayName == "/srv/repbook")
    }

    @Test("A database that cannot be reached is a failure naming host and database, never the password")
    func unreachable() async throws {
        let location = StoreLocation(
            dataDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("repbook-cli-\(UUID().uuidString)").path,
            databaseURL: "postgres://repbook:\(Self.secret)@127.0.0.1:1/nowhere?sslmode=disable")
        await #expect {
            try await AddUserCommand.addUser(name: "ana", timeZone: "UTC", location: location, passwordSource: { "correct horse" }, bcryptCost: 4)
        } throws: { error in
            let text = String(describing: error)
            return error is CommandFailure && text.contains("nowhere") && text.contains("127.0.0.1:1") && !text.contains(Self.secret)
        }
        await #expect { _ = try await CommandStore.open(StoreLocation(dataDirectory: "/tmp", databaseURL: "mysql://a@b/c")) } throws: {
            String(describing: $0).contains("postgres://user@host:5432/database")
        }
        let findings = await PostgresDoctor.examine(url: location.databaseURL ?? "")
        #expect(findings.map(\.level) == [.problem])
        #expect(findings.allSatisfy { !$0.message.contains(Self.secret) })
    }

    @Test("The commands that work on the SQLite file only refuse --database, naming what to do instead")
    func sqliteOnly() async throws {
        let url = ["--database", "postgres://repbook@db.example.com/repbook", "--data-dir", "/tmp/repbook-refused"]
        let restore = try #require(try RepbookCommand.parseAsRoot(["restore", "backup.zip", "--yes"] + url) as? RestoreCommand)
        await #expect { try await restore.run() } throws: {
            String(describing: $0).contains("--database names a PostgreSQL database") && String(describing: $0).contains("pg_restore")
        }
        let migrate = try #require(try RepbookCommand.parseAsRoot(["migrate", "--to", "postgres://repbook@db/repbook"] + url) as? MigrateCommand)
        await #expect { try await migrate.run() } throws: { String(describing: $0).contains("pass that URL as --to") }
        for seed in [["dev", "seed-demo"], ["dev", "seed-instance"]] {
            #expect { try RepbookCommand.parseAsRoot(seed + url) } throws: {
                RepbookCommand.message(for: $0).contains("repbook migrate --to URL")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: "/tmp/repbook-refused"))
    }
}
