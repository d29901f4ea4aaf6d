import Foundation

/// The unit a user enters and reads weights in.
public enum WeightUnit: String, CaseIterable, Codable, Sendable {
    case kilograms = "kg"
    case pounds = "lb"

    /// Kilograms in one pound, exactly (international avoirdupois pound).
    public static let kilogramsPerPound = 0.45359237

    /// Converts `value` expressed in this unit to `target`, for display only; stored weights keep their unit.
    public func convert(_ value: Double, to target: WeightUnit) -> Double {
        switch (self, target) {
        case (.kilograms, .pounds): value / Self.kilogramsPerPound
        case (.pounds, .kilograms): value * Self.kilogramsPerPound
        default: value
        }
    }

    /// The label shown next to a number.
    public var symbol: String { rawValue }
}
