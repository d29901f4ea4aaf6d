import Foundation

/// One session's sets of an exercise read as a lifter reads them: the working sets, the warm-ups before them (marked,
/// or an unmarked ramp up to the working weight, as in Strong's CSV) and any top single above them.
///
/// The rule, in the order it is applied:
/// 1. Sets marked warm-up are warm-ups; drop sets follow a working set and are neither (they are left out).
/// 2. The working weight is the heaviest weight done for more than one rep (a single above it is a top single); when
///    every set is a single, it is the heaviest weight.
/// 3. The working sets start at the first set at the working weight, reaching back over the sets just before it that
///    are within 90% of it for at least as many reps (ascending work such as 100x5, 105x5, 110x5). Every lighter set
///    before them is the ramp: a warm-up.
/// 4. After that start every set is a working set (back-off sets included) except a single above the working weight.
/// Sets without any weight (bodyweight, timed work) are all working sets unless marked warm-up.
public struct WorkingSets: Equatable, Sendable {
    /// The working sets in the order they were done.
    public let working: [SetValues]
    /// The warm-ups: sets marked so, and the unmarked ramp below the working weight.
    public let warmUps: [SetValues]
    /// Singles above the working weight.
    public let topSingles: [SetValues]
    /// The working weight, nil when no set had one.
    public let workingWeight: Weight?

    /// A set within this share of the working weight, for at least as many reps, counts as ascending work.
    public static let ascendingShare = 0.9

    /// Reads `session` (one session's sets of one exercise, in the order done).
    public init(_ session: [SetValues]) {
        let marked = session.filter { $0.kind == .warmUp }
        let candidates = session.filter { $0.kind != .warmUp && $0.kind != .drop }
        func load(_ set: SetValues) -> Double { set.weight?.kilograms ?? 0 }
        guard candidates.contains(where: { load($0) > 0 }) else {
            self.init(working: candidates, warmUps: marked, topSingles: [], workingWeight: nil)
            return
        }
        let multiple = candidates.filter { $0.reps != 1 }
        let pool = multiple.contains(where: { load($0) > 0 }) ? multiple : candidates
        // Safe: `pool` holds a set with a weight.
        let heaviest = pool.max { load($0) < load($1) }!
        let top = load(heaviest)
        func same(_ set: SetValues) -> Bool { abs(load(set) - top) < 0.01 }
        let first = candidates.firstIndex(where: same)!
        var start = first
        let firstReps = candidates[first].reps ?? 0
        while start > 0 {
            let before = candidates[start - 1]
            guard load(before) <= top + 0.01, load(before) >= top * Self.ascendingShare, (before.reps ?? 0) >= firstReps else { break }
            start -= 1
        }
        var working: [SetValues] = []
        var ramp: [SetValues] = []
        var singles: [SetValues] = []
        for (index, set) in candidates.enumerated() {
            if load(set) > top + 0.01 {
                singles.append(set)
            } else if index < start {
                ramp.append(set)
            } else {
                working.append(set)
            }
        }
        self.init(working: working, warmUps: marked + ramp, topSingles: singles, workingWeight: heaviest.weight)
    }

    private init(working: [SetValues], warmUps: [SetValues], topSingles: [SetValues], workingWeight: Weight?) {
        self.working = working
        self.warmUps = warmUps
        self.topSingles = topSingles
        self.workingWeight = workingWeight
    }

    /// `session` as today's sets are matched against it (the Previous column): the unmarked ramp marked as warm-ups
    /// after the marked ones, then the working sets, then drop sets; top singles left out.
    public static func relabeled(_ session: [SetValues]) -> [SetValues] {
        let reading = WorkingSets(session)
        let warmUps = reading.warmUps.map { set -> SetValues in
            var marked = set
            marked.kind = .warmUp
            return marked
        }
        return warmUps + reading.working + session.filter { $0.kind == .drop }
    }

    /// What was left out, for a reason line: `warm-ups 60–90 kg and a top single of 120 kg`; nil when nothing was.
    public var leftOut: LocalizedText? { leftOut(shownIn: nil) }

    /// `leftOut` with its weights in `display` (converted to what a lifter loads), or as typed when nil. A count here is
    /// at least 1, and 1 is CLDR's "one" in every shipped language, so the singular key needs no plural rule.
    public func leftOut(shownIn display: WeightUnit?) -> LocalizedText? {
        var parts: [LocalizedText] = []
        if !warmUps.isEmpty {
            let one = warmUps.count == 1
            parts.append(
                Self.span(warmUps, shownIn: display).map {
                    LocalizedText(one ? "coaching.left_out.warm_up" : "coaching.left_out.warm_ups", ["weights": $0])
                }
                    ?? LocalizedText(one ? "coaching.left_out.one_warm_up" : "coaching.left_out.warm_up_count", ["count": .integer(warmUps.count)]))
        }
        if !topSingles.isEmpty {
            let one = topSingles.count == 1
            parts.append(
                Self.span(topSingles, shownIn: display).map {
                    LocalizedText(one ? "coaching.left_out.top_single" : "coaching.left_out.top_singles", ["weights": $0])
                } ?? LocalizedText(one ? "coaching.left_out.a_top_single" : "coaching.left_out.some_top_singles"))
        }
        guard let first = parts.first else { return nil }
        return parts.dropFirst().reduce(first) { LocalizedText("coaching.left_out.and", ["first": .localized($0), "second": .localized($1)]) }
    }

    /// `60–90 kg` (or `60 kg`) over the sets' weights, in `display` or else the unit of the lightest; nil when none had
    /// a weight.
    static func span(_ sets: [SetValues], shownIn display: WeightUnit? = nil) -> LocalizedText.Slot? {
        let weights = sets.compactMap(\.weight).filter { $0.value > 0 }.map { weight in display.map { weight.loadable(in: $0) } ?? weight }
        guard let low = weights.min(by: { $0.kilograms < $1.kilograms }),
            let high = weights.max(by: { $0.kilograms < $1.kilograms })
        else { return nil }
        let highValue = high.unit.convert(high.value, to: low.unit)
        if abs(highValue - low.value) < 0.01 { return ProgramText.slot(low.value, low.unit) }
        return .localized(
            LocalizedText(
                "coaching.weight_span",
                ["low": .decimal(low.value), "high": .decimal(ProgressionRule.tidy(highValue)), "unit": .text(low.unit.symbol)]))
    }
}
