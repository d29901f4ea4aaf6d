import Hummingbird
import RepbookCore

/// `POST /api/v1/backup`: a fresh backup zip (the whole database and every photo it names), for the owner's token only (anyone else gets 404).
struct BackupAPI: Sendable {
    let services: AppServices

    func register(on api: RouterGroup<AppRequestContext>) {
        api.post("backup") { _, context in
            let user = try context.requireAPIUser()
            try BackupService.requireOwner(user)
            let timeZone = try await services.settings.settings(of: user).timeZone
            return try BackupDownloadResponse.make(try await services.backups.snapshotForDownload(by: user, timeZone: timeZone))
        }
    }
}
