import ArgumentParser
import Foundation
import RepbookCore

/// The `--data-dir` option every command that touches the database shares.
struct DataDirectoryOption: ParsableArguments {
    @Option(
        name: .customLong("data-dir"),
        help: "Folder of the SQLite database (default: $REPBOOK_DATA_DIR, $XDG_DATA_HOME/repbook, ~/.local/share/repbook).")
    var dataDirectory: String?

    /// The resolved folder.
    var resolved: String {
        DataDirectory.resolve(option: dataDirectory, environment: ProcessInfo.processInfo.environment)
    }
}
