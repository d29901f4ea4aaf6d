import ArgumentParser
import Foundation
import RepbookCore
import RepbookStore

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
            """)

    @Option(name: .customLong("to"), help: "The file to write (replaced if it exists).")
    var destination: String?

    @OptionGroup
    var data: DataDirectoryOption

    func run() async throws {
        print(try await Self.backUp(dataDirectory: data.resolved, to: destination))
    }

    /// Takes the backup and answers the line to print: where it went and its size.
    static func backUp(dataDirectory: String, to destination: String?, now: @escaping Clock = { Date() }) async throws -> String {
        let database = dataDirectory + "/" + DataDirectory.databaseFileName
        guard FileManager.default.fileExists(atPath: database) else {
            throw CommandFailure(description: "There is no database at \(database) to back up.")
        }
        let store = try SQLiteStore.open(dataDirectory: dataDirectory)
        let writer = BackupBundleWriter(store: store, dataDirectory: dataDirectory)
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
            throw CommandFailure(description: error.message)
        }
    }
}
