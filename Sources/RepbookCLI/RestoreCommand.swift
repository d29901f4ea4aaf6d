import ArgumentParser
import Foundation
import RepbookCore
import RepbookServer
import RepbookFormats
import RepbookSQLite

/// `repbook restore FILE`: replaces the data folder's database and photos with a backup's, once the whole backup is checked.
struct RestoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Restore the database and the photos from a backup file (stop the server first).",
        discussion: """
            The whole file is checked first (its database passes SQLite's integrity and foreign key checks and was made by \
            this or an older Repbook; every photo it names is in the file with the recorded size and checksum; no other \
            entry) and anything else is refused, changing nothing. The current database and photos folder are kept next to \
            them as repbook.sqlite.before-restore-<UTC time> and photos.before-restore-<UTC time>. A backup from an older \
            Repbook is brought up to date; an older backup that is a bare .sqlite file restores the database only.
            """)

    @Argument(help: "The backup file (from `repbook backup`, a scheduled backup or the Backups page).")
    var file: String

    @Flag(help: "Restore without asking.")
    var yes = false

    @OptionGroup
    var data: DataDirectoryOption

    /// Refused: a restore replaces the SQLite file.
    @OptionGroup
    var database: DatabaseOption

    func run() async throws {
        try database.refuse(
            "repbook restore replaces the SQLite database in the data folder",
            instead: "Restore a PostgreSQL backup with pg_restore: unzip the backup's repbook.pgdump and photos/, run "
                + "pg_restore --clean --if-exists --no-owner -d URL repbook.pgdump and copy photos/ into the data folder "
                + "(docs/POSTGRESQL.md, \"Backups on PostgreSQL\").")
        let dataDirectory = data.resolved
        if !yes {
            let question = "Replace the database in \(dataDirectory) with \(file)? The current one is kept beside it. [y/N] "
            FileHandle.standardOutput.write(Data(question.utf8))
            guard let answer = readLine(), ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else {
                throw CommandFailure(description: "Nothing was restored. Pass --yes to restore without asking.")
            }
        }
        print(try await Self.restore(file: file, dataDirectory: dataDirectory))
    }

    /// Restores the backup and answers what to print: what was kept and what the database now holds.
    static func restore(
        file: String, dataDirectory: String, now: @escaping Clock = { Date() }, parser: IsolatedParser = .commandLine
    ) async throws -> String {
        do {
            let restored = try await DatabaseRestore.restore(
                from: file, into: dataDirectory, now: now(), unpack: { try await parser.unpackBackup($0, database: $1, photosFolder: $2) })
            let database = "\(dataDirectory)/\(DataDirectory.databaseFileName)"
            var lines = [
                restored.photos == nil ? "Restored \(file) into \(database)." : "Restored \(file) into \(database) and \(dataDirectory)/photos."
            ]
            if let previous = restored.previous {
                lines.append("The database it replaced is kept as \(previous).")
            }
            if let previousPhotos = restored.previousPhotos {
                lines.append("The photos folder it replaced is kept as \(previousPhotos).")
            }
            guard let photos = restored.photos else {
                lines.append("It holds \(restored.contents.text).")
                lines.append("This backup is a bare database from an older Repbook and holds no photos: the photos folder was left as it was"
                    + (restored.missingPhotos == 0 ? "." : ", and \(restored.missingPhotos) of the photos the database names are not in it."))
                return lines.joined(separator: "\n")
            }
            lines.append("It holds \(restored.contents.text), and \(photos == 1 ? "1 photo" : "\(photos) photos").")
            return lines.joined(separator: "\n")
        } catch let error as DomainError {
            throw CommandFailure(description: error.englishMessage)
        }
    }
}
