import Hummingbird
import RepbookCore
import RepbookFormats

/// Settings → Import and export: the page that brings a workout history in, and the workout CSV downloads it offers.
struct DataPages: Sendable {
    let services: AppServices
    let pages: WebPages
    let limits: UploadLimits

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/settings/data") { request, context in
            let identity = try context.requireWeb()
            let localizer = pages.localizer(request, identity: identity)
            let page = DataPage(
                unit: identity.settings.weightUnit, isOwner: identity.user.isOwner, limit: localizer.byteCount(Int(limits.historyCSVBytes)),
                localizer: localizer)
            return try pages.render("data", title: page.title, tab: nil, page: page, request: request, identity: identity)
        }
        web.get("/settings/data/export/:format") { _, context in
            let identity = try context.requireWeb()
            let name = try PathParameter.text(context, "format")
            guard name.hasSuffix(".csv"), let format = HistoryCSVFormat(rawValue: String(name.dropLast(4))) else {
                throw DomainError.notFound(LocalizedText("error.no_export_named", ["value": "\(name.prefix(40))"]))
            }
            return try await HistoryCSVDownload.response(format, userID: identity.user.id, services: services)
        }
    }
}
