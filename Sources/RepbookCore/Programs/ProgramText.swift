import Foundation

/// How program reasons write numbers: `85 %`, `120 kg`.
enum ProgramText {
    /// `120 kg` as a slot of a reason, written with the reader's decimal mark (`117,5 kg`).
    static func slot(_ value: Double, _ unit: WeightUnit) -> LocalizedText.Slot {
        .localized(LocalizedText("program.reason.weight", ["number": .decimal(value), "unit": .text(unit.symbol)]))
    }

    /// `85 %` as a slot of a reason, written with the reader's decimal mark (`92,5 %`).
    static func percentSlot(_ value: Double) -> LocalizedText.Slot {
        .localized(LocalizedText("program.reason.percent", ["number": .decimal(value)]))
    }

    /// A number rounded to 0.01.
    static func tidy(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
