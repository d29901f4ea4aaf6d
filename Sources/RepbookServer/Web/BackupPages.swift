import Hummingbird
import RepbookCore

/// The owner's backups in Settings: `GET /settings/backups` lists them and `POST /settings/backups/download` answers a
/// fresh backup zip (the whole database and every photo it names) as a download. Anyone else gets 404.
struct BackupPages: Sendable {
    let services: AppServices
    let pages: WebPages

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/settings/backups") { request, context in
            let identity = try context.requireWeb()
            let page = try BackupsPage.make(
                for: identity.user, settings: identity.settings, backups: services.backups, localizer: pages.localizer(request, identity: identity))
            return try pages.render("backups", title: "title.data.backups", tab: nil, page: page, request: request, identity: identity)
        }
        web.post("/settings/backups/download") { _, context in
            let identity = try context.requireWeb()
            let download = try await services.backups.snapshotForDownload(by: identity.user, timeZone: identity.settings.timeZone)
            return try BackupDownloadResponse.make(download)
        }
    }
}
