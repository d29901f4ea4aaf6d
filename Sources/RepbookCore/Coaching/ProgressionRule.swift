import Foundation

/// The pure rule behind progression: from the last sessions' working sets and the template's targets, the next
/// weight and reps of each working set, with the reason in one line.
public enum ProgressionRule {
    /// The suggestion for `sets` working sets in `range`, from `history` (each session's done sets, newest first; only
    /// the working sets count). Nil when the rule is none, there is no history with reps, or the exercise is not counted
    /// in reps.
    public static func suggest(
        _ progression: Progression, sets: Int, range: RepRange, kind: ExerciseKind, history: [[SetValues]]
    ) -> ExerciseSuggestion? {
        guard progression.rule != .none, sets > 0, kind != .duration, kind != .distanceAndDuration else { return nil }
        let sessions = history.map { $0.filter { $0.kind == .normal && $0.reps != nil } }.filter { !$0.isEmpty }
        guard let last = sessions.first else { return nil }
        let lastReps = last.compactMap(\.reps)
        let base = heaviest(last)
        let done = describe(last, base: base)
        if kind.hasLoad, let deload = deload(progression, range: range, sessions: sessions, base: base, sets: sets) { return deload }
        let allAtTop = lastReps.allSatisfy { $0 >= range.upper }
        let rangeText = format(range)
        if allAtTop, !kind.hasLoad || base == nil {
            return uniform(
                weight: base, reps: range.upper, sets: sets,
                reason: "Last time \(done) reached the top of \(rangeText): keep \(range.upper) or make it harder")
        }
        switch progression.rule {
        case .none:
            return nil
        case .linear:
            if allAtTop {
                let next = base.map { add(progression.increment, to: $0) }
                return uniform(
                    weight: next, reps: range.upper, sets: sets,
                    reason: "Last time \(done) reached the top of \(rangeText): +\(text(progression.increment))")
            }
            return uniform(
                weight: base, reps: range.upper, sets: sets,
                reason: "Last time \(done) did not reach \(range.upper) on every set: same weight, aim for \(range.upper)")
        case .double:
            if allAtTop {
                let next = base.map { add(progression.increment, to: $0) }
                return uniform(
                    weight: next, reps: range.lower, sets: sets,
                    reason: "Last time \(done) reached the top of \(rangeText): +\(text(progression.increment)), back to \(range.lower) reps")
            }
            let matched = PreviousSetMatching.match(Array(repeating: .normal, count: sets), previous: last)
            let suggestions = matched.map { before in
                let reps = min(max((before?.reps ?? range.lower) + 1, range.lower), range.upper)
                return SetSuggestion(weight: base, reps: reps)
            }
            return ExerciseSuggestion(
                sets: suggestions, reason: "Last time \(done) within \(rangeText): one more rep per set, up to \(range.upper)")
        }
    }

    /// A deload when each of the last `deloadAfter` sessions had a working set below the bottom of the range.
    private static func deload(
        _ progression: Progression, range: RepRange, sessions: [[SetValues]], base: Weight?, sets: Int
    ) -> ExerciseSuggestion? {
        guard let after = progression.deloadAfter, after > 0, sessions.count >= after, let base else { return nil }
        let missed = sessions.prefix(after).allSatisfy { session in session.contains { ($0.reps ?? 0) < range.lower } }
        guard missed else { return nil }
        let lighter = round(
            Weight(base.value * (1 - progression.deloadPercent / 100), base.unit), step: progression.increment)
        let sessionsText = after == 1 ? "Last session" : "\(after) sessions in a row"
        return uniform(
            weight: lighter, reps: range.lower, sets: sets,
            reason: "\(sessionsText) below \(range.lower) reps at \(text(base)): deload \(Weight.format(progression.deloadPercent))% to \(text(lighter))")
    }

    /// The heaviest working weight of a session, in the unit it was typed in; nil when no set had a weight.
    static func heaviest(_ session: [SetValues]) -> Weight? {
        session.compactMap(\.weight).max { $0.kilograms < $1.kilograms }
    }

    /// `weight` plus `increment`, in `weight`'s unit; an increment in the other unit is converted and the sum rounded
    /// to a multiple of the converted step, so 100 kg + 5 lb reads 102.27 kg, not a long fraction.
    public static func add(_ increment: Weight, to weight: Weight) -> Weight {
        if increment.unit == weight.unit { return Weight(tidy(weight.value + increment.value), weight.unit) }
        let step = increment.unit.convert(increment.value, to: weight.unit)
        return Weight(tidy(weight.value + step), weight.unit)
    }

    /// `weight` rounded to the nearest multiple of `step` (converted to `weight`'s unit), never below zero.
    public static func round(_ weight: Weight, step: Weight) -> Weight {
        let size = step.unit.convert(step.value, to: weight.unit)
        guard size > 0 else { return Weight(tidy(weight.value), weight.unit) }
        return Weight(tidy(max(0, (weight.value / size).rounded() * size)), weight.unit)
    }

    /// `3 × 8 at 100 kg` when every set matched, else `8, 8, 6 at 100 kg` (reps alone without weight).
    static func describe(_ session: [SetValues], base: Weight?) -> String {
        let reps = session.compactMap(\.reps)
        let sameReps = Set(reps).count == 1
        let counted = sameReps ? "\(reps.count) × \(reps[0])" : reps.map(String.init).joined(separator: ", ")
        guard let base else { return counted + " reps" }
        return "\(counted) at \(text(base))"
    }

    /// `6–8`, or `5` for a fixed count.
    static func format(_ range: RepRange) -> String {
        range.lower == range.upper ? String(range.lower) : "\(range.lower)–\(range.upper)"
    }

    /// `100 kg`.
    static func text(_ weight: Weight) -> String { "\(Weight.format(weight.value)) \(weight.unit.symbol)" }

    /// A value rounded to 0.01, so sums of decimal steps read cleanly.
    static func tidy(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// The same weight and reps for each of `sets` sets, with the reason.
    private static func uniform(weight: Weight?, reps: Int, sets: Int, reason: String) -> ExerciseSuggestion {
        ExerciseSuggestion(sets: Array(repeating: SetSuggestion(weight: weight, reps: reps), count: sets), reason: reason)
    }
}
