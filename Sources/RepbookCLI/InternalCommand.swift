import ArgumentParser
import Foundation
import RepbookCore
import RepbookFormats
import RepbookSQLite

/// `repbook internal`: hidden commands the server and the CLI run as parser children (`IsolatedParser`); never typed
/// by people. Each limits its own CPU time and memory as it starts, reads one untrusted file, and prints one JSON
/// answer (`IsolatedAnswer`) on standard output.
struct InternalCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "internal", abstract: "Parser children of the server and CLI (not for people).", shouldDisplay: false,
        subcommands: [ParseHealthCommand.self, UnpackBackupCommand.self])
}

/// The limits a parser child applies to itself before it reads anything.
struct ChildLimitOptions: ParsableArguments {
    @Option(name: .customLong("cpu-seconds"), help: "CPU time limit.")
    var cpuSeconds = ParserLimits().cpuSeconds

    @Option(name: .customLong("memory-bytes"), help: "Address-space limit.")
    var memoryBytes = ParserLimits().memoryBytes

    @Option(help: "A folder of the child's own for files it unpacks; its parent removes it.")
    var scratch: String?

    /// Applies the limits and runs `work`, printing its value or refusal as the child's one answer.
    func answer<Value: Codable & Sendable>(_ work: () async throws -> Value) async throws {
        guard ParserLimits.applyToThisProcess(cpuSeconds: cpuSeconds, memoryBytes: memoryBytes) else {
            throw CommandFailure(description: "The parser's limits could not be set.")
        }
        let answer: IsolatedAnswer<Value>
        do {
            answer = IsolatedAnswer(value: try await work())
        } catch let error as DomainError {
            answer = IsolatedAnswer(refusal: error)
        } catch {
            answer = IsolatedAnswer(refusal: .invalid(field: "file", message:
                LocalizedText("error.file_unreadable_because", ["error": .text("\(error)")])))
        }
        FileHandle.standardOutput.write(try JSONEncoder().encode(answer))
    }
}

/// `repbook internal parse-health FILE`: the body weights of an Apple Health export.xml or export zip.
struct ParseHealthCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: IsolatedParser.healthCommand, shouldDisplay: false)

    @OptionGroup var limits: ChildLimitOptions

    @Argument var file: String

    func run() async throws {
        let folder = limits.scratch.map { URL(fileURLWithPath: $0, isDirectory: true) }
        try await limits.answer { WeightFileWire(try AppleHealthImportFile.read(URL(fileURLWithPath: file), unpackingInto: folder)) }
    }
}

/// `repbook internal unpack-backup ZIP DATABASE PHOTOS`: checks and unpacks a backup zip into the staging places a
/// restore names; answers how many photos it unpacked.
struct UnpackBackupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: IsolatedParser.backupCommand, shouldDisplay: false)

    @OptionGroup var limits: ChildLimitOptions

    @Argument var zip: String
    @Argument var database: String
    @Argument var photos: String

    func run() async throws {
        try await limits.answer { try DatabaseRestore.unpackBundle(zip, database: database, photosFolder: photos) }
    }
}
