import Foundation
import RepbookCore

extension IsolatedParser {
    /// The hidden command that reads an Apple Health export (`repbook internal parse-health FILE`).
    public static let healthCommand = "parse-health"

    /// The body weights of the Apple Health upload at `url` (export.xml or the export zip), read in a child process.
    public func healthWeights(in url: URL) async throws -> WeightFile {
        let wire = try await run(Self.healthCommand, [url.path], input: url, as: WeightFileWire.self)
        guard let file = wire.file else { throw Self.stopped("its answer could not be understood") }
        return file
    }
}
