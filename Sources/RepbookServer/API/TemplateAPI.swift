import Hummingbird
import RepbookCore

/// `/api/v1/templates`: list, create, read, replace, duplicate and delete.
struct TemplateAPI: Sendable {
    let services: AppServices

    func register(on api: RouterGroup<AppRequestContext>) {
        api.get("templates") { _, context in
            TemplateListJSON(templates: try await services.templates.list(for: try context.requireAPIUser()).map(TemplateJSON.init))
        }
        api.post("templates") { request, context in
            let body = try await JSONBody.decode(TemplateBody.self, from: request)
            let template = try await services.templates.create(for: try context.requireAPIUser(), input: try body.input())
            return APIRoutes.created(TemplateJSON(template), at: "/api/v1/templates/\(template.id)")
        }
        api.get("templates/:id") { _, context in
            TemplateJSON(try await services.templates.template(try APIRoutes.id(context), of: try context.requireAPIUser()))
        }
        api.put("templates/:id") { request, context in
            let body = try await JSONBody.decode(TemplateBody.self, from: request)
            return TemplateJSON(
                try await services.templates.update(try APIRoutes.id(context), of: try context.requireAPIUser(), input: try body.input()))
        }
        api.post("templates/:id/duplicate") { _, context in
            let copy = try await services.templates.duplicate(try APIRoutes.id(context), of: try context.requireAPIUser())
            return APIRoutes.created(TemplateJSON(copy), at: "/api/v1/templates/\(copy.id)")
        }
        api.delete("templates/:id") { _, context in
            try await services.templates.delete(try APIRoutes.id(context), of: try context.requireAPIUser())
            return HTTPResponse.Status.noContent
        }
    }
}
