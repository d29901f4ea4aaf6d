import Foundation

/// A number as a lifter types it into a form, in any of Repbook's languages: "102.5" and "102,5" (German, French...)
/// are both 102.5, and with both marks the last one is the decimal separator ("1.002,5" and "1,002.5" are 1002.5).
/// Every form field that takes a decimal reads it here.
public enum DecimalInput {
    /// The number in `text` (spaces around it ignored), or nil when it is not one plain decimal number.
    public static func parse(_ text: String) -> Double? {
        var digits = text.trimmingCharacters(in: .whitespaces)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || ".,-+".contains($0)) }) else { return nil }
        let lastComma = digits.lastIndex(of: ",")
        let lastPoint = digits.lastIndex(of: ".")
        switch (lastComma, lastPoint) {
        case (let comma?, let point?):
            let decimal: Character = comma > point ? "," : "."
            let group: Character = decimal == "," ? "." : ","
            guard digits.filter({ $0 == decimal }).count == 1, Self.isGrouped(digits, group: group, decimal: decimal) else { return nil }
            digits = digits.filter { $0 != group }.replacingOccurrences(of: ",", with: ".")
        case (.some, nil):
            guard digits.filter({ $0 == "," }).count == 1 else { return nil }
            digits = digits.replacingOccurrences(of: ",", with: ".")
        default:
            break
        }
        guard let value = Double(digits), value.isFinite else { return nil }
        return value
    }

    /// `value` as text `parse` reads back: plain decimal notation, never an exponent (`String(1e-05)` is "1e-05", which a
    /// typed field refuses); for numbers that arrive as numbers (the API's JSON, an archive) and go through a form's rules.
    public static func text(_ value: Double) -> String {
        let plain = String(value)
        guard plain.contains(where: { $0 == "e" || $0 == "E" }), value.isFinite else { return plain }
        var fixed = String(format: "%.12f", value)
        while fixed.hasSuffix("0") { fixed.removeLast() }
        if fixed.hasSuffix(".") { fixed.removeLast() }
        return fixed
    }

    /// Whether the group marks before the decimal mark stand every three digits ("1.002,5", not "10.02,5").
    private static func isGrouped(_ text: String, group: Character, decimal: Character) -> Bool {
        let whole = text.split(separator: decimal, omittingEmptySubsequences: false)[0]
        let groups = whole.split(separator: group, omittingEmptySubsequences: false)
        return groups.dropFirst().allSatisfy { $0.count == 3 } && !(groups.first?.filter(\.isNumber).isEmpty ?? true)
    }
}
