import ArgumentParser
import RepbookBuildInfo
import RepbookCore
import RepbookServer

/// `repbook`: the root command.
public struct RepbookCommand: AsyncParsableCommand {
    public static let version = RepbookVersion.number

    public static let configuration = CommandConfiguration(
        commandName: "repbook",
        abstract: "A self-hosted workout log: run the server, manage users, log sets.",
        version: RepbookVersion.line,
        subcommands: [
            ServeCommand.self, UserCommand.self, LogCommand.self, ProgramCommand.self, BodyCommand.self, ImportCommand.self, ExportCommand.self,
            BackupCommand.self, RestoreCommand.self, MigrateCommand.self, DoctorCommand.self, ServiceCommand.self, DevCommand.self,
            InternalCommand.self,
        ])

    public init() {}
}

extension RepbookCommand {
    /// Parses the process arguments and runs the chosen command; the executable's only line.
    public static func runFromCommandLine() async {
        // Errors are written in English, from the English catalog.
        await RequestLanguage.$current.withValue(CommandLineLanguage.english) { await main() }
    }
}
