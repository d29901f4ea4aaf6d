import Foundation

/// What `repbook migrate` copied: per table the rows the source held and the rows the target holds after the copy (the
/// copy commits only when they are equal), and how long it took.
public struct InstanceCopyReport: Sendable, Equatable {
    /// One table's counts.
    public struct TableCount: Sendable, Equatable {
        public let table: String
        public let source: Int
        public let target: Int

        public init(table: String, source: Int, target: Int) {
            self.table = table
            self.source = source
            self.target = target
        }
    }

    public let tables: [TableCount]
    public let seconds: Double

    public init(tables: [TableCount], seconds: Double) {
        self.tables = tables
        self.seconds = seconds
    }

    /// The rows copied in all.
    public var totalRows: Int { tables.reduce(0) { $0 + $1.target } }

    /// The table of counts, one line per table, aligned, with a total line.
    public var text: String {
        let width = max(tables.map(\.table.count).max() ?? 0, "table".count, "total".count)
        func line(_ name: String, _ source: String, _ target: String) -> String {
            name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + pad(source, 10) + "  " + pad(target, 10)
        }
        var lines = [line("table", "SQLite", "PostgreSQL")]
        lines += tables.map { line($0.table, String($0.source), String($0.target)) }
        lines.append(line("total", String(tables.reduce(0) { $0 + $1.source }), String(totalRows)))
        return lines.joined(separator: "\n")
    }

    private func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}

/// The copy was refused before anything was written, or a check failed and the copy was rolled back; the message says
/// which and why.
public struct InstanceCopyRefusal: Error, CustomStringConvertible, Equatable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
