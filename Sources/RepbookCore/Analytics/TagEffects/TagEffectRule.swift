import Foundation

/// Sessions after journal-tagged days against the rest (Analytics).
///
/// The rule, stated once here and on the page:
/// - A session counts as *after* a tag when the tag is on the session's day or on the day before (a tag logged the
///   evening before training and one logged on the training day itself both count; which one came first is not known,
///   so the same day is counted too).
/// - Each exercise session is measured against that exercise's trend: its best estimated 1RM (and, apart, its volume)
///   divided by the mean of the same exercise's sessions in the 8 weeks (56 days) before its day. A session with no
///   earlier session of its exercise in those 8 weeks has no trend and is left out.
/// - For each tag, the mean of those ratios over the sessions after the tag is compared with the mean over all other
///   sessions of the span. Fewer than `minimumSessions` on either side gives no figure ("not enough sessions yet").
public enum TagEffectRule {
    /// The days before a session whose sessions make its trend.
    public static let trendDays = 56
    /// The fewest sessions on each side that give a figure.
    public static let minimumSessions = 5

    /// A session's figures divided by its exercise's trend; nil where there is no trend or no figure.
    public struct Relative: Equatable, Sendable {
        public let date: LocalDate
        public let oneRepMax: Double?
        public let volume: Double?
    }

    /// Each session of `sessions` on or after `from` with its ratios to trend; sessions before `from` only make trends.
    /// Linear in the sessions per exercise: a window slides over each exercise's sessions in day order.
    public static func relative(_ sessions: [TagEffectSession], from: LocalDate) -> [Relative] {
        var result: [Relative] = []
        for (_, group) in Dictionary(grouping: sessions, by: \.exerciseID) {
            let ordered = group.sorted { $0.date < $1.date }
            var oneRepMax = Window()
            var volume = Window()
            var start = 0
            var next = 0
            for session in ordered {
                let earliest = session.date.adding(days: -trendDays)
                while next < ordered.count, ordered[next].date < session.date {
                    oneRepMax.add(ordered[next].oneRepMaxKg)
                    volume.add(positive(ordered[next].volumeKg))
                    next += 1
                }
                while start < next, ordered[start].date < earliest {
                    oneRepMax.remove(ordered[start].oneRepMaxKg)
                    volume.remove(positive(ordered[start].volumeKg))
                    start += 1
                }
                guard session.date >= from else { continue }
                result.append(Relative(
                    date: session.date,
                    oneRepMax: ratio(session.oneRepMaxKg, to: oneRepMax.mean),
                    volume: ratio(positive(session.volumeKg), to: volume.mean)))
            }
        }
        return result.sorted { $0.date < $1.date }
    }

    /// Each tag's comparison over the sessions on or after `from` (earlier ones make trends only), in the order of `tags`.
    public static func effects(sessions: [TagEffectSession], tags: [TagDays], from: LocalDate) -> [TagEffect] {
        let relative = relative(sessions, from: from)
        return tags.map { tag in
            let after = relative.map { isAfter(tag.days, session: $0.date) }
            return TagEffect(
                tagID: tag.tagID, name: tag.name,
                oneRepMax: compare(relative.map(\.oneRepMax), after: after),
                volume: compare(relative.map(\.volume), after: after))
        }
    }

    /// Whether a session on `date` counts as after a tag on `days`: the same day or the day before.
    public static func isAfter(_ days: Set<LocalDate>, session date: LocalDate) -> Bool {
        days.contains(date) || days.contains(date.adding(days: -1))
    }

    /// The comparison of `ratios` split by `after`; sessions without a ratio are not counted.
    static func compare(_ ratios: [Double?], after: [Bool]) -> TagEffect.Comparison {
        var tagged: [Double] = []
        var rest: [Double] = []
        for (ratio, isAfter) in zip(ratios, after) {
            guard let ratio else { continue }
            if isAfter { tagged.append(ratio) } else { rest.append(ratio) }
        }
        return TagEffect.Comparison(
            tagged: tagged.count, rest: rest.count, taggedRatio: mean(tagged), restRatio: mean(rest),
            isEnough: tagged.count >= minimumSessions && rest.count >= minimumSessions)
    }

    private static func mean(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }

    private static func ratio(_ value: Double?, to trend: Double?) -> Double? {
        guard let value, value > 0, let trend, trend > 0 else { return nil }
        return value / trend
    }

    private static func positive(_ value: Double) -> Double? { value > 0 ? value : nil }

    /// A running sum and count of the figures in the trend window (nil figures are not counted).
    private struct Window {
        var sum = 0.0
        var count = 0
        mutating func add(_ value: Double?) {
            guard let value else { return }
            sum += value
            count += 1
        }
        mutating func remove(_ value: Double?) {
            guard let value else { return }
            sum -= value
            count -= 1
        }
        var mean: Double? { count > 0 ? sum / Double(count) : nil }
    }
}
