/// The start of a plan import: pick a plan file or paste one (a share link fills it in by itself).
public struct PlanImportPage: Sendable {
    /// The plan text as sent, kept when the preview refused it.
    public let planText: String
    public let hasError: Bool
    public let error: String
    public let limit: String

    /// Builds the page, with the text and the error of a refused attempt.
    public static func make(planText: String = "", error: DomainError? = nil, localizer: Localizer) -> PlanImportPage {
        PlanImportPage(
            planText: planText, hasError: error != nil, error: error?.message ?? "", limit: localizer.byteCount(SharedPlan.maximumBytes))
    }
}
