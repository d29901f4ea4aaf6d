import Foundation

/// The pure rule behind progression: from the last sessions' working sets and the template's targets, the next
/// weight and reps of each working set, with the reason in one line.
public enum ProgressionRule {
    /// The suggestion for `sets` working sets in `range`, from `history` (each session's done sets, newest first). Only
    /// the working sets count, read by `WorkingSets` (marked warm-ups, an unmarked ramp, top singles and drop sets left
    /// out); set N starts from last time's working set N (the last one when there were fewer), and no weight is raised by
    /// more than the increment over what that set lifted. Nil when the rule is none, there is no history with reps, or
    /// the exercise is not counted in reps. The reason names weights in `shownIn` (the lifter's unit), converted to what
    /// a lifter loads, or as typed when nil; the suggested weights keep the unit they were typed in.
    public static func suggest(
        _ progression: Progression, sets: Int, range: RepRange, kind: ExerciseKind, history: [[SetValues]],
        shownIn display: WeightUnit? = nil
    ) -> ExerciseSuggestion? {
        guard progression.rule != .none, sets > 0, kind != .duration, kind != .distanceAndDuration else { return nil }
        let readings = history.map(WorkingSets.init)
        let sessions = readings.map { $0.working.filter { $0.reps != nil } }.filter { !$0.isEmpty }
        guard let last = sessions.first, let reading = readings.first(where: { $0.working.contains { $0.reps != nil } }) else {
            return nil
        }
        let lastReps = last.compactMap(\.reps)
        let base = heaviest(last)
        let described = describe(last, shownIn: display)
        let done: LocalizedText.Slot = reading.leftOut(shownIn: display).map {
            .localized(LocalizedText("coaching.done_not_counted", ["done": described, "left": .localized($0)]))
        } ?? described
        if kind.hasLoad, let deload = deload(progression, range: range, sessions: sessions, base: base, sets: sets, shownIn: display) {
            return deload
        }
        let increment = step(progression.increment, shownIn: display)
        let allAtTop = lastReps.allSatisfy { $0 >= range.upper }
        let rangeText = LocalizedText.Slot.text(format(range))
        let top = LocalizedText.Slot.integer(range.upper)
        let before = bySet(last, count: sets)
        if allAtTop, !kind.hasLoad || base == nil {
            return uniform(
                weight: base, reps: range.upper, sets: sets,
                why: LocalizedText("coaching.top_keep", ["done": done, "range": rangeText, "top": top]))
        }
        switch progression.rule {
        case .none:
            return nil
        case .linear:
            if allAtTop {
                return ExerciseSuggestion(
                    sets: before.map { SetSuggestion(weight: $0.weight.map { add(progression.increment, to: $0) }, reps: range.upper) },
                    why: LocalizedText("coaching.top_add", ["done": done, "range": rangeText, "increment": increment]))
            }
            return ExerciseSuggestion(
                sets: before.map { SetSuggestion(weight: $0.weight, reps: range.upper) },
                why: LocalizedText("coaching.missed_top", ["done": done, "top": top]))
        case .double:
            if allAtTop {
                return ExerciseSuggestion(
                    sets: before.map { SetSuggestion(weight: $0.weight.map { add(progression.increment, to: $0) }, reps: range.lower) },
                    why: LocalizedText(
                        "coaching.top_add_back", ["done": done, "range": rangeText, "increment": increment, "bottom": .integer(range.lower)]))
            }
            let suggestions = before.map { set in
                SetSuggestion(weight: set.weight, reps: min(max((set.reps ?? range.lower) + 1, range.lower), range.upper))
            }
            return ExerciseSuggestion(
                sets: suggestions, why: LocalizedText("coaching.within", ["done": done, "range": rangeText, "top": top]))
        }
    }

    /// Last time's working set for each of `count` sets today: set N from set N, the last one repeated past the end.
    public static func bySet(_ working: [SetValues], count: Int) -> [SetValues] {
        guard let last = working.last else { return [] }
        return (0..<count).map { working.indices.contains($0) ? working[$0] : last }
    }

    /// A deload when each of the last `deloadAfter` sessions had a working set below the bottom of the range.
    private static func deload(
        _ progression: Progression, range: RepRange, sessions: [[SetValues]], base: Weight?, sets: Int, shownIn display: WeightUnit?
    ) -> ExerciseSuggestion? {
        guard let after = progression.deloadAfter, after > 0, sessions.count >= after, let base else { return nil }
        let missed = sessions.prefix(after).allSatisfy { session in session.contains { ($0.reps ?? 0) < range.lower } }
        guard missed else { return nil }
        let lighter = round(
            Weight(base.value * (1 - progression.deloadPercent / 100), base.unit), step: progression.increment)
        // `after` is at least 2 in the second key, "other" in every shipped language.
        let sessionsText = after == 1
            ? LocalizedText("coaching.deload.last_session") : LocalizedText("coaching.deload.sessions_in_a_row", ["count": .integer(after)])
        return uniform(
            weight: lighter, reps: range.lower, sets: sets,
            why: LocalizedText("coaching.deload", [
                "sessions": .localized(sessionsText), "bottom": .integer(range.lower), "weight": text(base, shownIn: display),
                "percent": .decimal(progression.deloadPercent), "lighter": text(lighter, shownIn: display),
            ])
        )
    }

    /// The heaviest weight among a session's working sets, in the unit it was typed in; nil when no set had a weight.
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

    /// `3 × 8 at 100 kg` when every set matched, `8, 8, 6 at 100 kg`, `7 at 40 kg, 2 × 8 at 35 kg` over several
    /// weights (runs of one weight in the order done), `2 × 8 reps` without weight.
    static func describe(_ session: [SetValues], shownIn display: WeightUnit? = nil) -> LocalizedText.Slot {
        var runs: [(weight: Weight?, reps: [Int])] = []
        for set in session {
            guard let reps = set.reps else { continue }
            if let last = runs.last, last.weight?.kilograms == set.weight?.kilograms {
                runs[runs.count - 1].reps.append(reps)
            } else {
                runs.append((set.weight, [reps]))
            }
        }
        let parts = runs.map { run -> LocalizedText in
            let counted: LocalizedText.Slot = Set(run.reps).count == 1
                ? .text("\(run.reps.count) × \(run.reps[0])") : .text(run.reps.map(String.init).joined(separator: ", "))
            guard let weight = run.weight else { return LocalizedText("coaching.run_reps", ["sets": counted]) }
            return LocalizedText("coaching.run_at", ["sets": counted, "weight": text(weight, shownIn: display)])
        }
        return CoachingWords.list(parts)
    }

    /// `6–8`, or `5` for a fixed count.
    static func format(_ range: RepRange) -> String {
        range.lower == range.upper ? String(range.lower) : "\(range.lower)–\(range.upper)"
    }

    /// `100 kg`, `102,5 kg` in the reader's language.
    static func text(_ weight: Weight) -> LocalizedText.Slot { ProgramText.slot(weight.value, weight.unit) }

    /// `265 lb` for 120 kg shown in pounds (what a lifter loads, `Weight.loadable(in:)`); as typed when `display` is nil.
    static func text(_ weight: Weight, shownIn display: WeightUnit?) -> LocalizedText.Slot {
        text(display.map { weight.loadable(in: $0) } ?? weight)
    }

    /// An increment in `display`: `2.5 kg` reads `5.5 lb` (converted to a tenth, not rounded to a load: a step is small).
    static func step(_ increment: Weight, shownIn display: WeightUnit?) -> LocalizedText.Slot {
        guard let display, display != increment.unit else { return text(increment) }
        let converted = (increment.unit.convert(increment.value, to: display) * 10).rounded() / 10
        return text(Weight(converted, display))
    }

    /// A value rounded to 0.01, so sums of decimal steps read cleanly.
    static func tidy(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// The same weight and reps for each of `sets` sets, with the reason.
    private static func uniform(weight: Weight?, reps: Int, sets: Int, why: LocalizedText) -> ExerciseSuggestion {
        ExerciseSuggestion(sets: Array(repeating: SetSuggestion(weight: weight, reps: reps), count: sets), why: why)
    }
}
