import Foundation

/// A body measurement as typed: the number and its unit, kept as entered (like `Weight`).
public struct Length: Hashable, Codable, Sendable {
    public let value: Double
    public let unit: LengthUnit

    public init(_ value: Double, _ unit: LengthUnit) {
        self.value = value
        self.unit = unit
    }

    /// The length in `unit`, converted when typed in the other one.
    public func value(in other: LengthUnit) -> Double { unit.convert(value, to: other) }

    /// The length in centimetres.
    public var centimetres: Double { value(in: .centimetres) }

    /// "81.5 cm" in `unit`: exactly as typed when the units agree, else converted to 0.1.
    public func text(in other: LengthUnit) -> String {
        guard other != unit else { return "\(Weight.format(value)) \(unit.symbol)" }
        return "\(Weight.format((value(in: other) * 10).rounded() / 10)) \(other.symbol)"
    }
}
