import Hummingbird
import RepbookCore

/// `/body/journal/tags`: add, rename, reorder, hide and show journal tags. A refused change shows the page again with
/// the reason.
struct JournalTagPages: Sendable {
    let services: AppServices
    let pages: WebPages

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/body/journal/tags") { request, context in
            let identity = try context.requireWeb()
            let date = try await services.journal.date(FormBody.query(of: request)["date"], for: identity.user)
            return try await render(request, identity: identity, date: date)
        }
        web.post("/body/journal/tags") { request, context in
            let identity = try context.requireWeb()
            let form = try await FormBody.of(request, context: context)
            let date = try await services.journal.date(form["date"], for: identity.user)
            do {
                let tag = try await services.journal.createTag(named: form["name"] ?? "", for: identity.user)
                let message = pages.localizer(request, identity: identity).text("journal_tags.flash.added", ["name": tag.name])
                return pages.redirect(to: Self.href(date), flash: Flash(.success, message))
            } catch let error as DomainError {
                return try await render(request, identity: identity, date: date, error: error, draftName: form["name"] ?? "")
            }
        }
        web.post("/body/journal/tags/:id") { request, context in
            let identity = try context.requireWeb()
            let form = try await FormBody.of(request, context: context)
            let date = try await services.journal.date(form["date"], for: identity.user)
            let id = try PathParameter.id(context)
            do {
                let (input, message) = try Self.input(form)
                let tag = try await services.journal.updateTag(id, input: input, for: identity.user)
                let localizer = pages.localizer(request, identity: identity)
                return pages.redirect(
                    to: Self.href(date) + "#tag-\(id)", flash: message.map { Flash(.success, localizer.text($0, ["name": tag.name])) })
            } catch let error as DomainError {
                return try await render(request, identity: identity, date: date, error: error)
            }
        }
    }

    /// The change an action form asks for, and the catalog key of the message that confirms it (none for a move).
    private static func input(_ form: FormBody) throws(DomainError) -> (JournalTagInput, String?) {
        switch form["action"] ?? "" {
        case "rename": return (JournalTagInput(name: form["name"] ?? ""), "journal_tags.flash.renamed")
        case "hide": return (JournalTagInput(hidden: true), "journal_tags.flash.hidden")
        case "show": return (JournalTagInput(hidden: false), "journal_tags.flash.shown")
        case "move":
            guard let position = form["position"].flatMap({ Int($0) }) else {
                throw .invalid(field: "position", message: LocalizedText("error.position_whole_number"))
            }
            return (JournalTagInput(position: position), nil)
        default: throw .invalid(field: "action", message: LocalizedText("error.unknown_tag_action"))
        }
    }

    private static func href(_ date: LocalDate) -> String {
        "/body/journal/tags?date=\(date)"
    }

    private func render(
        _ request: Request, identity: WebIdentity, date: LocalDate, error: DomainError? = nil, draftName: String = ""
    ) async throws -> Response {
        let tags = try await services.journal.tags(of: identity.user)
        let page = JournalTagsPage.make(
            tags: tags, date: date, error: error, draftName: draftName, localizer: pages.localizer(request, identity: identity))
        let status = error.map(HTTPStatusMapping.status) ?? .ok
        return try pages.render(
            "journal-tags", title: "title.journal_tags", tab: .body, page: page, request: request, identity: identity, status: status)
    }
}
