import Foundation
import Hummingbird
import RepbookCore
import RepbookFormats

/// Importing a workout history on the web (Settings → Import and export): the page's script posts the file itself to
/// a pending upload, the preview shows what it adds and how every exercise name maps (each mapping a choice), and one
/// button imports it in one transaction. Re-reading with another format or unit, or another mapping, reuses the upload.
struct HistoryImportPages: Sendable {
    let services: AppServices
    let pages: WebPages
    let uploads: PendingUploads
    let limits: UploadLimits

    func register(on web: RouterGroup<AppRequestContext>) {
        let files = RouterPath(stringLiteral: HistoryImportPage.filesPath)
        let pending = RouterPath(stringLiteral: "\(HistoryImportPage.filesPath)/:token")
        web.post(files) { request, context in
            let identity = try context.requireWeb()
            let token = try await uploads.receive(request, userID: identity.user.id, limit: limits.historyCSVBytes)
            return UploadedJSON(preview: "\(HistoryImportPage.filesPath)/\(token)", keeping: ["format", "unit", "name"], of: request)
        }
        web.get(pending) { request, context in
            let identity = try context.requireWeb()
            let query = FormBody.query(of: request)
            return try await preview(
                token: try PathParameter.text(context, "token"), fields: { query[$0] }, request: request, identity: identity)
        }
        web.post(pending) { request, context in
            let identity = try context.requireWeb()
            let form = try await FormBody.of(request, context: context)
            let token = try PathParameter.text(context, "token")
            guard form["step"] == "import" else {
                return try await preview(token: token, fields: { form[$0] }, request: request, identity: identity)
            }
            do {
                let (file, choices) = try await read(token: token, fields: { form[$0] }, identity: identity)
                let report = try await services.workoutImports.run(file, userID: identity.user.id, choices: choices)
                uploads.discard(token, userID: identity.user.id)
                // Land on what was imported: the file's last month, with its range in the message.
                let dates = file.workouts.map(\.start.date)
                let localizer = pages.localizer(request, identity: identity)
                guard report.workoutsAdded > 0, let first = dates.min(), let last = dates.max() else {
                    return pages.redirect(to: "/history", flash: Flash(.success, Self.summary(report, localizer)))
                }
                let month = String(format: "%04d-%02d", last.year, last.month)
                let range = localizer.text("history_import.flash.range", ["first": localizer.day(first), "last": localizer.day(last)])
                return pages.redirect(to: "/history?month=\(month)", flash: Flash(.success, Self.summary(report, localizer) + " " + range))
            } catch let error as DomainError {
                return try await preview(token: token, fields: { form[$0] }, request: request, identity: identity, failure: error)
            }
        }
    }

    /// The preview of the pending upload with the options and mapping in `fields`, or the reason it cannot be imported.
    private func preview(
        token: String, fields: (String) -> String?, request: Request, identity: WebIdentity, failure: DomainError? = nil
    ) async throws -> Response {
        _ = try uploads.file(token, userID: identity.user.id)
        let options = (try? WorkoutCSVOptions.parse(format: fields("format"), unit: fields("unit"), userUnit: identity.settings.weightUnit))
            ?? WorkoutCSVOptions(unit: identity.settings.weightUnit)
        var plan: WorkoutImportPlan?
        var error = failure
        do {
            let (file, choices) = try await read(token: token, fields: fields, identity: identity)
            plan = try await services.workoutImports.preview(file, userID: identity.user.id, choices: choices)
        } catch let domain as DomainError {
            error = error ?? domain
        }
        let library = try await services.exercises.list(for: identity.user, query: ExerciseQuery(includeArchived: true))
            .sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
        let page = HistoryImportPage.make(
            token: token, fileName: fields("name") ?? "", options: options, plan: plan, library: library, error: error,
            localizer: pages.localizer(request, identity: identity))
        let status: HTTPResponse.Status = error.map(HTTPStatusMapping.status(for:)) ?? .ok
        return try pages.render("history-import", title: page.title, tab: nil, page: page, request: request, identity: identity, status: status)
    }

    /// The pending file read with the options in `fields`, off the request threads, and the mapping choices in them.
    private func read(
        token: String, fields: (String) -> String?, identity: WebIdentity
    ) async throws -> (WorkoutFile, [String: ExerciseChoice]) {
        let url = try uploads.file(token, userID: identity.user.id)
        let options = try WorkoutCSVOptions.parse(format: fields("format"), unit: fields("unit"), userUnit: identity.settings.weightUnit)
        let choices = try ExerciseChoiceInput.parse(fields)
        let file = try await BlockingWork.run { try WorkoutCSVReader.read(try Data(contentsOf: url), options: options) }
        return (file, choices)
    }

    /// "Imported 34 workouts (1,903 sets) and created 5 exercises. 2 were already in your log." in the user's language.
    static func summary(_ report: WorkoutImportReport, _ localizer: Localizer) -> String {
        var text = localizer.text("history_import.flash.imported", [
            "workouts": localizer.plural("calendar.workouts", count: report.workoutsAdded),
            "sets": localizer.plural("history.sets", count: report.setsAdded),
        ])
        if report.exercisesCreated > 0 {
            text += " " + localizer.plural("history_import.flash.created", count: report.exercisesCreated)
        }
        if report.workoutsSkipped > 0 { text += " " + localizer.plural("history_import.flash.skipped", count: report.workoutsSkipped) }
        return text
    }
}
