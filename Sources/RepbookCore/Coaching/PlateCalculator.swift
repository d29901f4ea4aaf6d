import Foundation

/// A lifter's bar and the plate sizes they own, in one unit.
public struct PlateSetup: Equatable, Sendable {
    public let unit: WeightUnit
    public let bar: Double
    /// Plate sizes, heaviest first, each owned in pairs.
    public let plates: [Double]

    public init(unit: WeightUnit, bar: Double, plates: [Double]) {
        self.unit = unit
        self.bar = bar
        self.plates = Array(Set(plates.filter { $0 > 0 })).sorted(by: >)
    }

    /// A 20 kg bar with 25, 20, 15, 10, 5, 2.5 and 1.25 kg plates.
    public static let standardKilograms = PlateSetup(unit: .kilograms, bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25])
    /// A 45 lb bar with 45, 35, 25, 10, 5 and 2.5 lb plates.
    public static let standardPounds = PlateSetup(unit: .pounds, bar: 45, plates: [45, 35, 25, 10, 5, 2.5])

    /// The standard setup of `unit`.
    public static func standard(_ unit: WeightUnit) -> PlateSetup {
        unit == .kilograms ? standardKilograms : standardPounds
    }

    /// Parses a bar weight and a list of plate sizes such as `25, 20, 15, 10, 5, 2.5, 1.25`; the error names the field.
    public static func parse(bar: String, plates: String, unit: WeightUnit) throws(DomainError) -> PlateSetup {
        guard let barValue = DecimalInput.parse(bar), (0...100).contains(barValue) else {
            throw .invalid(field: "bar", message: LocalizedText("error.bar_weight_number_from_0_100"))
        }
        // With a semicolon the list is "25; 20; 2,5": commas are then decimal marks, as a German lifter writes them.
        let separators: Set<Character> = plates.contains(";") ? [";", " "] : [",", ";", " "]
        let parts = plates.split { separators.contains($0) }.map(String.init)
        var sizes: [Double] = []
        for part in parts {
            guard let size = DecimalInput.parse(part), size >= 0.1, size <= 100 else {
                throw .invalid(field: "plates", message: LocalizedText("error.plates_numbers_from_0_1_100"))
            }
            sizes.append(size)
        }
        guard !sizes.isEmpty, sizes.count <= 20 else {
            throw .invalid(field: "plates", message: LocalizedText("error.list_from_1_20_plate_sizes"))
        }
        return PlateSetup(unit: unit, bar: barValue, plates: sizes)
    }

    /// The plate sizes as a form shows them: `25, 20, 15`.
    public var platesText: String { plates.map(Weight.format).joined(separator: ", ") }
}

/// How a barbell is loaded for a weight: the plates on each side, heaviest first, and the weight that makes.
public struct PlateLoad: Equatable, Sendable {
    public let perSide: [Double]
    /// The weight on the bar, bar included: the target when `isExact`, else the heaviest loadable weight below it.
    public let achieved: Double
    public let isExact: Bool

    public init(perSide: [Double], achieved: Double, isExact: Bool) {
        self.perSide = perSide
        self.achieved = achieved
        self.isExact = isExact
    }

    /// `25 + 15 + 1.25` per side, or `bar only`.
    public var perSideText: String {
        perSide.isEmpty ? "bar only" : perSide.map(Weight.format).joined(separator: " + ")
    }
}

/// The pure plate rule: the heaviest load not above the target, with the fewest plates.
public enum PlateCalculator {
    /// The load for `target` (in the setup's unit); below the bar answers the bar alone, not exact.
    public static func load(_ target: Double, setup: PlateSetup) -> PlateLoad {
        let hundredths = { (value: Double) in Int((value * 100).rounded()) }
        let sides = hundredths(target) - hundredths(setup.bar)
        guard sides >= 0 else { return PlateLoad(perSide: [], achieved: setup.bar, isExact: false) }
        let sizes = setup.plates.map(hundredths).filter { $0 > 0 }
        guard !sizes.isEmpty else { return PlateLoad(perSide: [], achieved: setup.bar, isExact: sides == 0) }
        let step = sizes.reduce(0) { gcd($0, $1) }
        let goal = sides / 2 / step
        // Fewest plates for each reachable multiple of `step` per side, up to the goal.
        var fewest = [Int](repeating: Int.max, count: goal + 1)
        var last = [Int](repeating: -1, count: goal + 1)
        fewest[0] = 0
        let units = sizes.map { $0 / step }
        if goal > 0 {
            for amount in 1...goal {
                for (index, size) in units.enumerated() where size <= amount && fewest[amount - size] != Int.max {
                    let count = fewest[amount - size] + 1
                    // Ties go to the heavier plate (sizes are heaviest first), so the heaviest plates go on first.
                    if count < fewest[amount] { fewest[amount] = count; last[amount] = index }
                }
            }
        }
        var amount = goal
        while fewest[amount] == Int.max { amount -= 1 }
        var plates: [Double] = []
        var rest = amount
        while rest > 0 {
            let index = last[rest]
            plates.append(setup.plates[index])
            rest -= units[index]
        }
        plates.sort(by: >)
        let achievedHundredths = hundredths(setup.bar) + 2 * amount * step
        return PlateLoad(
            perSide: plates, achieved: Double(achievedHundredths) / 100, isExact: achievedHundredths == hundredths(target))
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
