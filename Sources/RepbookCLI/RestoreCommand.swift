import ArgumentParser
import Foundation
import RepbookCore
import RepbookStore

/// `repbook restore FILE`: replaces the data folder's database with a backup, once the backup is checked.
struct RestoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Restore the database from a backup file (stop the server first).",
        discussion: """
            The file is checked first (an SQLite database that passes its integrity and foreign key checks, made by this \
            or an older Repbook) and anything else is refused. The current database is kept next to it as \
            repbook.sqlite.before-restore-<UTC time>. A backup from an older Repbook is brought up to date.
            """)

    @Argument(help: "The backup file (from `repbook backup`, a scheduled backup or the Backups page).")
    var file: String

    @Flag(help: "Restore without asking.")
    var yes = false

    @OptionGroup
    var data: DataDirectoryOption

    func run() async throws {
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
    static func restore(file: String, dataDirectory: String, now: @escaping Clock = { Date() }) async throws -> String {
        do {
            let restored = try await DatabaseRestore.restore(from: file, into: dataDirectory, now: now())
            var lines = ["Restored \(file) into \(dataDirectory)/\(DataDirectory.databaseFileName)."]
            if let previous = restored.previous {
                lines.append("The database it replaced is kept as \(previous).")
            }
            lines.append("It holds \(restored.contents.text).")
            return lines.joined(separator: "\n")
        } catch let error as DomainError {
            throw CommandFailure(description: error.message)
        }
    }
}
