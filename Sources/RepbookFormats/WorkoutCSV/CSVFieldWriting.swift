import Foundation

/// Writes one CSV field: quoted when it must be (a delimiter, a quote, a line break, or spaces at either end) or when
/// asked, with quotes doubled.
enum CSVFieldWriting {
    /// `text` as one field, quoted when it must be or when `alwaysQuoted`.
    static func field(_ text: String, delimiter: Character = ",", alwaysQuoted: Bool = false) -> String {
        let mustQuote = alwaysQuoted || text.contains { $0 == delimiter || $0 == "\"" || $0.isNewline }
            || text.first == " " || text.last == " "
        guard mustQuote else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A text cell: neutralised against formulas, then quoted as needed.
    static func text(_ text: String, delimiter: Character = ",", alwaysQuoted: Bool = false) -> String {
        field(CSVFormulaGuard.neutralised(text), delimiter: delimiter, alwaysQuoted: alwaysQuoted)
    }

    /// A number without a needless fraction: `100`, `82.5`, `0.45359237`; exact, so it reads back to the same value.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
