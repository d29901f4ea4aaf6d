extension LocalizedTrainingFormat {
    /// A log entry in the user's language: "102,5 kg × 5 × 3" (a weight converted from the other unit rounded to what a
    /// lifter loads), "12 Wdh. × 3" without weight, or "2 Sätze" for timed work (no weight, no reps).
    public func entry(_ entry: LiftLog.Entry) -> String {
        if entry.weight == nil, entry.reps == nil { return localizer.plural("format.log_sets", count: entry.sets) }
        let reps = entry.reps.map(String.init) ?? "–"
        guard let weight = entry.weight else { return localizer.text("format.log_reps", ["reps": reps, "sets": String(entry.sets)]) }
        return "\(number(Weight.shown(weight, in: entry.unit))) \(entry.unit.symbol) × \(reps) × \(entry.sets)"
    }
}
