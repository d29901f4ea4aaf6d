import Foundation
import Hummingbird
import RepbookCore
import RepbookFormats

/// Workout history files over the API: `POST /api/v1/import/workouts` (a Strong, Hevy, FitNotes or Repbook CSV file as
/// the body; `format`, `unit`, `dryRun` and any number of `map=NAME=ID|new` in the query) and
/// `GET /api/v1/export/workouts.csv?format=strong|repbook`. The same services serve the web pages.
struct HistoryAPI: Sendable {
    let services: AppServices
    let uploads: PendingUploads
    let limits: UploadLimits

    func register(on api: RouterGroup<AppRequestContext>) {
        api.post("import/workouts") { request, context in
            let user = try context.requireAPIUser()
            let query = request.uri.queryParameters
            let unit = try await services.settings.settings(of: user).weightUnit
            let options = try WorkoutCSVOptions.parse(format: query["format"].map(String.init), unit: query["unit"].map(String.init), userUnit: unit)
            let dryRun = try WeightImportAPI.dryRun(query["dryRun"].map(String.init))
            let choices = try Self.choices(query.getAll("map"))
            let file = try await APIUpload(uploads: uploads).read(request, of: user, limit: limits.historyCSVBytes) { url in
                try await BlockingWork.run { try WorkoutCSVReader.read(try Data(contentsOf: url), options: options) }
            }
            if dryRun {
                return HistoryImportJSON(plan: try await services.workoutImports.preview(file, userID: user.id, choices: choices))
            }
            let (plan, report) = try await services.workoutImports.previewAndRun(file, userID: user.id, choices: choices)
            return HistoryImportJSON(plan: plan, report: report)
        }
        api.get("export/workouts.csv") { request, context in
            let user = try context.requireAPIUser()
            let name = request.uri.queryParameters["format"].map(String.init) ?? HistoryCSVFormat.strong.rawValue
            guard let format = HistoryCSVFormat(rawValue: name) else {
                throw DomainError.invalid(field: "format", message: LocalizedText("error.format_strong_or_repbook"))
            }
            return try await HistoryCSVDownload.response(format, userID: user.id, services: services)
        }
    }

    /// `map=Bench Press (Barbell)=12` or `map=Zercher Carry=new`, keyed by the file's exercise name.
    static func choices(_ values: [String]) throws -> [String: ExerciseChoice] {
        var choices: [String: ExerciseChoice] = [:]
        for value in values {
            guard let separator = value.lastIndex(of: "=") else {
                throw DomainError.invalid(field: "map", message: LocalizedText("error.import_map_entry_malformed", ["value": "\(value.prefix(80))"]))
            }
            let name = String(value[..<separator])
            let target = value[value.index(after: separator)...]
            if target == "new" {
                choices[name] = .create
            } else if let id = Int64(target) {
                choices[name] = .existing(id)
            } else {
                throw DomainError.invalid(
                    field: "map", message: LocalizedText(
                        "error.history_import.bad_map", ["target": .text(String(target.prefix(40))), "name": .text(String(name.prefix(80)))]))
            }
        }
        return choices
    }
}
