import Foundation

/// Imports body weights from a file already read (weight CSV or Apple Health): checks every row, skips days that
/// already have an entry, and adds the rest in one transaction, never replacing or duplicating a day.
public struct BodyWeightImportService: Sendable {
    private let store: any BodyWeightStore & SettingsStore
    private let now: Clock

    public init(store: any BodyWeightStore & SettingsStore, now: @escaping Clock) {
        self.store = store
        self.now = now
    }

    /// Imports `file` for `user`, or with `dryRun` only says what an import would do. Days after today in the user's
    /// time zone and out-of-range values are rejected; a file without one importable row throws
    /// `DomainError.invalid(field: "file", …)` and changes nothing.
    public func importWeights(_ file: WeightFile, for user: User, dryRun: Bool) async throws -> WeightImportReport {
        let settings = try await store.settings(userID: user.id)
        let instant = now()
        let existing = try await store.bodyWeights(userID: user.id)
        let report = try WeightImportPlan.report(for: file, existing: existing, today: LocalDate(instant, in: settings.timeZone), dryRun: dryRun)
        guard !dryRun, !report.toAdd.isEmpty else { return report }
        let inserted = try await store.insertBodyWeights(report.toAdd.map(\.entry), userID: user.id, now: instant)
        return report.settled(inserted: inserted)
    }

    /// The user's body weights as a CSV file in the user's unit, and its file name for today in the user's time zone.
    public func export(for user: User) async throws -> (fileName: String, text: String) {
        let settings = try await store.settings(userID: user.id)
        let entries = try await store.bodyWeights(userID: user.id)
        let today = LocalDate(now(), in: settings.timeZone)
        return (WeightCSVExport.fileName(today: today), WeightCSVExport.csv(entries, unit: settings.weightUnit))
    }
}
