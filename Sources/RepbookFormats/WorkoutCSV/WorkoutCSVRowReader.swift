/// Reads the data rows of one workout file layout, whose columns it found in the header.
protocol WorkoutCSVRowReader {
    /// The columns a data row must reach for every column this reader uses.
    var requiredColumnCount: Int { get }
    /// The row on `line`, or the reason it is not a set.
    mutating func read(_ cells: [String], line: Int) throws(CellProblem) -> WorkoutCSVRow
}

extension WorkoutCSVRowReader {
    /// The cell of an optional column; empty when the column is missing or the row is short.
    func cell(_ cells: [String], _ column: Int?) -> String {
        guard let column, column < cells.count else { return "" }
        return cells[column]
    }
}
