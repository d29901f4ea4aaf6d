import Foundation

/// A computed weight made loadable: with the user's bar and plates for a barbell, or to a step for other equipment.
public enum LoadableWeight {
    /// `target` (in `setup`'s unit) as a loadable weight for `lift`, rounded by `rounding`, and the plates per side
    /// (barbell only; nil otherwise).
    public static func round(
        _ target: Double, lift: ProgramLift, setup: PlateSetup, rounding: LoadRounding
    ) -> (weight: Double, plates: PlateLoad?) {
        switch lift.loading {
        case .steps(let step):
            let size = step.value(in: setup.unit)
            return (pick(target, below: (target / size + 1e-9).rounded(.down) * size, step: size, rounding: rounding), nil)
        case .barbell:
            let below = PlateCalculator.load(target, setup: setup)
            guard !below.isExact, target > setup.bar else { return (below.achieved, below) }
            let chosen = pick(target, below: below.achieved, step: 2 * smallestStep(setup), rounding: rounding)
            let load = PlateCalculator.load(chosen, setup: setup)
            return (load.achieved, load)
        }
    }

    /// `below` or the next loadable weight up (`below + step`), as `rounding` picks for `target`.
    private static func pick(_ target: Double, below: Double, step: Double, rounding: LoadRounding) -> Double {
        let tidy = { (value: Double) in (value * 100).rounded() / 100 }
        let lower = tidy(below)
        guard step > 0, tidy(target) != lower else { return lower }
        let upper = tidy(below + step)
        switch rounding {
        case .down: return lower
        case .up: return upper
        // A tie within floating-point noise goes to the lighter weight.
        case .nearest: return upper - target < target - lower - 1e-9 ? upper : lower
        }
    }

    /// The finest step one side of the bar can change by: the greatest common divisor of the plate sizes.
    private static func smallestStep(_ setup: PlateSetup) -> Double {
        let sizes = setup.plates.map { Int(($0 * 100).rounded()) }.filter { $0 > 0 }
        return Double(sizes.reduce(0) { gcd($0, $1) }) / 100
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
