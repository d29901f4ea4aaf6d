import Foundation
import Hummingbird
import RepbookCore

/// The complete JSON export and its import: `GET /api/v1/export.json` downloads everything the user has, and `POST
/// /api/v1/import/archive` (the archive as the body; `dryRun=true` only answers the counts) restores one into an empty
/// account. The body streams to a pending file under the archive limit and is deleted once read.
struct ArchiveAPI: Sendable {
    let services: AppServices
    let uploads: PendingUploads

    func register(on api: RouterGroup<AppRequestContext>) {
        api.get("export.json") { _, context in
            try await ArchiveDownload.response(services.archives, userID: try context.requireAPIUser().id)
        }
        api.post("import/archive") { request, context in
            let user = try context.requireAPIUser()
            let dryRun = try WeightImportAPI.dryRun(request.uri.queryParameters["dryRun"].map(String.init))
            let archives = services.archives
            return try await ArchiveUpload.read(request, userID: user.id, uploads: uploads, archives: archives) { staged in
                if dryRun {
                    return ArchiveImportJSON(counts: try await archives.preview(staged.archive, userID: user.id), dryRun: true)
                }
                return ArchiveImportJSON(try await archives.restore(staged, userID: user.id))
            }
        }
    }
}

/// The answer to an archive import: what it holds (dry run) or wrote.
struct ArchiveImportJSON: ResponseEncodable {
    let dryRun: Bool
    let exercises: Int
    let templates: Int
    let splits: Int
    let workouts: Int
    let sets: Int
    let bodyWeights: Int
    let journalTags: Int
    let journalDays: Int
    let supplements: Int
    let supplementIntakes: Int
    let photos: Int
    /// Exercises new to the library, and those merged into one of the same name; absent in a dry run.
    let exercisesAdded: Int?
    let exercisesMerged: Int?

    init(counts: ArchiveCounts, dryRun: Bool, report: ArchiveRestoreReport? = nil) {
        self.dryRun = dryRun
        exercises = counts.exercises
        templates = counts.templates
        splits = counts.splits
        workouts = counts.workouts
        sets = counts.sets
        bodyWeights = counts.bodyWeights
        journalTags = counts.journalTags
        journalDays = counts.journalDays
        supplements = counts.supplements
        supplementIntakes = counts.supplementIntakes
        photos = counts.photos
        exercisesAdded = report?.exercisesAdded
        exercisesMerged = report?.exercisesMerged
    }

    init(_ report: ArchiveRestoreReport) {
        self.init(counts: report.counts, dryRun: false, report: report)
    }
}
