import Foundation

/// A weight as the lifter typed it: the number and its unit, kept as entered.
public struct Weight: Hashable, Codable, Sendable {
    public let value: Double
    public let unit: WeightUnit

    public init(_ value: Double, _ unit: WeightUnit) {
        self.value = value
        self.unit = unit
    }

    /// The weight in kilograms.
    public var kilograms: Double { unit.convert(value, to: .kilograms) }

    /// The number to show a user of `unit`: exact when the units agree, converted (to 0.01) otherwise.
    public func value(in display: WeightUnit) -> Double {
        display == unit ? value : (unit.convert(value, to: display) * 100).rounded() / 100
    }

    /// Parses text such as `100kg`, `225 lb`, `102.5` or `102,5`, using `defaultUnit` when none is written.
    public static func parse(_ text: String, defaultUnit: WeightUnit) -> Weight? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        var unit = defaultUnit
        var number = Substring(trimmed)
        for candidate in WeightUnit.allCases where trimmed.hasSuffix(candidate.rawValue) {
            unit = candidate
            number = trimmed.dropLast(candidate.rawValue.count)
        }
        if trimmed.hasSuffix("lbs") {
            unit = .pounds
            number = trimmed.dropLast(3)
        }
        guard let value = DecimalInput.parse(String(number)),
              value.isFinite, value >= 0, value <= 2000 else { return nil }
        return Weight(value, unit)
    }

    /// `100`, `102.5` or `0.25`: no trailing zeros; "—" for what no stored value may reach (not finite, 10^15 and
    /// beyond: a row written around the rules), never a trap.
    public static func format(_ value: Double) -> String {
        guard value.isFinite, value.magnitude < 1e15 else { return "—" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
