import ArgumentParser
import Foundation
@testable import RepbookCLI
import RepbookCore
import RepbookDataFolder
import RepbookServer
import RepbookSQLite
import Testing

/// What only PostgreSQL does: `repbook backup` writes the servers' pg_dump zip, and `repbook doctor` checks the database
/// answers and where its migrations stand (cancelled without `REPBOOK_TEST_POSTGRES_URL`).
@Suite("repbook backup and doctor on PostgreSQL")
struct PostgresCommandTests {
    @Test("backup --database writes the zip the PostgreSQL servers' scheduled backups write: repbook.pgdump and the photos")
    func backup() async throws {
        try await CLITestDatabase.with(.postgres) { database in
            try await AddUserCommand.addUser(
                name: "ana", timeZone: "UTC", location: database.location, passwordSource: { "correct horse" }, bcryptCost: 4)
            let instant = Date(timeIntervalSince1970: 1_795_300_205)
            let line = try await BackupCommand.backUp(location: database.location, to: nil, now: { instant })
            let path = database.location.dataDirectory + "/backups/repbook-20261121-223005.zip"
            #expect(line.hasPrefix("Backed up to \(path) ("), "\(line)")
            let zip = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(zip.starts(with: Data("PK".utf8)))
            #expect(zip.range(of: Data("repbook.pgdump".utf8)) != nil)
            #expect(zip.range(of: Data("repbook.sqlite".utf8)) == nil)
            #expect(!FileManager.default.fileExists(atPath: database.location.dataDirectory + "/" + DataDirectory.databaseFileName))
        }
    }

    @Test("doctor --database reads the database without changing it: no schema yet, then up to date")
    func doctor() async throws {
        try await CLITestDatabase.with(.postgres) { database in
            let url = try #require(database.location.databaseURL)
            let empty = await PostgresDoctor.examine(url: url)
            #expect(empty.map(\.check) == ["database", "schema"])
            #expect(empty.map(\.level) == [.ok, .warning])
            #expect(empty[1].message.contains("No Repbook schema yet"))
            // Doctor migrated nothing: still no schema.
            #expect(await PostgresDoctor.examine(url: url)[1].message.contains("No Repbook schema yet"))

            try await AddUserCommand.addUser(
                name: "ana", timeZone: "UTC", location: database.location, passwordSource: { "correct horse" }, bcryptCost: 4)
            let migrated = await PostgresDoctor.examine(url: url)
            #expect(migrated.map(\.level) == [.ok, .ok])
            #expect(migrated[0].message.hasPrefix("PostgreSQL "))
            #expect(migrated[1].message.hasPrefix("Up to date (pg"))

            let all = DataFolderDoctor(dataDirectory: database.location.dataDirectory).examineSharedFolder(databaseFindings: migrated)
            #expect(all.map(\.check) == ["folder", "space", "database", "schema", "backups"])
            #expect(!all.contains { $0.check == "integrity" })
        }
    }
}
