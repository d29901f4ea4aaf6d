import Foundation
import Hummingbird
import RepbookCore
import RepbookFormats

/// Importing body weights from a file on the web: choose and upload it (the page's script posts the file itself), see
/// the preview with what is added, skipped and rejected by line (changing the unit or date order re-reads the same
/// upload), then import it in one transaction. Works for weight CSV files and Apple Health exports.
struct WeightImportPages: Sendable {
    let services: AppServices
    let pages: WebPages
    let uploads: PendingUploads
    let limits: UploadLimits

    func register(on web: RouterGroup<AppRequestContext>) {
        for source in [WeightImportSource.csv, .health] {
            web.get(RouterPath(stringLiteral: source.uploadPath)) { request, context in
                let identity = try context.requireWeb()
                let localizer = pages.localizer(request, identity: identity)
                let page = WeightUploadPage(source: source, limit: localizer.byteCount(Int(limit(source))), localizer: localizer)
                return try pages.render("weight-upload", title: page.title, tab: .body, page: page, request: request, identity: identity)
            }
            web.post(RouterPath(stringLiteral: source.filesPath)) { request, context in
                let identity = try context.requireWeb()
                let token = try await uploads.receive(request, userID: identity.user.id, limit: limit(source))
                return UploadedJSON(preview: "\(source.filesPath)/\(token)", keeping: ["unit", "dates", "name"], of: request)
            }
            web.get(RouterPath(stringLiteral: "\(source.filesPath)/:token")) { request, context in
                let identity = try context.requireWeb()
                let query = FormBody.query(of: request)
                return try await preview(
                    source, token: try PathParameter.text(context, "token"), unit: query["unit"], dates: query["dates"],
                    name: query["name"], request: request, identity: identity)
            }
            web.post(RouterPath(stringLiteral: "\(source.filesPath)/:token")) { request, context in
                let identity = try context.requireWeb()
                let form = try await FormBody.of(request, context: context)
                let token = try PathParameter.text(context, "token")
                let file = try uploads.file(token, userID: identity.user.id)
                do {
                    let weights = try await readOrRelease(
                        source, file: file, token: token, userID: identity.user.id, unit: form["unit"], dates: form["dates"],
                        settings: identity.settings)
                    let report = try await services.weightImports.importWeights(weights, for: identity.user, dryRun: false)
                    uploads.discard(token, userID: identity.user.id)
                    let message = Self.summary(report, pages.localizer(request, identity: identity))
                    return pages.redirect(to: "/body/weight?range=all", flash: Flash(.success, message))
                } catch let error as DomainError {
                    return try await preview(
                        source, token: token, unit: form["unit"], dates: form["dates"], name: form["name"], request: request,
                        identity: identity, failure: error)
                }
            }
        }
    }

    /// The dry run of the pending upload, or the reason it cannot be read at all (then 400).
    private func preview(
        _ source: WeightImportSource, token: String, unit: String?, dates: String?, name: String?, request: Request,
        identity: WebIdentity, failure: DomainError? = nil
    ) async throws -> Response {
        let options = (try? WeightCSVOptions.parse(unit: unit, dates: dates)) ?? WeightCSVOptions()
        var report: WeightImportReport?
        var error = failure
        if error == nil {
            let file = try uploads.file(token, userID: identity.user.id)
            do {
                let weights = try await readOrRelease(
                    source, file: file, token: token, userID: identity.user.id, unit: unit, dates: dates, settings: identity.settings)
                report = try await services.weightImports.importWeights(weights, for: identity.user, dryRun: true)
            } catch let domain as DomainError {
                error = domain
            }
        }
        let page = WeightImportPage.make(
            source: source, token: token, fileName: name ?? "", options: options, report: report, error: error, settings: identity.settings,
            localizer: pages.localizer(request, identity: identity))
        let status: HTTPResponse.Status = error.map(HTTPStatusMapping.status(for:)) ?? .ok
        var response = try pages.render(
            "weight-import", title: page.title, tab: .body, page: page, request: request, identity: identity, status: status)
        if let seconds = error?.retryAfterSeconds { response.headers[.retryAfter] = String(seconds) }
        return response
    }

    /// Reads the pending file as `source`; a Health export that cannot be read (its parser refused it or stopped) never
    /// will be, so its upload is released at once rather than held until it expires. One refused only because too many
    /// files were being read is kept, for the preview to be opened again.
    private func readOrRelease(
        _ source: WeightImportSource, file: URL, token: String, userID: Int64, unit: String?, dates: String?, settings: UserSettings
    ) async throws -> WeightFile {
        do {
            return try await read(source, file: file, unit: unit, dates: dates, settings: settings)
        } catch let error as DomainError where source == .health {
            if case .busy = error { throw error }
            uploads.discard(token, userID: userID)
            throw error
        }
    }

    /// Reads the pending file as `source`; a Health export in a parser child.
    private func read(
        _ source: WeightImportSource, file: URL, unit: String?, dates: String?, settings: UserSettings
    ) async throws -> WeightFile {
        switch source {
        case .csv:
            let options = try WeightCSVOptions.parse(unit: unit, dates: dates)
            let data = try Data(contentsOf: file)
            return try WeightCSVReader.read(data, options: options, userUnit: settings.weightUnit)
        case .health:
            return try await services.parser.healthWeights(in: file)
        }
    }

    private func limit(_ source: WeightImportSource) -> Int64 {
        source == .csv ? limits.weightCSVBytes : limits.healthExportBytes
    }

    /// "Imported 120 weigh-ins. 3 skipped (the day already had one). 2 rejected." in the localizer's language.
    static func summary(_ report: WeightImportReport, _ localizer: Localizer) -> String {
        var text = localizer.plural("body.import.weights_imported", count: report.added)
        if report.skippedCount > 0 { text += " " + localizer.plural("body.import.weights_skipped_summary", count: report.skippedCount) }
        if !report.rejected.isEmpty { text += " " + localizer.plural("body.import.rejected_summary", count: report.rejected.count) }
        return text
    }
}
