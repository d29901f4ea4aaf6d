import Foundation

/// A chart's data as a table: the text alternative behind "Show data".
public struct ChartTable: Sendable, Equatable {
    /// Column headers: "Date", "Best estimated 1RM".
    public let columns: [String]
    /// One row per data point, in the chart's order.
    public let rows: [ChartTableRow]
    /// Whether there is any row to show.
    public let hasRows: Bool

    /// A table of `columns` and `rows`.
    public init(columns: [String], rows: [ChartTableRow]) {
        self.columns = columns
        self.rows = rows
        self.hasRows = !rows.isEmpty
    }
}

/// One row of a chart's table: the first cell names the row ("12 Nov 2026", "Chest"), the rest are values ("105 kg").
public struct ChartTableRow: Sendable, Equatable {
    /// Every cell, the label first.
    public let cells: [String]
    /// The first cell, shown as the row's header.
    public let label: String
    /// The cells after the first.
    public let values: [String]

    /// A row from its cells, the first naming the row.
    public init(cells: [String]) {
        self.cells = cells
        self.label = cells.first ?? ""
        self.values = Array(cells.dropFirst())
    }
}
