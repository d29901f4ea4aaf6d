import Hummingbird
import RepbookCore

/// The answer of `POST /api/v1/plans/import`: each exercise matched or new, and the templates and split under the
/// names they get; with ids once imported, without on a dry run.
struct PlanImportJSON: ResponseEncodable {
    /// An exercise of the plan.
    struct Exercise: Encodable {
        let name: String
        /// `existing` or `new`.
        let match: String
        /// The account's exercise: the matched one, or the one created (absent on a dry run).
        let exerciseId: Int64?
    }

    /// A template or the split.
    struct Named: Encodable {
        let id: Int64?
        let name: String
        let nameInFile: String
    }

    let dryRun: Bool
    let exercises: [Exercise]
    let templates: [Named]
    let split: Named?

    /// A dry run's answer.
    init(_ preview: PlanImportPreview) {
        self.init(preview, report: nil)
    }

    /// The answer of an import: ids and names from the report.
    init(_ preview: PlanImportPreview, report: PlanImportReport?) {
        dryRun = report == nil
        let created = Dictionary(
            (report?.createdExercises ?? []).map { (ExerciseName.key($0.name), $0.id) }, uniquingKeysWith: { first, _ in first })
        exercises = preview.exercises.map { match in
            Exercise(name: match.name, match: match.isNew ? "new" : "existing", exerciseId: match.existing?.id ?? created[match.draft.nameKey])
        }
        templates = preview.plan.templates.indices.map { index in
            let imported = report?.templates[index]
            return Named(
                id: imported?.id, name: imported?.name ?? preview.templateNames[index], nameInFile: preview.plan.templates[index].name)
        }
        split = preview.plan.split.map { split in
            Named(id: report?.split?.id, name: report?.split?.name ?? preview.splitName ?? split.name, nameInFile: split.name)
        }
    }
}
