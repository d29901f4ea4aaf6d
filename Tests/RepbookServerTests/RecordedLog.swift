import Foundation
import Logging

/// The lines a test server logged, kept in memory so tests can read them.
final class RecordedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    /// Every line so far, as level and message.
    var lines: [String] { lock.withLock { recorded } }

    /// A handler factory for `ServerConfiguration.logHandler` that records into this log.
    var factory: @Sendable (String) -> any LogHandler { { _ in Handler(log: self) } }

    fileprivate func append(_ line: String) { lock.withLock { recorded.append(line) } }

    private struct Handler: LogHandler {
        let log: RecordedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            log.append("\(event.level) \(event.message)")
        }
    }
}
