/// The preview of an uploaded archive: what it holds, and an Import button when the account can take it.
public struct ArchiveImportPage: Sendable {
    /// One line of the counts: "Workouts" and "412".
    public struct Count: Sendable {
        public let key: String
        public let label: String
        public let value: String
    }

    public let title: String
    public let fileName: String
    public let hasFileName: Bool
    public let counts: [Count]
    public let hasCounts: Bool
    /// Why the archive cannot be imported (unreadable, or the account already has history).
    public let error: String
    public let hasError: Bool
    public let canImport: Bool
    /// Where the Import button posts.
    public let importAction: String
    public let uploadHref: String

    /// The preview of the pending upload `token`: its counts, or the error that stops it.
    public static func preview(token: String, fileName: String, counts: ArchiveCounts?, error: DomainError?) -> ArchiveImportPage {
        ArchiveImportPage(
            title: "Import this archive?", fileName: fileName, counts: counts, error: error, canImport: counts != nil && error == nil,
            importAction: "\(ArchiveUploadPage.path)/\(token)")
    }

    /// The flash after a restore: "Imported the archive: 412 workouts (9630 sets), 84 exercises (1 new), 2 templates, …".
    public static func summary(_ report: ArchiveRestoreReport) -> String {
        let counts = report.counts
        func count(_ number: Int, _ one: String) -> String { number == 1 ? "1 \(one)" : "\(number) \(one)s" }
        return "Imported the archive: \(count(counts.workouts, "workout")) (\(count(counts.sets, "set"))), "
            + "\(count(counts.exercises, "exercise")) (\(report.exercisesAdded) new), \(count(counts.templates, "template")), "
            + "\(count(counts.bodyWeights, "weigh-in")), \(count(counts.photos, "photo"))."
    }

    private init(
        title: String, fileName: String, counts: ArchiveCounts?, error: DomainError?, canImport: Bool, importAction: String
    ) {
        self.title = title
        self.fileName = fileName
        hasFileName = !fileName.isEmpty
        self.counts = counts.map(Self.rows) ?? []
        hasCounts = counts != nil
        self.error = error?.message ?? ""
        hasError = error != nil
        self.canImport = canImport
        self.importAction = importAction
        uploadHref = ArchiveUploadPage.path
    }

    private static func rows(_ counts: ArchiveCounts) -> [Count] {
        [
            Count(key: "workouts", label: "Workouts", value: String(counts.workouts)),
            Count(key: "sets", label: "Sets", value: String(counts.sets)),
            Count(key: "exercises", label: "Exercises", value: String(counts.exercises)),
            Count(key: "templates", label: "Templates", value: String(counts.templates)),
            Count(key: "splits", label: "Splits", value: String(counts.splits)),
            Count(key: "body-weights", label: "Weigh-ins", value: String(counts.bodyWeights)),
            Count(key: "journal-days", label: "Journal days", value: String(counts.journalDays)),
            Count(key: "supplements", label: "Supplements", value: String(counts.supplements)),
            Count(key: "intakes", label: "Supplement check-offs", value: String(counts.supplementIntakes)),
            Count(key: "photos", label: "Progress photos", value: String(counts.photos)),
        ]
    }
}
