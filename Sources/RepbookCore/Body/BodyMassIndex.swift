import Foundation

/// Body mass index: weight in kilograms over height in metres squared, with its WHO adult category.
public struct BodyMassIndex: Equatable, Sendable {
    /// The WHO adult categories.
    public enum Category: String, Sendable {
        case underweight, healthy, overweight, obese

        /// The category as a lifter reads it.
        public var label: String {
            switch self {
            case .underweight: "Underweight"
            case .healthy: "Healthy weight"
            case .overweight: "Overweight"
            case .obese: "Obese"
            }
        }

        /// The BMI span of the category, as text.
        public var span: String {
            switch self {
            case .underweight: "below 18.5"
            case .healthy: "18.5 to 24.9"
            case .overweight: "25 to 29.9"
            case .obese: "30 or more"
            }
        }
    }

    /// The index, unrounded.
    public let value: Double

    /// The index for `kilograms` at `centimetres` tall.
    public init(kilograms: Double, centimetres: Double) {
        let metres = centimetres / 100
        value = kilograms / (metres * metres)
    }

    /// The category, judged on the index rounded to one decimal as it is shown.
    public var category: Category {
        let shown = (value * 10).rounded() / 10
        switch shown {
        case ..<18.5: return .underweight
        case ..<25: return .healthy
        case ..<30: return .overweight
        default: return .obese
        }
    }

    /// The index to one decimal, e.g. `24.7`.
    public var text: String { String(format: "%.1f", (value * 10).rounded() / 10) }
}
