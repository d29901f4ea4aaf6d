import Hummingbird
import RepbookCore

/// `/body/supplements`: the morning and evening stacks (add, rename, dose, move between stacks, reorder, retire,
/// restore) and adherence over the 30 days ending on the chosen day. A refused change shows the page again with the
/// reason.
struct SupplementPages: Sendable {
    let services: AppServices
    let pages: WebPages

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/body/supplements") { request, context in
            let identity = try context.requireWeb()
            return try await render(request, identity: identity, dateText: FormBody.query(of: request)["date"])
        }
        web.post("/body/supplements") { request, context in
            let identity = try context.requireWeb()
            let form = try await FormBody.of(request, context: context)
            let input = SupplementInput(name: form["name"], dose: form["dose"], stack: form["stack"])
            do {
                let supplement = try await services.supplements.create(input, for: identity.user)
                return pages.redirect(
                    to: try await href(form, identity), flash: Flash(.success, pages.localizer(request, identity: identity).text(
                        "body.supplements.added.\(supplement.stack.rawValue)", ["name": supplement.name])))
            } catch let error as DomainError {
                return try await render(request, identity: identity, dateText: form["date"], error: error, draft: input)
            }
        }
        web.post("/body/supplements/:id") { request, context in
            let identity = try context.requireWeb()
            let form = try await FormBody.of(request, context: context)
            let id = try PathParameter.id(context)
            do {
                let (input, message) = try Self.input(form)
                let supplement = try await services.supplements.update(id, input: input, for: identity.user)
                return pages.redirect(
                    to: try await href(form, identity) + "#supplement-\(id)", flash: message.map {
                        Flash(.success, pages.localizer(request, identity: identity).text($0, ["name": supplement.name]))
                    })
            } catch let error as DomainError {
                return try await render(request, identity: identity, dateText: form["date"], error: error)
            }
        }
    }

    /// The change an action form asks for, and the key of the message that confirms it (none for a move).
    private static func input(_ form: FormBody) throws(DomainError) -> (SupplementInput, String?) {
        switch form["action"] ?? "" {
        case "save": return (SupplementInput(name: form["name"] ?? "", dose: form["dose"] ?? "", stack: form["stack"]), "body.supplements.saved")
        case "retire": return (SupplementInput(retired: true), "body.supplements.retired_flash")
        case "restore": return (SupplementInput(retired: false), "body.supplements.restored")
        case "move":
            guard let position = form["position"].flatMap({ Int($0) }) else {
                throw .invalid(field: "position", message: LocalizedText("error.position_whole_number"))
            }
            return (SupplementInput(position: position), nil)
        default: throw .invalid(field: "action", message: LocalizedText("error.unknown_supplement_action"))
        }
    }

    /// This page again, for the form's day.
    private func href(_ form: FormBody, _ identity: WebIdentity) async throws -> String {
        "/body/supplements?date=\(try await services.journal.date(form["date"], for: identity.user))"
    }

    private func render(
        _ request: Request, identity: WebIdentity, dateText: String?, error: DomainError? = nil, draft: SupplementInput = SupplementInput()
    ) async throws -> Response {
        async let supplements = services.supplements.supplements(of: identity.user)
        async let adherence = services.supplements.adherence(endingOn: dateText, for: identity.user)
        async let today = services.supplements.today(for: identity.user)
        let page = SupplementsPage.make(
            supplements: try await supplements, adherence: try await adherence, today: try await today, error: error, draft: draft,
            localizer: pages.localizer(request, identity: identity))
        let status = error.map(HTTPStatusMapping.status) ?? .ok
        return try pages.render(
            "supplements", title: "title.body.supplements", tab: .body, page: page, request: request, identity: identity, status: status)
    }
}
