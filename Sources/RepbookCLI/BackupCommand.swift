import ArgumentParser
import Foundation
import RepbookCore
import RepbookDataFolder
import RepbookPostgres
import RepbookServer
import RepbookSQLite

/// `repbook backup [--to FILE]`: one zip file holding a consistent snapshot of the whole database and every photo file it
/// names, taken while the server may be running.
struct BackupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Back up the whole database and the progress photos now (works while the server runs).",
        discussion: """
            Writes one zip file, readable only by you, holding repbook.sqlite (a snapshot of the whole database) and \
            photos/<user id>/<file> for every progress photo it names: by default \
            <data>/backups/repbook-YYYYMMDD-HHMMSS.zip (UTC). Restore it with `repbook restore FILE`.

            With --database (or REPBOOK_DATABASE_URL) the zip is the one the PostgreSQL servers' scheduled backups write: \
            repbook.pgdump (pg_dump --format=custom; pg_dump of the server's major version or newer must be on the PATH) \
            and every photo file of the data folder, restored with pg_restore as docs/POSTGRESQL.md shows.
            """)

    @Option(name: .customLong("to"), help: "The file to write (replaced if it exists).")
    var destination: String?

    @OptionGroup
    var data: DataDirectoryOption

    @OptionGroup
    var database: DatabaseOption

    func run() async throws {
        print(try await Self.backUp(location: CommandStore.location(data, database), to: destination))
    }

    /// Takes the backup and answers the line to print: where it went and its size.
    static func backUp(location: StoreLocation, to destination: String?, now: @escaping Clock = { Date() }) async throws -> String {
        let dataDirectory = location.dataDirectory
        let writer: any BackupWriter
        if let url = location.databaseURL {
            // Connecting first checks the URL and the schema with the same refusals as every command; pg_dump then reads
            // one consistent snapshot of its own.
            try await CommandStore.with(location) { _ in }
            writer = BackupBundleWriter.postgres(databaseURL: url, dataDirectory: dataDirectory)
        } else {
            let database = dataDirectory + "/" + DataDirectory.databaseFileName
            guard FileManager.default.fileExists(atPath: database) else {
                throw CommandFailure(description: "There is no database at \(database) to back up.")
            }
            writer = BackupBundleWriter(store: try location.openSQLite(), dataDirectory: dataDirectory)
        }
        let backups = BackupService(writer: writer, policy: .unscheduled(dataDirectory: dataDirectory), dataDirectory: dataDirectory, now: now)
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let path: String
            let bytes: Int
            if let destination {
                path = destination
                bytes = try await backups.backUp(to: destination)
            } else {
                let file = try await backups.backUp()
                (path, bytes) = (file.path, file.byteCount)
            }
            let elapsed = clock.now - start
            let milliseconds = Int(elapsed / .milliseconds(1))
            return "Backed up to \(path) (\(ByteCount.text(bytes)), \(milliseconds) ms)."
        } catch let error as DomainError {
            throw CommandFailure(description: location.masking(error.englishMessage))
        }
    }
}
