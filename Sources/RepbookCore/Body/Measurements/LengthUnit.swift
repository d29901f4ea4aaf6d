import Foundation

/// The unit a body measurement is typed in: centimetres or inches.
public enum LengthUnit: String, CaseIterable, Codable, Sendable {
    case centimetres = "cm"
    case inches = "in"

    /// Centimetres in one inch.
    public static let centimetresPerInch = 2.54

    /// The unit that goes with the user's weight unit: centimetres for kilograms, inches for pounds.
    public static func following(_ weightUnit: WeightUnit) -> LengthUnit {
        weightUnit == .kilograms ? .centimetres : .inches
    }

    /// `value` in this unit converted to `other`.
    public func convert(_ value: Double, to other: LengthUnit) -> Double {
        guard self != other else { return value }
        return self == .centimetres ? value / Self.centimetresPerInch : value * Self.centimetresPerInch
    }

    public var symbol: String { rawValue }
}
