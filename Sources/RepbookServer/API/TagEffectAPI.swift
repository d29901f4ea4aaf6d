import Hummingbird
import RepbookCore

/// `GET /api/v1/analytics/tags`: how sessions after each journal tag compare with the rest (`TagEffectRule`).
struct TagEffectAPI: Sendable {
    let services: AppServices

    func register(on api: RouterGroup<AppRequestContext>) {
        api.get("analytics/tags") { _, context in
            TagEffectReportJSON(try await services.tagEffects.report(for: try context.requireAPIUser()))
        }
    }
}

/// The comparison of each tag, with the rule's numbers so a client can say them.
struct TagEffectReportJSON: ResponseEncodable {
    /// One figure: the mean ratio to trend after the tag and for the rest (null without sessions), the sessions behind
    /// each, whether there are enough, and the difference in percentage points (null when not enough).
    struct Comparison: Encodable, Sendable {
        @Nullable var taggedRatio: Double?
        @Nullable var restRatio: Double?
        let taggedSessions: Int
        let restSessions: Int
        let enough: Bool
        @Nullable var differencePercent: Double?

        init(_ comparison: TagEffect.Comparison) {
            func round(_ value: Double?) -> Double? { value.map { ($0 * 10000).rounded() / 10000 } }
            taggedRatio = round(comparison.taggedRatio)
            restRatio = round(comparison.restRatio)
            taggedSessions = comparison.tagged
            restSessions = comparison.rest
            enough = comparison.isEnough
            differencePercent = comparison.differencePercent.map { ($0 * 100).rounded() / 100 }
        }
    }

    struct Tag: Encodable, Sendable {
        let tagId: Int64
        let name: String
        let e1rm: Comparison
        let volume: Comparison
    }

    let from: String
    let through: String
    let trendDays: Int
    let minimumSessions: Int
    let rule: String
    let tags: [Tag]

    init(_ report: TagEffectService.Report) {
        from = report.from.description
        through = report.through.description
        trendDays = TagEffectRule.trendDays
        minimumSessions = TagEffectRule.minimumSessions
        rule =
            "A session counts as after a tag when the tag is on its day or the day before; each session's best e1RM and volume are divided by the "
                + "mean of the same exercise's sessions in the \(TagEffectRule.trendDays) days before it."
        tags = report.effects.map { Tag(tagId: $0.tagID, name: $0.name, e1rm: Comparison($0.oneRepMax), volume: Comparison($0.volume)) }
    }
}
