import Foundation

/// Reads a program history reason stored as English text (before reasons were catalog keys) back into its key and
/// values, by the exact forms the engine wrote; used by the migrations' backfill and by an older archive's import. A
/// text in no known form (typed by the user, or in a program's own words) has no key and stays as written.
public enum LegacyProgramReason {
    /// `text`'s key and values, or nil when it is in no form the engine wrote.
    public static func parse(_ text: String) -> LocalizedText? {
        let range = NSRange(text.startIndex..., in: text)
        for form in forms {
            guard let match = form.pattern.firstMatch(in: text, range: range) else { continue }
            let parts = (1..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
            if let reason = form.build(Parts(parts)) { return reason }
        }
        return nil
    }

    /// The captured parts of one match, read in order.
    struct Parts {
        private let values: [String]
        init(_ values: [String]) { self.values = values }

        /// The part at `index` as text.
        func text(_ index: Int) -> String { values[index] }
        /// The part at `index` as a whole number.
        func integer(_ index: Int) -> Int? { Int(values[index]) }
        /// The part at `index` as a number (`92.5`).
        func number(_ index: Int) -> Double? { Double(values[index]) }
        /// The part at `index` as a weight (`92.5 kg`).
        func weight(_ index: Int) -> Weight? {
            let pieces = values[index].split(separator: " ")
            guard pieces.count == 2, let value = Double(pieces[0]), let unit = WeightUnit(rawValue: String(pieces[1])) else { return nil }
            return Weight(value, unit)
        }
        /// The part at `index` as session reps (`5, 5, 3`; `no sets` is none).
        func reps(_ index: Int) -> [Int]? {
            if values[index] == "no sets" { return [] }
            let reps = values[index].components(separatedBy: ", ").compactMap { Int($0) }
            return reps.isEmpty ? nil : reps
        }
    }

    /// One form the engine wrote: its pattern, and how its parts make the keyed reason.
    struct Form {
        let pattern: NSRegularExpression
        let build: (Parts) -> LocalizedText?

        /// `template`'s literal text with each placeholder a part: `{t}` any text, `{s}` a word, `{n}` a whole number,
        /// `{d}` a number, `{p}` a percentage's number (`85 %`), `{w}` a weight, `{r}` session reps.
        init(_ template: String, _ build: @escaping (Parts) -> LocalizedText?) {
            let parts: [Character: String] = [
                "t": "(.+?)", "s": "(\\S+)", "n": "(\\d+)", "d": "(\\d+(?:\\.\\d+)?)", "p": "(\\d+(?:\\.\\d+)?) %",
                "w": "(\\d+(?:\\.\\d+)? (?:kg|lb))", "r": "((?:\\d+, )*\\d+|no sets)",
            ]
            var pattern = "^"
            var literal = ""
            var rest = Substring(template)
            while let first = rest.first {
                if first == "{", rest.count >= 3, let part = parts[rest[rest.index(after: rest.startIndex)]],
                   rest[rest.index(rest.startIndex, offsetBy: 2)] == "}" {
                    pattern += NSRegularExpression.escapedPattern(for: literal) + part
                    literal = ""
                    rest = rest.dropFirst(3)
                } else {
                    literal.append(first)
                    rest = rest.dropFirst()
                }
            }
            // The templates are constants of this file: each one compiles.
            self.pattern = try! NSRegularExpression(pattern: pattern + NSRegularExpression.escapedPattern(for: literal) + "$")
            self.build = build
        }
    }

    typealias R = ProgramHistoryReason

    /// The stored forms, most specific first.
    nonisolated(unsafe) static let forms: [Form] = [
        Form("Set at the start") { _ in R.setAtStart },
        Form("Set by you") { _ in R.setByYou },
        Form("Suggested: {p} of e1RM {w} ({w} × {n}, {s}) = {w}") { p in
            guard let percent = p.number(0), let e1rm = p.weight(1), let set = p.weight(2), let reps = p.integer(3),
                  let result = p.weight(5) else { return nil }
            return R.suggested(R.suggestion(percent: percent, e1rm: e1rm, set: set, reps: reps, formula: p.text(4), result: result))
        },
        Form("{p} of the training max {w}") { p in
            guard let percent = p.number(0), let max = p.weight(1) else { return nil }
            return R.startPercent(percent, max: max)
        },
        Form("End of cycle: {t}'s AMRAP fell short once → −{p}, training max {w}") { p in
            guard let percent = p.number(1), let max = p.weight(2) else { return nil }
            return R.cycleDrop(p.text(0), failures: 1, percent: percent, max: max)
        },
        Form("End of cycle: {t}'s AMRAP fell short {n} times → −{p}, training max {w}") { p in
            guard let failures = p.integer(1), let percent = p.number(2), let max = p.weight(3) else { return nil }
            return R.cycleDrop(p.text(0), failures: failures, percent: percent, max: max)
        },
        Form("End of cycle: {t} +{w} ({s} body) → training max {w}") { p in
            guard let step = p.weight(1), let region = ProgramLift.Region(rawValue: p.text(2)), let max = p.weight(3) else { return nil }
            return R.cycleStep(p.text(0), step: step, region: region, max: max)
        },
        Form("End of cycle: {t} +{p} → training max {w}") { p in
            guard let percent = p.number(1), let max = p.weight(2) else { return nil }
            return R.cyclePercent(p.text(0), percent: percent, max: max)
        },
        Form("{t} {s} set: {n} reps → +{w}, training max {w}") { p in
            guard let reps = p.integer(2), let step = p.weight(3), let max = p.weight(4) else { return nil }
            return R.amrapUp(p.text(0), set: p.text(1), reps: reps, step: step, max: max)
        },
        Form("{t} last set {n} reps (≥ {n}) → +{w}, {w}") { p in
            guard let reps = p.integer(1), let threshold = p.integer(2), let step = p.weight(3), let moved = p.weight(4) else { return nil }
            return R.up(R.lastSet(p.text(0), reps: reps, threshold: threshold), step: step, weight: moved)
        },
        Form("{t} AMRAP {n} reps (≥ {n}): double step → +{w}, {w}") { p in
            guard let reps = p.integer(1), let threshold = p.integer(2), let step = p.weight(3), let moved = p.weight(4) else { return nil }
            return R.up(R.doubleStep(p.text(0), reps: reps, threshold: threshold), step: step, weight: moved)
        },
        Form("{t} {r} met → +{w}, {w}") { p in
            guard let reps = p.reps(1), let step = p.weight(2), let moved = p.weight(3) else { return nil }
            return R.up(R.met(p.text(0), reps: reps), step: step, weight: moved)
        },
        Form("{t} missed at {w} (last: {r}) → deload −{p}, {w}") { p in
            guard let current = p.weight(1), let reps = p.reps(2), let percent = p.number(3), let moved = p.weight(4) else { return nil }
            return R.deload(p.text(0), limit: 1, weight: current, reps: reps, percent: percent, moved: moved)
        },
        Form("{t} missed {n} sessions in a row at {w} (last: {r}) → deload −{p}, {w}") { p in
            guard let limit = p.integer(1), let current = p.weight(2), let reps = p.reps(3), let percent = p.number(4),
                  let moved = p.weight(5) else { return nil }
            return R.deload(p.text(0), limit: limit, weight: current, reps: reps, percent: percent, moved: moved)
        },
        Form("{t} {s} met ({r}) → +{w}, {w}") { p in
            guard let reps = p.reps(2), let step = p.weight(3), let moved = p.weight(4) else { return nil }
            return R.stageMet(p.text(0), stage: p.text(1), reps: reps, step: step, weight: moved)
        },
        Form("{t} {s} missed ({r}) → back to {s} at {p} of a {n}RM of {w} ({t}) = {w}") { p in
            guard let reps = p.reps(2), let percent = p.number(4), let repMaxReps = p.integer(5), let repMax = p.weight(6),
                  let source = repMaxSource(p.text(7)), let restart = p.weight(8) else { return nil }
            return R.stageResetRepMax(
                p.text(0), stage: p.text(1), reps: reps, first: p.text(3), percent: percent, repMaxReps: repMaxReps, repMax: repMax,
                source: source, weight: restart)
        },
        Form("{t} {s} missed ({r}) → back to {s} at its last weight {w} + {w} = {w}") { p in
            guard let reps = p.reps(2), let base = p.weight(4), let step = p.weight(5), let restart = p.weight(6) else { return nil }
            return R.stageResetLast(p.text(0), stage: p.text(1), reps: reps, first: p.text(3), base: base, step: step, weight: restart)
        },
        Form("{t} top set {w} × {n} @ RPE {d} is {p} of 1RM → e1RM {w}") { p in
            guard let top = p.weight(1), let reps = p.integer(2), let rpe = p.number(3), let percent = p.number(4),
                  let max = p.weight(5) else { return nil }
            return R.rpe(p.text(0), top: top, reps: reps, rpe: rpe, percent: percent, max: max)
        },
    ]

    /// Where a GZCLP reset's rep max came from, as the engine wrote it.
    static func repMaxSource(_ text: String) -> LocalizedText? {
        if text == "tested" { return R.repMaxTested }
        if text == "no set to estimate from, the last weight" { return R.repMaxLastWeight }
        if let match = sourceFromTest.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
           let range = Range(match.range(at: 1), in: text), let reps = Int(text[range]) {
            return R.repMaxFromTest(reps: reps)
        }
        if let match = sourceEstimated.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
           let weightRange = Range(match.range(at: 1), in: text), let repsRange = Range(match.range(at: 2), in: text),
           let weight = Parts([String(text[weightRange])]).weight(0), let reps = Int(text[repsRange]) {
            return R.repMaxEstimated(weight, reps: reps)
        }
        return nil
    }

    // Constant patterns: each compiles.
    nonisolated(unsafe) private static let sourceFromTest = try! NSRegularExpression(pattern: "^from the test of (\\d+) reps$")
    nonisolated(unsafe) private static let sourceEstimated = try! NSRegularExpression(
        pattern: "^estimated from (\\d+(?:\\.\\d+)? (?:kg|lb)) × (\\d+)$")
}
