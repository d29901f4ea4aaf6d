import Foundation
import Hummingbird
import RepbookCore
import RepbookFormats

/// Importing body measurements from a CSV file: upload it (the page's script posts the file itself), see the preview
/// with what is added, skipped and rejected by line and which custom measurements it creates, then import it in one
/// transaction.
struct MeasurementImportPages: Sendable {
    let services: AppServices
    let pages: WebPages
    let uploads: PendingUploads

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/body/measurements/import") { request, context in
            let identity = try context.requireWeb()
            let localizer = pages.localizer(request, identity: identity)
            let page = MeasurementUploadPage(
                sections: BodySection.links(current: .measurements, localizer: localizer),
                limit: localizer.byteCount(MeasurementCSVReader.maximumBytes))
            return try pages.render(
                "measurement-upload", title: "title.body.import_measurements", tab: .body, page: page, request: request, identity: identity)
        }
        web.post("/body/measurements/import/csv") { request, context in
            let identity = try context.requireWeb()
            let token = try await uploads.receive(request, userID: identity.user.id, limit: Int64(MeasurementCSVReader.maximumBytes))
            return UploadedJSON(preview: "/body/measurements/import/csv/\(token)", keeping: ["name"], of: request)
        }
        web.get("/body/measurements/import/csv/:token") { request, context in
            let identity = try context.requireWeb()
            return try await preview(
                token: try PathParameter.text(context, "token"), name: FormBody.query(of: request)["name"], request: request, identity: identity)
        }
        web.post("/body/measurements/import/csv/:token") { request, context in
            let identity = try context.requireWeb()
            let form = try await FormBody.of(request, context: context)
            let token = try PathParameter.text(context, "token")
            let file = try uploads.file(token, userID: identity.user.id)
            do {
                let read = try MeasurementCSVReader.read(try Data(contentsOf: file), defaultUnit: .following(identity.settings.weightUnit))
                let report = try await services.measurements.importFile(read, for: identity.user, dryRun: false)
                uploads.discard(token, userID: identity.user.id)
                let localizer = pages.localizer(request, identity: identity)
                var text = localizer.plural("body.measure.imported_flash", count: report.toAdd.count)
                if !report.skipped.isEmpty { text += " " + localizer.plural("body.measure.skipped_summary", count: report.skipped.count) }
                if !report.rejected.isEmpty { text += " " + localizer.plural("body.import.rejected_summary", count: report.rejected.count) }
                return pages.redirect(to: "/body/measurements", flash: Flash(.success, text))
            } catch let error as DomainError {
                return try await preview(token: token, name: form["name"], request: request, identity: identity, failure: error)
            }
        }
    }

    /// The dry run of the pending upload, or why it cannot be read (then 400).
    private func preview(token: String, name: String?, request: Request, identity: WebIdentity, failure: DomainError? = nil) async throws -> Response
    {
        let file = try uploads.file(token, userID: identity.user.id)
        var report: MeasurementImportReport?
        var error = failure
        if error == nil {
            do {
                let read = try MeasurementCSVReader.read(try Data(contentsOf: file), defaultUnit: .following(identity.settings.weightUnit))
                report = try await services.measurements.importFile(read, for: identity.user, dryRun: true)
            } catch let domain as DomainError {
                error = domain
            }
        }
        let page = MeasurementImportPage.make(token: token, fileName: name ?? "", report: report, error: error, settings: identity.settings,
            localizer: pages.localizer(request, identity: identity))
        let status: HTTPResponse.Status = error.map(HTTPStatusMapping.status(for:)) ?? .ok
        return try pages.render(
            "measurement-import", title: "title.body.import_measurements", tab: .body, page: page, request: request, identity: identity,
            status: status)
    }
}

/// The upload step of the measurement import.
struct MeasurementUploadPage: Sendable {
    let sections: [SegmentLink]
    let limit: String
}
