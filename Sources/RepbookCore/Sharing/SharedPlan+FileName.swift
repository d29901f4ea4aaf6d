/// The name a downloaded plan file is saved under.
extension SharedPlan {
    /// `push-day.repbook-plan.json` for "Push Day": the name folded to ASCII letters and digits joined by hyphens.
    public var fileName: String { ShareLink.fileName(name, format: "repbook-plan", fallback: "plan") }
}
