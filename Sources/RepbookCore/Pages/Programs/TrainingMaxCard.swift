import Foundation

/// A lift's training max as the program page shows it: the value in force and every dated change with its reason,
/// newest first.
public struct TrainingMaxCard: Sendable, Equatable {
    /// One dated change.
    public struct Change: Sendable, Equatable {
        /// `Mon 2 Nov 2026`.
        public let date: String
        /// `120 kg`.
        public let weight: String
        public let reason: String
    }

    public let liftKey: String
    public let name: String
    /// `120 kg`.
    public let current: String
    /// Newest first; the first is the value in force.
    public let history: [Change]
    /// Whether there is more than the first value.
    public let hasChanges: Bool

    init(liftKey: String, name: String, max: TrainingMax, unit: WeightUnit, format: DisplayFormat, localizer: Localizer) {
        self.liftKey = liftKey
        self.name = name
        current = Self.weight(max.current, unit: unit, localizer)
        history = max.history.reversed().map {
            Change(date: format.day($0.date), weight: Self.weight($0.weight, unit: unit, localizer), reason: localizer.text($0.reason))
        }
        hasChanges = max.history.count > 1
    }

    /// `120 kg` in the user's unit.
    static func weight(_ weight: Weight, unit: WeightUnit, _ localizer: Localizer) -> String {
        "\(LocalizedTrainingFormat(localizer).number(weight.value(in: unit))) \(unit.symbol)"
    }
}
