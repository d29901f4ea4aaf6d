import Foundation

/// Writes numbers with a language's decimal and grouping separators (from its catalog's `number.decimal` and
/// `number.group`), without Foundation's formatters, whose Linux build does not follow every locale: "102,5" in German,
/// "102.5" in English, "12.500" and "12,500" for thousands.
public struct NumberText: Sendable, Equatable {
    public let decimalSeparator: String
    public let groupSeparator: String

    public init(decimalSeparator: String, groupSeparator: String) {
        self.decimalSeparator = decimalSeparator
        self.groupSeparator = groupSeparator
    }

    /// `value` rounded to at most `maximumFractionDigits`, trailing zeros dropped ("102,5", "100", "-2,25").
    public func decimal(_ value: Double, maximumFractionDigits: Int = 2) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        let scale = pow(10.0, Double(maximumFractionDigits))
        let scaled = (abs(value) * scale).rounded()
        let whole = Int64(scaled / scale)
        var fraction = Int64(scaled) - whole * Int64(scale)
        var digits = maximumFractionDigits
        while digits > 0, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let sign = value < 0 && scaled > 0 ? "-" : ""
        let fractionText = digits == 0 ? "" : decimalSeparator + String(repeating: "0", count: digits - String(fraction).count) + String(fraction)
        return sign + grouped(whole) + fractionText
    }

    /// A whole number with the grouping separator every three digits ("12.500").
    public func integer(_ value: Int) -> String {
        (value < 0 ? "-" : "") + grouped(Int64(value.magnitude))
    }

    private func grouped(_ magnitude: Int64) -> String {
        let digits = String(magnitude)
        guard digits.count > 4 else { return digits }
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += groupSeparator }
            out.append(digit)
        }
        return out
    }
}
