import ArgumentParser
import Foundation
import RepbookCore
import RepbookServer
import RepbookDataFolder
import RepbookFormats
import RepbookSQLite

/// `repbook import FILE`: brings a workout history from Strong, Hevy, FitNotes or Repbook into an account.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a workout history: a Strong, Hevy, FitNotes or Repbook CSV file, or a Repbook JSON archive.",
        discussion: """
            Prints the preview (workouts, sets, dates, how each exercise name maps to the library, rows left out), then \
            writes every new workout in one transaction. Workouts already in the log are skipped, so importing the same \
            file twice adds nothing. A Repbook JSON archive is restored into an empty account.
            """)

    @Argument(help: "The exported file.")
    var file: String

    @Option(help: "strong, hevy, fitnotes or repbook (detected from the file when left out).")
    var format: WorkoutFileFormat?

    @Option(help: "The unit of weights in a file that does not say: kg or lb (default: the account's unit).")
    var unit: WeightUnit?

    @Option(help: "The account (needed when there is more than one).")
    var user: String?

    @Flag(name: .customLong("dry-run"), help: "Only print the preview; write nothing.")
    var dryRun = false

    @OptionGroup
    var data: DataDirectoryOption

    @OptionGroup
    var database: DatabaseOption

    func run() async throws {
        let url = URL(fileURLWithPath: file)
        let output = try await CommandStore.with(CommandStore.location(data, database)) { store in
            try await Self.importFile(
                store: store, dataDirectory: data.resolved, file: url, format: format, unit: unit, username: user, dryRun: dryRun,
                progress: ProgressBar(label: "Reading \(url.lastPathComponent)"))
        }
        print(output)
    }

    /// Imports the file into the account and answers the text to print.
    static func importFile(
        store: any RepbookStore, dataDirectory: String, file: URL, format: WorkoutFileFormat?, unit: WeightUnit?, username: String?, dryRun: Bool,
        progress: ProgressBar? = nil, now: @escaping Clock = { Date() }
    ) async throws -> String {
        let account = try await LogCommand.account(store: store, username: username)
        let settings = try await store.settings(userID: account.id)
        let clock = ContinuousClock()
        let start = clock.now
        do {
            if format == nil || format == .repbook, ArchiveJSON.looksLikeJSON(try readHead(file)) {
                return try await restoreArchive(file, store: store, dataDirectory: dataDirectory, account: account, dryRun: dryRun, now: now)
            }
            let data = try readFile(file)
            let options = WorkoutCSVOptions(format: format, unit: unit ?? settings.weightUnit)
            let history = try WorkoutCSVReader.read(data, options: options, progress: progress.map { bar in { bar.show($0) } })
            progress?.finish()
            let service = WorkoutImportService(store: store, now: now)
            if dryRun {
                let plan = try await service.preview(history, userID: account.id)
                return HistoryImportText.describe(plan, file: file.lastPathComponent) + "\nDry run: nothing was written."
            }
            let (plan, report) = try await service.previewAndRun(history, userID: account.id)
            return HistoryImportText.describe(plan, file: file.lastPathComponent) + "\n"
                + HistoryImportText.describe(report, seconds: (clock.now - start).seconds)
        } catch let error as DomainError {
            throw CommandFailure(description: "\(file.lastPathComponent): \(error.englishMessage)")
        }
    }

    /// Restores a Repbook JSON archive into the (empty) account, read as a stream: its photos are unpacked one at a time
    /// under `<data>/uploads/.staging` and moved into place.
    private static func restoreArchive(
        _ file: URL, store: any RepbookStore, dataDirectory: String, account: User, dryRun: Bool, now: @escaping Clock
    ) async throws -> String {
        let archives = UserArchiveService(store: store, files: FileSystemPhotoStore(dataDirectory: dataDirectory), now: now)
        let staging = URL(fileURLWithPath: dataDirectory).appendingPathComponent("uploads/.staging", isDirectory: true)
        let staged = try archives.decode(file: file, staging: staging)
        defer { staged.discard() }
        let counts = try await archives.preview(staged.archive, userID: account.id)
        let text = "\(file.lastPathComponent): a Repbook archive with \(HistoryImportText.describe(counts))."
        if dryRun { return text + "\nDry run: nothing was written." }
        let report = try await archives.restore(staged, userID: account.id)
        return text + "\nRestored into \(account.username): \(report.exercisesAdded) exercises added, \(report.exercisesMerged) merged by name."
    }

    /// The file's first kilobyte, enough to tell an archive from a CSV file, or a failure naming it.
    private static func readHead(_ file: URL) throws -> Data {
        guard let handle = try? FileHandle(forReadingFrom: file) else {
            throw CommandFailure(description: "Cannot read \(file.path): no such file, or it is not readable.")
        }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 1024)) ?? Data()
    }

    /// The file's bytes, or a failure naming it.
    private static func readFile(_ file: URL) throws -> Data {
        do {
            return try Data(contentsOf: file)
        } catch {
            throw CommandFailure(description: "Cannot read \(file.path): no such file, or it is not readable.")
        }
    }
}

extension WorkoutFileFormat: ExpressibleByArgument {}
extension WeightUnit: ExpressibleByArgument {}
