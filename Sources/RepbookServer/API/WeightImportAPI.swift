import Foundation
import Hummingbird
import RepbookCore
import RepbookFormats

/// Weight files over the API: `POST /api/v1/weights/import` (a CSV file as the body), `POST
/// /api/v1/weights/import/apple-health` (Apple Health's export.xml or export zip as the body) and `GET
/// /api/v1/weights/export.csv`. Uploads stream to a file in the data folder, never into memory, and are deleted once
/// read; both imports answer the same report and share the import service with the web pages.
struct WeightImportAPI: Sendable {
    let services: AppServices
    let uploads: PendingUploads
    let limits: UploadLimits

    func register(on api: RouterGroup<AppRequestContext>) {
        api.post("weights/import") { request, context in
            let user = try context.requireAPIUser()
            let query = request.uri.queryParameters
            let options = try WeightCSVOptions.parse(unit: query["unit"].map(String.init), dates: query["dates"].map(String.init))
            let dryRun = try Self.dryRun(query["dryRun"].map(String.init))
            let unit = try await services.settings.settings(of: user).weightUnit
            let file = try await APIUpload(uploads: uploads).read(request, of: user, limit: limits.weightCSVBytes) { url in
                try WeightCSVReader.read(try Data(contentsOf: url), options: options, userUnit: unit)
            }
            return WeightImportReportJSON(try await services.weightImports.importWeights(file, for: user, dryRun: dryRun))
        }
        api.post("weights/import/apple-health") { request, context in
            let user = try context.requireAPIUser()
            let dryRun = try Self.dryRun(request.uri.queryParameters["dryRun"].map(String.init))
            let file = try await APIUpload(uploads: uploads).read(request, of: user, limit: limits.healthExportBytes) { url in
                try await services.parser.healthWeights(in: url)
            }
            return WeightImportReportJSON(try await services.weightImports.importWeights(file, for: user, dryRun: dryRun))
        }
        api.get("weights/export.csv") { _, context in
            let export = try await services.weightImports.export(for: try context.requireAPIUser())
            return CSVDownload.response(fileName: export.fileName, text: export.text)
        }
    }

    /// The `dryRun` query parameter: `true` or `1` for a dry run, `false`, `0` or absent for an import (empty is refused).
    static func dryRun(_ text: String?) throws -> Bool {
        switch text?.lowercased() {
        case nil, "false", "0": false
        case "true", "1": true
        default: throw DomainError.invalid(field: "dryRun", message: LocalizedText("error.dryrun_true_or_false"))
        }
    }
}
