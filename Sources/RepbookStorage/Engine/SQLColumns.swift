import Foundation

/// A SELECT list written once: its expressions, and the names its rows answer under, so that a decoder reads each
/// column by position (`SQLColumnReader`) in the order written here, with no lookup by name. `check` compares the
/// statement's own column names with these once per statement run, so a list and its decoder that drift apart fail
/// loudly instead of reading the wrong column.
public struct SQLColumns: Sendable {
    /// The list as SQL text (`exercise.id, … AS last_performed_at`).
    public let text: String
    /// The name each column answers under (its `AS` alias, else the column's own name), in order.
    public let names: [String]

    /// Columns from their expressions, in order; each is named by its ` AS ` alias, else by what follows its last `.`.
    public init(_ expressions: [String]) {
        text = expressions.joined(separator: ", ")
        names = expressions.map(Self.name)
    }

    /// The name a column of `expression` answers under.
    static func name(_ expression: String) -> String {
        if let alias = expression.range(of: " AS ", options: .backwards) {
            return expression[alias.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return String(expression.split(separator: ".").last ?? Substring(expression))
    }

    /// Refuses a statement whose columns (`answered`, as the engine names them) are not exactly these, in this order
    /// (ignoring case: PostgreSQL folds unquoted names to lower case).
    public func check(_ answered: [String]) throws {
        if answered == names { return }
        guard answered.count == names.count, zip(answered, names).allSatisfy({ $0.lowercased() == $1.lowercased() }) else {
            throw CorruptColumn("The statement answers the columns \(answered), its decoder reads \(names).")
        }
    }
}
