import Foundation

/// The warm-up ramp: steps of a share of the first working weight and reps, such as 40% × 5, 60% × 3, 80% × 2.
public struct WarmUpRamp: Equatable, Sendable {
    /// One step: a percentage of the working weight and the reps at it.
    public struct Step: Equatable, Sendable {
        public let percent: Double
        public let reps: Int

        public init(percent: Double, reps: Int) {
            self.percent = percent
            self.reps = reps
        }
    }

    public let steps: [Step]

    public init(steps: [Step]) {
        self.steps = steps.sorted { $0.percent < $1.percent }
    }

    /// 40% × 5, 60% × 3, 80% × 2.
    public static let standard = WarmUpRamp(steps: [Step(percent: 40, reps: 5), Step(percent: 60, reps: 3), Step(percent: 80, reps: 2)])
    /// The most steps a ramp holds.
    public static let maximumSteps = 8

    /// Parses `40x5, 60x3, 80x2` (percent × reps, `×` or `x`, `%` allowed); the error names the field.
    public static func parse(_ text: String) throws(DomainError) -> WarmUpRamp {
        let parts = text.split { $0 == "," || $0 == ";" }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let problem = DomainError.invalid(
            field: "warmUpSteps",
            message: LocalizedText("error.warm_up.steps", ["maximum": .text(String(maximumSteps))]))
        guard !parts.isEmpty, parts.count <= maximumSteps else { throw problem }
        var steps: [Step] = []
        for part in parts {
            let pair = part.lowercased().replacingOccurrences(of: "×", with: "x").replacingOccurrences(of: "%", with: "")
                .split(separator: "x").map { $0.trimmingCharacters(in: .whitespaces) }
            // Percentages are kept to hundredths, so what is saved reads back the same.
            guard pair.count == 2, let typed = Double(pair[0]), typed.isFinite, let reps = Int(pair[1]), (1...20).contains(reps),
                  case let percent = (typed * 100).rounded() / 100, (1...99).contains(percent) else {
                throw problem
            }
            steps.append(Step(percent: percent, reps: reps))
        }
        return WarmUpRamp(steps: steps)
    }

    /// `40×5, 60×3, 80×2`.
    public var text: String {
        steps.map { "\(Weight.format($0.percent))×\($0.reps)" }.joined(separator: ", ")
    }

    /// The warm-up sets up to `working` (in `setup`'s unit): each step rounded down to a loadable weight (at least the
    /// bar when `barbell`, else down to the smallest plate pair's step), dropping steps that land on the same weight
    /// as the one before or reach the working weight.
    public func sets(upTo working: Double, setup: PlateSetup, barbell: Bool) -> [SetSuggestion] {
        var result: [SetSuggestion] = []
        var lastWeight: Double?
        for step in steps {
            let raw = working * step.percent / 100
            let weight: Double
            if barbell {
                weight = max(setup.bar, PlateCalculator.load(raw, setup: setup).achieved)
            } else {
                let size = (setup.plates.last ?? 1.25) * 2
                weight = max(0, (raw / size).rounded(.down) * size)
            }
            guard weight < working, weight > 0, weight != lastWeight else { continue }
            lastWeight = weight
            result.append(SetSuggestion(weight: Weight(ProgressionRule.tidy(weight), setup.unit), reps: step.reps))
        }
        return result
    }
}
