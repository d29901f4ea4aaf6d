import Foundation
import Hummingbird
import RepbookCore

/// The complete JSON export and its import on the web: the download (`/settings/data/export.json`), then choose an
/// archive (the page's script posts the file itself), see what it holds, and import it into this empty account in one
/// transaction; the pending upload is kept until then, like the weight imports'.
struct ArchivePages: Sendable {
    let services: AppServices
    let pages: WebPages
    let uploads: PendingUploads

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/settings/data/export.json") { _, context in
            try await ArchiveDownload.response(services.archives, userID: try context.requireWeb().user.id)
        }
        web.get(RouterPath(stringLiteral: ArchiveUploadPage.path)) { request, context in
            let identity = try context.requireWeb()
            let localizer = pages.localizer(request, identity: identity)
            let page = ArchiveUploadPage(limit: localizer.byteCount(services.archives.byteLimit), localizer: localizer)
            return try pages.render("archive-upload", title: page.title, tab: nil, page: page, request: request, identity: identity)
        }
        web.post(RouterPath(stringLiteral: ArchiveUploadPage.path)) { request, context in
            let identity = try context.requireWeb()
            let token = try await uploads.receive(request, userID: identity.user.id, limit: Int64(services.archives.byteLimit))
            return UploadedJSON(preview: "\(ArchiveUploadPage.path)/\(token)", keeping: ["name"], of: request)
        }
        web.get(RouterPath(stringLiteral: "\(ArchiveUploadPage.path)/:token")) { request, context in
            let identity = try context.requireWeb()
            let name = FormBody.query(of: request)["name"] ?? ""
            return try await preview(token: try PathParameter.text(context, "token"), fileName: name, request: request, identity: identity)
        }
        web.post(RouterPath(stringLiteral: "\(ArchiveUploadPage.path)/:token")) { request, context in
            let identity = try context.requireWeb()
            let form = try await FormBody.of(request, context: context)
            let token = try PathParameter.text(context, "token")
            let name = form["name"] ?? ""
            let file = try uploads.file(token, userID: identity.user.id)
            do {
                let archives = services.archives
                let userID = identity.user.id
                let report = try await ArchiveUpload.decode(file, uploads: uploads, archives: archives) { staged in
                    try await archives.restore(staged, userID: userID)
                }
                uploads.discard(token, userID: identity.user.id)
                let message = ArchiveImportPage.summary(report, pages.localizer(request, identity: identity))
                return pages.redirect(to: "/history", flash: Flash(.success, message))
            } catch let error as DomainError {
                return try await preview(token: token, fileName: name, request: request, identity: identity, failure: error)
            }
        }
    }

    /// What the pending archive holds, or why it cannot be imported (then with that error's status).
    private func preview(
        token: String, fileName: String, request: Request, identity: WebIdentity, failure: DomainError? = nil
    ) async throws -> Response {
        let file = try uploads.file(token, userID: identity.user.id)
        var counts: ArchiveCounts?
        var error = failure
        do {
            let archives = services.archives
            let userID = identity.user.id
            let check = error == nil
            let (found, refusal) = try await ArchiveUpload.decode(file, uploads: uploads, archives: archives) { staged in
                do {
                    if check { _ = try await archives.preview(staged.archive, userID: userID) }
                    return (ArchiveCounts(staged.archive), DomainError?.none)
                } catch let domain as DomainError {
                    return (ArchiveCounts(staged.archive), domain)
                }
            }
            counts = found
            error = error ?? refusal
        } catch let domain as DomainError {
            error = error ?? domain
        }
        let page = ArchiveImportPage.preview(
            token: token, fileName: fileName, counts: counts, error: error, localizer: pages.localizer(request, identity: identity))
        let status: HTTPResponse.Status = error.map(HTTPStatusMapping.status(for:)) ?? .ok
        return try pages.render("archive-import", title: page.title, tab: nil, page: page, request: request, identity: identity, status: status)
    }
}
