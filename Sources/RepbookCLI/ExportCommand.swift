import ArgumentParser
import Foundation
import RepbookCore
import RepbookFormats
import RepbookStore

/// `repbook export`: writes an account's data to standard output or a file.
struct ExportCommand: AsyncParsableCommand {
    /// What `repbook export` writes.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case json
        case strongCSV = "strong-csv"
        case repbookCSV = "repbook-csv"
    }

    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export an account: everything as JSON, or the workout history as Strong or Repbook CSV.")

    @Option(help: "json (everything, the default), strong-csv or repbook-csv.")
    var format: Format = .json

    @Option(help: "The account (needed when there is more than one).")
    var user: String?

    @Option(help: "The file to write (standard output when left out).")
    var output: String?

    @OptionGroup
    var data: DataDirectoryOption

    func run() async throws {
        let store = try SQLiteStore.open(dataDirectory: data.resolved)
        let bytes = try await Self.export(store: store, dataDirectory: data.resolved, format: format, username: user)
        if let output {
            do {
                try bytes.write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                throw CommandFailure(description: "Cannot write \(output): \(error.localizedDescription)")
            }
            FileHandle.standardError.write(Data("Wrote \(ByteCount.text(bytes.count)) to \(output).\n".utf8))
        } else {
            FileHandle.standardOutput.write(bytes)
        }
    }

    /// The account's export in `format`.
    static func export(store: SQLiteStore, dataDirectory: String, format: Format, username: String?, now: @escaping Clock = { Date() }) async throws -> Data {
        let account = try await LogCommand.account(store: store, username: username)
        switch format {
        case .json:
            let archives = UserArchiveService(store: store, files: FileSystemPhotoStore(dataDirectory: dataDirectory), now: now)
            return try archives.encode(try await archives.export(userID: account.id))
        case .strongCSV, .repbookCSV:
            let history = HistoryExportService(store: store, now: now)
            let (settings, _) = try await history.context(userID: account.id)
            let workouts = try await history.finishedWorkouts(userID: account.id)
            let text = format == .strongCSV
                ? StrongCSVWriter.csv(workouts, unit: settings.weightUnit, timeZone: settings.timeZone)
                : RepbookCSVWriter.csv(workouts, timeZone: settings.timeZone)
            return Data(text.utf8)
        }
    }
}
