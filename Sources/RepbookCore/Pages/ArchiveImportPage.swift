import Foundation

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
    public static func preview(
        token: String, fileName: String, counts: ArchiveCounts?, error: DomainError?, localizer: Localizer
    ) -> ArchiveImportPage {
        ArchiveImportPage(
            title: localizer.text("data.archive.title"), localizer: localizer, fileName: fileName, counts: counts, error: error,
            canImport: counts != nil && error == nil,
            importAction: "\(ArchiveUploadPage.path)/\(token)")
    }

    /// The flash after a restore: "Imported the archive: 412 workouts (9630 sets), 84 exercises (1 new), 2 templates, …".
    public static func summary(_ report: ArchiveRestoreReport, _ localizer: Localizer) -> String {
        let counts = report.counts
        return localizer.text("data.archive.imported", [
            "workouts": localizer.plural("data.archive.workouts", count: counts.workouts),
            "sets": localizer.plural("data.archive.sets", count: counts.sets),
            "exercises": localizer.plural("data.archive.exercises", count: counts.exercises),
            "new": localizer.numbers.integer(report.exercisesAdded),
            "templates": localizer.plural("data.archive.templates", count: counts.templates),
            "weighIns": localizer.plural("data.archive.weigh_ins", count: counts.bodyWeights),
            "photos": localizer.plural("data.archive.photos", count: counts.photos),
        ])
    }

    private init(
        title: String, localizer: Localizer, fileName: String, counts: ArchiveCounts?, error: DomainError?, canImport: Bool,
        importAction: String
    ) {
        self.title = title
        self.fileName = fileName
        hasFileName = !fileName.isEmpty
        self.counts = counts.map { Self.rows($0, localizer) } ?? []
        hasCounts = counts != nil
        self.error = error?.message ?? ""
        hasError = error != nil
        self.canImport = canImport
        self.importAction = importAction
        uploadHref = ArchiveUploadPage.path
    }

    private static func rows(_ counts: ArchiveCounts, _ localizer: Localizer) -> [Count] {
        let figures: [(String, Int)] = [
            ("workouts", counts.workouts), ("sets", counts.sets), ("exercises", counts.exercises), ("templates", counts.templates),
            ("splits", counts.splits), ("body-weights", counts.bodyWeights), ("journal-days", counts.journalDays),
            ("supplements", counts.supplements), ("intakes", counts.supplementIntakes), ("photos", counts.photos),
        ]
        return figures.map { key, value in
            Count(
                key: key, label: localizer.text("data.archive.count.\(key.replacingOccurrences(of: "-", with: "_"))"),
                value: localizer.numbers.integer(value))
        }
    }
}
