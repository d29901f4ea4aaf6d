/// The plate line under a barbell set row: the plates per side for its weight, and what they make when the weight
/// cannot be loaded exactly. The workout page's script (`plates.js`) draws the same as the row's weight is typed.
public enum PlateLine {
    /// "Plates a side: 25 + 15", or "Plates a side: 25 + 15 = 100 kg, not 101 kg"; nil without a positive weight.
    public static func text(_ target: Double?, setup: PlateSetup) -> String? {
        guard let target, target.isFinite, target > 0 else { return nil }
        let load = PlateCalculator.load(target, setup: setup)
        let unit = setup.unit.symbol
        return load.isExact
            ? "Plates a side: \(load.perSideText)"
            : "Plates a side: \(load.perSideText) = \(Weight.format(load.achieved)) \(unit), not \(Weight.format(target)) \(unit)"
    }
}
