import Foundation

/// A chart's data as a table: the text alternative behind "Show data".
public struct ChartTable: Sendable, Hashable {
    /// Column headers: "Date", "Best estimated 1RM".
    public let columns: [String]
    /// One row per data point, in the chart's order.
    public let rows: [ChartTableRow]
    /// Whether there is any row to show.
    public let hasRows: Bool
    /// Whether the rows have a third cell (a trend), so the template picks the row shape once per table.
    public let hasThirdColumn: Bool
    /// A sentence above the rows when they are not simply every data point ("Before Dec 2025: …"); empty when none.
    public let caption: String
    public let hasCaption: Bool

    /// A table of `columns` and `rows`, with an optional `caption`.
    public init(columns: [String], rows: [ChartTableRow], caption: String = "") {
        self.columns = columns
        self.rows = rows
        self.hasRows = !rows.isEmpty
        self.hasThirdColumn = columns.count > 2
        self.caption = caption
        self.hasCaption = !caption.isEmpty
    }
}

/// One row of a chart's table: the first cell names the row ("12 Nov 2026", "Chest"), the second is its value ("105 kg"),
/// an optional third a second series (a trend). Fixed fields rather than a list of cells: a page renders hundreds of
/// rows, and each nested list costs the template a section of its own.
public struct ChartTableRow: Sendable, Hashable {
    /// The first cell, shown as the row's header.
    public let label: String
    /// The second cell.
    public let value: String
    /// The third cell; empty when the row has two.
    public let extra: String
    /// Whether the row has a third cell.
    public let hasExtra: Bool

    /// A row from its two or three cells, the first naming the row.
    public init(cells: [String]) {
        assert(cells.count <= 3, "a chart table has at most three columns")
        self.label = cells.first ?? ""
        self.value = cells.count > 1 ? cells[1] : ""
        self.extra = cells.count > 2 ? cells[2] : ""
        self.hasExtra = cells.count > 2
    }

    /// Every cell, the label first.
    public var cells: [String] { [label] + values }

    /// The cells after the first.
    public var values: [String] { hasExtra ? [value, extra] : [value] }
}
