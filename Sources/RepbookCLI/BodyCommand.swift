import ArgumentParser
import Foundation
import RepbookCore
import RepbookServer
import RepbookFormats
import RepbookSQLite

/// `repbook body`: body tracking from the command line.
struct BodyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "body", abstract: "Body tracking: import body weights.", subcommands: [ImportHealthCommand.self])
}

/// `repbook body import-health FILE`: imports the body weights of an Apple Health export.
struct ImportHealthCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-health",
        abstract: "Import body weights from an Apple Health export (export.xml or the export zip).",
        discussion: """
            Reads the file as a stream, so exports of gigabytes need little memory. One weight per day (the last of the \
            day) is added in one transaction; days that already have a weight are skipped, never replaced. A zip's \
            export.xml is unpacked next to the zip while it is read.
            """)

    @Argument(help: "The export.xml, or the export zip the Health app shares.")
    var file: String

    @Option(help: "The account (needed when there is more than one).")
    var user: String?

    @Flag(name: .customLong("dry-run"), help: "Only report what an import would do; write nothing.")
    var dryRun = false

    @OptionGroup
    var data: DataDirectoryOption

    @OptionGroup
    var database: DatabaseOption

    func run() async throws {
        let report = try await CommandStore.with(CommandStore.location(data, database)) { store in
            try await Self.importHealth(store: store, file: URL(fileURLWithPath: file), username: user, dryRun: dryRun)
        }
        print(report)
    }

    /// Imports the file for the account and answers the report's text.
    static func importHealth(
        store: any RepbookStore, file: URL, username: String?, dryRun: Bool, now: @escaping Clock = { Date() },
        parser: IsolatedParser = .commandLine
    ) async throws -> String {
        let account = try await LogCommand.account(store: store, username: username)
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let weights = try await parser.healthWeights(in: file)
            let report = try await BodyWeightImportService(store: store, now: now).importWeights(weights, for: account, dryRun: dryRun)
            return WeightImportText.describe(report, file: file.lastPathComponent, seconds: (clock.now - start).seconds)
        } catch let error as DomainError {
            throw CommandFailure(description: error.englishMessage)
        }
    }
}
