import ArgumentParser
import Foundation
import RepbookCore
import RepbookDataFolder
import RepbookFormats
import RepbookSQLite
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    @OptionGroup
    var database: DatabaseOption

    func run() async throws {
        try await CommandStore.with(CommandStore.location(data, database)) { try await write(store: $0) }
    }

    /// Writes the export from `store` where `--output` says.
    private func write(store: any RepbookStore) async throws {
        if format == .json {
            let written = try await Self.writeArchive(store: store, dataDirectory: data.resolved, username: user, to: output)
            if let output { FileHandle.standardError.write(Data("Wrote \(ByteCount.text(written)) to \(output).\n".utf8)) }
            return
        }
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

    /// Streams the account's JSON archive to `output` (written under a temporary name beside it and renamed) or to standard
    /// output, each photo read from its file a chunk at a time; answers the bytes written.
    static func writeArchive(
        store: any RepbookStore, dataDirectory: String, username: String?, to output: String?, now: @escaping Clock = { Date() }
    ) async throws -> Int {
        let account = try await LogCommand.account(store: store, username: username)
        let archives = UserArchiveService(store: store, files: FileSystemPhotoStore(dataDirectory: dataDirectory), now: now)
        let stream = try await archives.exportStream(userID: account.id)
        guard let output else {
            try await stream.write { FileHandle.standardOutput.write($0) }
            return stream.byteCount
        }
        let partial = output + ".\(UUID().uuidString).partial"
        guard FileManager.default.createFile(atPath: partial, contents: nil), let handle = FileHandle(forWritingAtPath: partial) else {
            throw CommandFailure(description: "Cannot write \(output).")
        }
        do {
            try await stream.write { try handle.write(contentsOf: $0) }
        } catch {
            try? handle.close()
            try? FileManager.default.removeItem(atPath: partial)
            throw CommandFailure(description: "Cannot write \(output): \(error.localizedDescription)")
        }
        try? handle.close()
        guard rename(partial, output) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: partial)
            throw CommandFailure(description: "Cannot write \(output): \(reason).")
        }
        return stream.byteCount
    }

    /// The account's export in `format`.
    static func export(store: any RepbookStore, dataDirectory: String, format: Format, username: String?, now: @escaping Clock = { Date() })
        async throws -> Data
    {
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
