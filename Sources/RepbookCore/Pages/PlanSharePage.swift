/// Sharing a template, a split or a program: download its file, or copy a link that carries the file in its fragment.
public struct PlanSharePage: Sendable {
    public let heading: String
    public let name: String
    /// One sentence: what kind of plan it is, its size, and what the file holds ("A template · 5 exercises. The file …").
    public let lead: String
    /// Where the file is imported.
    public let importHint: String
    public let backHref: String
    public let downloadHref: String
    public let fileName: String
    public let fileSize: String
    /// The import page's path with the plan after `#`; the page's script makes it absolute with the browser's origin.
    public let linkPath: String
    /// The link as the server sees its own origin.
    public let link: String

    /// Builds the page; `basePath` is the template's or split's own page, `origin` such as `https://gym.example.com`.
    public static func make(plan: SharedPlan, basePath: String, origin: String, localizer: Localizer) -> PlanSharePage {
        let bytes = PlanSharingService.encode(plan).count
        let templates = plan.templates.count
        let exercises = plan.exercises.count
        let exerciseCount = localizer.plural("library.summary", count: exercises)
        let summary = plan.kind == .split ? "\(localizer.plural("plan_share.templates", count: templates)) · \(exerciseCount)" : exerciseCount
        let linkPath = "/plans/import#" + PlanSharingService.linkFragment(plan)
        return PlanSharePage(
            heading: localizer.text("plan_share.heading", ["name": plan.name]), name: plan.name,
            lead: localizer.text("plan_share.lead.\(plan.kind.rawValue)", ["summary": summary, "holds": localizer.text("plan_share.holds")]),
            importHint: localizer.text("plan_share.import_hint"), backHref: basePath,
            downloadHref: basePath + "/share.json", fileName: plan.fileName, fileSize: localizer.byteCount(bytes), linkPath: linkPath,
            link: origin + linkPath)
    }
}
