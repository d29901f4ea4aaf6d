import Foundation

/// The Analytics tab's card "After tagged days": per journal tag, the e1RM and volume of the sessions after it against
/// the other sessions, each relative to the exercise's 8-week trend, with the sessions behind each figure.
public struct TagEffectCard: Sendable {
    /// One tag's line.
    public struct Row: Sendable {
        public let tagID: String
        public let name: String
        public let hasFigures: Bool
        /// "e1RM −3.1 % against other sessions" and its detail "12 sessions after, 48 other".
        public let oneRepMax: String
        public let oneRepMaxDetail: String
        public let oneRepMaxDirection: String
        public let volume: String
        public let volumeDetail: String
        public let volumeDirection: String
        /// "Not enough sessions yet: 3 after this tag, 40 other; 5 needed on each side."
        public let notEnough: String
    }

    public let rows: [Row]
    public let hasRows: Bool
    /// "No session after: slept well, sore": the tags no session of the span followed, in one line.
    public let unused: String
    public let hasUnused: Bool
    /// The rule in one paragraph.
    public let rule: String
    public let span: String

    /// The card for `report`: tags with figures first, then those with too few sessions, and the tags no session
    /// followed in one line.
    public static func make(_ report: TagEffectService.Report, format: DisplayFormat, localizer: Localizer) -> TagEffectCard {
        let minimum = TagEffectRule.minimumSessions
        func followed(_ effect: TagEffect) -> Bool { effect.oneRepMax.tagged > 0 || effect.volume.tagged > 0 }
        func hasFigure(_ effect: TagEffect) -> Bool { effect.oneRepMax.isEnough || effect.volume.isEnough }
        let unused = report.effects.filter { !followed($0) }.map { localizer.journalTagName($0.name) }
        let rows = report.effects.filter(followed)
            .enumerated().sorted { (hasFigure($0.element) ? 0 : 1, $0.offset) < (hasFigure($1.element) ? 0 : 1, $1.offset) }.map(\.element)
            .map { effect in
                let e1rm = figure(localizer.text("tag_effects.e1rm"), effect.oneRepMax, localizer)
                let volume = figure(localizer.text("calendar.figure.volume"), effect.volume, localizer)
                let short = [effect.oneRepMax, effect.volume].allSatisfy { !$0.isEnough }
                let most = max(effect.oneRepMax.tagged, effect.volume.tagged)
                let other = max(effect.oneRepMax.rest, effect.volume.rest)
                return Row(
                    tagID: String(effect.tagID), name: localizer.journalTagName(effect.name), hasFigures: !short,
                    oneRepMax: e1rm.text, oneRepMaxDetail: e1rm.detail, oneRepMaxDirection: e1rm.direction,
                    volume: volume.text, volumeDetail: volume.detail, volumeDirection: volume.direction,
                    notEnough: short
                        ? localizer.text("tag_effects.not_enough", [
                            "after": localizer.plural("calendar.sessions", count: most), "other": String(other), "minimum": String(minimum),
                        ])
                        : "")
            }
        return TagEffectCard(
            rows: rows, hasRows: !rows.isEmpty,
            unused: unused.isEmpty ? "" : localizer.text("tag_effects.unused", ["tags": unused.joined(separator: ", ")]),
            hasUnused: !unused.isEmpty,
            rule: localizer.text("tag_effects.rule", ["minimum": String(minimum)]),
            span: localizer.text("tag_effects.span", ["from": format.day(report.from), "through": format.day(report.through)]))
    }

    private static func figure(
        _ label: String, _ comparison: TagEffect.Comparison, _ localizer: Localizer
    ) -> (text: String, detail: String, direction: String) {
        let detail = localizer.text(
            "tag_effects.detail", ["after": localizer.plural("calendar.sessions", count: comparison.tagged), "other": String(comparison.rest)])
        guard let difference = comparison.differencePercent else {
            return (localizer.text("tag_effects.figure_none", ["label": label]), detail, "none")
        }
        let rounded = (difference * 10).rounded() / 10
        let sign = rounded > 0 ? "+" : rounded < 0 ? "−" : "±"
        let text = localizer.text(
            "tag_effects.figure", ["label": label, "difference": "\(sign)\(localizer.numbers.decimal(abs(rounded), maximumFractionDigits: 1))"])
        return (text, detail, rounded > 0 ? "up" : rounded < 0 ? "down" : "flat")
    }
}
