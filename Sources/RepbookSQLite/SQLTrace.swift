import Foundation
import GRDB

/// A debug aid: with `REPBOOK_SQL_TRACE=1` in the environment every statement is written to standard error with its
/// duration, so a page's queries can be counted and timed (N+1 loops show up as runs of the same statement). Off by default.
enum SQLTrace {
    /// Whether the environment asks for the trace.
    static let isEnabled = ProcessInfo.processInfo.environment["REPBOOK_SQL_TRACE"] == "1"

    /// Starts tracing on `db` when enabled.
    static func install(on db: Database) {
        guard isEnabled else { return }
        db.trace(options: .profile) { event in
            guard case let .profile(statement, duration) = event else { return }
            let line = String(format: "SQL %.3f ms %@\n", duration * 1000, statement.sql)
            FileHandle.standardError.write(Data(line.utf8))
        }
    }
}
