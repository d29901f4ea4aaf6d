import Foundation
import Hummingbird
import RepbookCore

/// Plans to share over the API: `GET /api/v1/templates/{id}/share` and `/splits/{id}/share` answer the plan file,
/// `POST /api/v1/plans/import` takes one as its body (`?dryRun=true` only previews).
struct PlanSharingAPI: Sendable {
    let services: AppServices

    func register(on api: RouterGroup<AppRequestContext>) {
        api.get("templates/:id/share") { _, context in
            Self.response(try await services.planSharing.share(templateID: try APIRoutes.id(context), userID: try context.requireAPIUser().id))
        }
        api.get("splits/:id/share") { _, context in
            Self.response(try await services.planSharing.share(splitID: try APIRoutes.id(context), userID: try context.requireAPIUser().id))
        }
        api.post("plans/import") { request, context in
            let user = try context.requireAPIUser()
            let dryRun = try WeightImportAPI.dryRun(request.uri.queryParameters["dryRun"].map(String.init))
            var request = request
            let plan = try PlanSharingService.decode(
                Data(buffer: try await LimitedBody.collect(&request, upTo: JSONBody.maximumBytes, what: LocalizedText("error.body.plan"))))
            let preview = try await services.planSharing.preview(plan, userID: user.id)
            guard !dryRun else { return EditedResponse(status: .ok, response: PlanImportJSON(preview)) }
            let report = try await services.planSharing.importPlan(plan, userID: user.id)
            return EditedResponse(status: .created, response: PlanImportJSON(preview, report: report))
        }
    }

    /// The plan file as the body, compact JSON.
    private static func response(_ plan: SharedPlan) -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: PlanSharingService.encode(plan))))
    }
}
