/// The plate line under a barbell set row: the plates per side for its weight, and what they make when the weight
/// cannot be loaded exactly. The workout page's script (`plates.js`) draws the same as the row's weight is typed.
public enum PlateLine {
    /// "Plates a side: 25 + 15", or "Plates a side: 25 + 15 = 100 kg, not 101 kg" in the user's language, from the same
    /// catalog entries the script uses (`client.plates.*`) and with its numbers; nil without a positive weight.
    public static func text(_ target: Double?, setup: PlateSetup, localizer: Localizer) -> String? {
        guard let target, target.isFinite, target > 0 else { return nil }
        let load = PlateCalculator.load(target, setup: setup)
        let plates = load.perSide.isEmpty ? localizer.text("client.plates.barOnly") : load.perSide.map(Weight.format).joined(separator: " + ")
        return load.isExact
            ? localizer.text("client.plates.exact", ["plates": plates])
            : localizer.text("client.plates.inexact", [
                "plates": plates, "made": Weight.format(load.achieved), "unit": setup.unit.symbol, "target": Weight.format(target),
            ])
    }
}
