import Foundation
import Hummingbird
import RepbookCore

/// Plans to share: a template's or split's share page and file, and the import page, its preview and the import.
struct PlanSharingPages: Sendable {
    let services: AppServices
    let pages: WebPages
    let publicOrigin: String?

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/templates/:id/share") { request, context in
            let identity = try context.requireWeb()
            let id = try PathParameter.id(context, "id")
            let plan = try await services.planSharing.share(templateID: id, userID: identity.user.id)
            return try renderShare(plan, basePath: "/templates/\(id)", request: request, identity: identity)
        }
        web.get("/templates/:id/share.json") { _, context in
            let user = try context.requireWeb().user
            return PlanDownload.response(try await services.planSharing.share(templateID: try PathParameter.id(context, "id"), userID: user.id))
        }
        web.get("/splits/:id/share") { request, context in
            let identity = try context.requireWeb()
            let id = try PathParameter.id(context, "id")
            let plan = try await services.planSharing.share(splitID: id, userID: identity.user.id)
            return try renderShare(plan, basePath: "/splits/\(id)", request: request, identity: identity)
        }
        web.get("/splits/:id/share.json") { _, context in
            let user = try context.requireWeb().user
            return PlanDownload.response(try await services.planSharing.share(splitID: try PathParameter.id(context, "id"), userID: user.id))
        }
        registerImport(on: web)
    }

    private func registerImport(on web: RouterGroup<AppRequestContext>) {
        web.get("/plans/import") { request, context in
            let identity = try context.requireWeb()
            return try renderImport(
                PlanImportPage.make(localizer: pages.localizer(request, identity: identity)), request: request, identity: identity)
        }
        web.post("/plans/import/preview") { request, context in
            let identity = try context.requireWeb()
            let text = try await FormBody.of(request, context: context)["plan"] ?? ""
            do {
                let preview = try await services.planSharing.preview(try Self.plan(text), userID: identity.user.id)
                let page = PlanImportPreviewPage.make(preview, localizer: pages.localizer(request, identity: identity))
                return try pages.render(
                    "plan-import-preview", title: "title.import_plan", tab: .home, page: page, request: request, identity: identity)
            } catch let error as DomainError {
                return try renderImport(
                    PlanImportPage.make(planText: text, error: error, localizer: pages.localizer(request, identity: identity)),
                    request: request, identity: identity,
                    status: HTTPStatusMapping.status(for: error))
            }
        }
        web.post("/plans/import") { request, context in
            let identity = try context.requireWeb()
            let text = try await FormBody.of(request, context: context)["plan"] ?? ""
            do {
                let report = try await services.planSharing.importPlan(try Self.plan(text), userID: identity.user.id)
                let notice = Self.notice(report, pages.localizer(request, identity: identity))
                return pages.redirect(to: Self.destination(of: report), flash: Flash(.success, notice))
            } catch let error as DomainError {
                return try renderImport(
                    PlanImportPage.make(planText: text, error: error, localizer: pages.localizer(request, identity: identity)),
                    request: request, identity: identity,
                    status: HTTPStatusMapping.status(for: error))
            }
        }
    }

    private func renderShare(_ plan: SharedPlan, basePath: String, request: Request, identity: WebIdentity) throws -> Response {
        let origin = publicOrigin ?? "http://\(request.head.authority ?? "localhost")"
        let page = PlanSharePage.make(plan: plan, basePath: basePath, origin: origin, localizer: pages.localizer(request, identity: identity))
        return try pages.render("plan-share", title: page.heading, tab: .home, page: page, request: request, identity: identity)
    }

    private func renderImport(
        _ page: PlanImportPage, request: Request, identity: WebIdentity, status: HTTPResponse.Status = .ok
    ) throws -> Response {
        try pages.render("plan-import", title: "title.import_plan", tab: .home, page: page, request: request, identity: identity, status: status)
    }

    /// The pasted or picked plan text, read as a plan file.
    private static func plan(_ text: String) throws(DomainError) -> SharedPlan {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .invalid(field: "plan", message: LocalizedText("error.pick_plan_file_or_paste_one")) }
        return try PlanSharingService.decode(Data(trimmed.utf8))
    }

    /// The new split's page, else the first new template's.
    private static func destination(of report: PlanImportReport) -> String {
        if let split = report.split { return "/splits/\(split.id)" }
        return report.templates.first.map { "/templates/\($0.id)" } ?? "/plans"
    }

    /// "Imported Upper / Lower: 2 templates, 1 new exercise."
    private static func notice(_ report: PlanImportReport, _ localizer: Localizer) -> String {
        let name = report.split?.name ?? report.templates.first?.name ?? localizer.text("plan_import.the_plan")
        return localizer.text("plan_import.flash.imported", [
            "name": name, "templates": localizer.plural("plan_share.templates", count: report.templates.count),
            "exercises": localizer.plural("plan_import.new_exercises", count: report.createdExercises.count),
        ])
    }
}
