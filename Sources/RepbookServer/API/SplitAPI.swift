import Hummingbird
import RepbookCore

/// `/api/v1/splits`: list, create, read, replace, delete, activate, deactivate, and the active split's day.
struct SplitAPI: Sendable {
    let services: AppServices

    func register(on api: RouterGroup<AppRequestContext>) {
        api.get("splits") { _, context in
            SplitListJSON(splits: try await services.splits.list(for: try context.requireAPIUser()).map(SplitJSON.init))
        }
        api.post("splits") { request, context in
            let body = try await JSONBody.decode(SplitBody.self, from: request)
            let split = try await services.splits.create(for: try context.requireAPIUser(), input: body.input)
            return APIRoutes.created(SplitJSON(split), at: "/api/v1/splits/\(split.id)")
        }
        api.get("splits/today") { request, context in
            let user = try context.requireAPIUser()
            var date: LocalDate?
            if let text = request.uri.queryParameters["date"] {
                guard let parsed = LocalDate(String(text)) else {
                    throw DomainError.invalid(field: "date", message: LocalizedText("error.date_real_day_written_yyyy_mm"))
                }
                date = parsed
            }
            guard let plan = try await services.splits.plan(for: user, on: date) else { throw DomainError.notFound(
                LocalizedText("error.there_no_active_split")) }
            return SplitPlanJSON(plan)
        }
        api.post("splits/deactivate") { _, context in
            try await services.splits.deactivate(for: try context.requireAPIUser())
            return HTTPResponse.Status.noContent
        }
        api.get("splits/:id") { _, context in
            SplitJSON(try await services.splits.split(try APIRoutes.id(context), of: try context.requireAPIUser()))
        }
        api.put("splits/:id") { request, context in
            let body = try await JSONBody.decode(SplitBody.self, from: request)
            return SplitJSON(try await services.splits.update(try APIRoutes.id(context), of: try context.requireAPIUser(), input: body.input))
        }
        api.delete("splits/:id") { _, context in
            try await services.splits.delete(try APIRoutes.id(context), of: try context.requireAPIUser())
            return HTTPResponse.Status.noContent
        }
        api.post("splits/:id/activate") { request, context in
            let body = try await JSONBody.decode(ActivateBody.self, from: request)
            return SplitJSON(try await services.splits.activate(
                try APIRoutes.id(context), of: try context.requireAPIUser(), customName: body.customName, startDate: body.startDate))
        }
    }
}
