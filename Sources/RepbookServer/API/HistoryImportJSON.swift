import Hummingbird
import RepbookCore

/// The answer to a workout history import: the preview, and with `dryRun=false` what was written.
struct HistoryImportJSON: ResponseEncodable {
    /// One exercise name of the file and where its sets go.
    struct Mapping: Encodable {
        let name: String
        let sets: Int
        let match: String
        let exerciseId: Int64?
        let exerciseName: String
    }

    /// A line of the file and why it is left out: `reason` in the request's language, `code` its stable catalog key.
    struct Line: Encodable {
        let line: Int
        let reason: String
        let code: String

        init(line: Int, reason: LocalizedText) {
            self.line = line
            self.reason = reason.inRequestLanguage
            code = reason.key
        }
    }

    /// What the import wrote.
    struct Written: Encodable {
        let workouts: Int
        let sets: Int
        let exercisesCreated: Int
        let workoutsSkipped: Int
    }

    let dryRun: Bool
    let format: String
    let unit: String
    let unitStated: Bool
    let workouts: Int
    let sets: Int
    let firstDay: String?
    let lastDay: String?
    let mappings: [Mapping]
    let alreadyImported: [Line]
    let skippedRows: [Line]
    let imported: Written?

    init(plan: WorkoutImportPlan, report: WorkoutImportReport? = nil) {
        dryRun = report == nil
        format = plan.format.rawValue
        unit = (plan.statedUnit ?? plan.assumedUnit).rawValue
        unitStated = plan.statedUnit != nil
        workouts = plan.workoutsToAdd
        sets = plan.setsToAdd
        firstDay = plan.firstDay?.description
        lastDay = plan.lastDay?.description
        mappings = plan.mappings.map {
            Mapping(
                name: $0.sourceName, sets: $0.setCount, match: $0.match.rawValue, exerciseId: $0.exercise?.id,
                exerciseName: $0.exercise?.name ?? $0.newExercise?.name ?? $0.sourceName)
        }
        alreadyImported = plan.alreadyImported.map { Line(line: $0.line, reason: $0.reason) }
        skippedRows = plan.skippedRows.map { Line(line: $0.line, reason: $0.reason) }
        imported = report.map {
            Written(workouts: $0.workoutsAdded, sets: $0.setsAdded, exercisesCreated: $0.exercisesCreated, workoutsSkipped: $0.workoutsSkipped)
        }
    }
}
