import RepbookCore

/// The reason a CSV row has not the header's columns ("found 3 columns but the header names 2 columns"), as catalog
/// texts, shared by the workout and the weight readers.
enum ColumnCountReason {
    /// What else to say after the counts.
    enum Hint {
        case none
        /// A quoted field runs over these lines of the file.
        case spread(first: Int, last: Int)
        /// A decimal comma in a comma-separated file needs quotes.
        case decimalComma
    }

    /// `found` cells against the header's `named` columns, with `hint`.
    static func mismatch(found: Int, named: Int, hint: Hint = .none) -> LocalizedText {
        let counts: [String: LocalizedText.Slot] = ["found": columns(found), "named": columns(named)]
        switch hint {
        case .none: return LocalizedText("import.reason.column_count", counts)
        case .decimalComma: return LocalizedText("import.reason.column_count_decimal_comma", counts)
        case .spread(let first, let last):
            return LocalizedText("import.reason.column_count_spread", counts.merging(["first": .integer(first), "last": .integer(last)]) { $1 })
        }
    }

    /// The hint for extra cells: a decimal comma needs quotes in a comma-separated file; none for other separators.
    static func extraCells(_ delimiter: UnicodeScalar) -> Hint { delimiter == "," ? .decimalComma : .none }

    /// "1 column", "3 columns". A row has at least one cell, and 1 is CLDR's "one" in every shipped language (French
    /// and Portuguese add 0, which a count here never is), so the choice needs no plural rule.
    private static func columns(_ count: Int) -> LocalizedText.Slot {
        .localized(count == 1 ? LocalizedText("import.reason.one_column") : LocalizedText("import.reason.columns", ["count": .integer(count)]))
    }
}
