/// Sharing a template, a split or a program: download its file, or copy a link that carries the file in its fragment.
public struct PlanSharePage: Sendable {
    public let heading: String
    public let name: String
    /// "template", "split" or "program".
    public let kindLabel: String
    public let summary: String
    /// What the file holds (and does not).
    public let holds: String
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
    public static func make(plan: SharedPlan, basePath: String, origin: String) -> PlanSharePage {
        let bytes = PlanSharingService.encode(plan).count
        let templates = plan.templates.count
        let exercises = plan.exercises.count
        let summary = plan.kind == .split
            ? "\(templates) template\(templates == 1 ? "" : "s") · \(exercises) exercise\(exercises == 1 ? "" : "s")"
            : "\(exercises) exercise\(exercises == 1 ? "" : "s")"
        let linkPath = "/plans/import#" + PlanSharingService.linkFragment(plan)
        return PlanSharePage(
            heading: "Share \(plan.name)", name: plan.name, kindLabel: plan.kind.rawValue, summary: summary,
            holds: "The file holds the plan only: names, targets and days, none of your history.",
            importHint: "Import it on the Plans page of any Repbook.", backHref: basePath,
            downloadHref: basePath + "/share.json", fileName: plan.fileName, fileSize: ByteCount.text(bytes), linkPath: linkPath,
            link: origin + linkPath)
    }
}
