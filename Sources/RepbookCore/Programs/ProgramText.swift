import Foundation

/// How program reasons write numbers: `85 %`, `120 kg`.
enum ProgramText {
    /// `85 %`, `92.5 %`.
    static func percent(_ value: Double) -> String { "\(Weight.format(value)) %" }

    /// `120 kg`, `117.5 lb`.
    static func weight(_ value: Double, _ unit: WeightUnit) -> String { "\(Weight.format(value)) \(unit.symbol)" }

    /// `120 kg` for a weight.
    static func weight(_ weight: Weight) -> String { self.weight(weight.value, weight.unit) }

    /// A number rounded to 0.01.
    static func tidy(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
