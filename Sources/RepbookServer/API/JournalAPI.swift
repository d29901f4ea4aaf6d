import Foundation
import Hummingbird
import RepbookCore

/// `/api/v1/journal`: the tags (list, add, rename, hide, reorder) and each day's tags and note.
struct JournalAPI: Sendable {
    let services: AppServices

    func register(on api: RouterGroup<AppRequestContext>) {
        api.get("journal/tags") { _, context in
            JournalTagListJSON(tags: try await tagList(of: try context.requireAPIUser()))
        }
        api.post("journal/tags") { request, context in
            let user = try context.requireAPIUser()
            let body = try await JSONBody.decode(JournalTagBody.self, from: request)
            guard let name = body.name else { throw DomainError.invalid(field: "name", message: LocalizedText("error.name_required")) }
            let tag = try await services.journal.createTag(named: name, for: user)
            return APIRoutes.created(try await tagJSON(tag.id, of: user), at: "/api/v1/journal/tags/\(tag.id)")
        }
        api.patch("journal/tags/:id") { request, context in
            let user = try context.requireAPIUser()
            let id = try APIRoutes.id(context)
            let body = try await JSONBody.decode(JournalTagBody.self, from: request)
            _ = try await services.journal.updateTag(id, input: body.input, for: user)
            return try await tagJSON(id, of: user)
        }
        api.get("journal/:date") { _, context in
            JournalDayJSON(try await services.journal.day(on: context.parameters.get("date"), for: try context.requireAPIUser()))
        }
        api.put("journal/:date") { request, context in
            let user = try context.requireAPIUser()
            let body = try await JSONBody.decode(JournalDayBody.self, from: request)
            return JournalDayJSON(
                try await services.journal.update(tagNames: body.tags, note: body.note, on: context.parameters.get("date"), for: user))
        }
    }

    private func tagList(of user: User) async throws -> [JournalTagJSON] {
        let tags = try await services.journal.tags(of: user)
        return JournalTagJSON.list(tags.filter { !$0.isHidden } + tags.filter(\.isHidden))
    }

    private func tagJSON(_ id: Int64, of user: User) async throws -> JournalTagJSON {
        guard let tag = try await tagList(of: user).first(where: { $0.id == id }) else { throw DomainError.notFound(
            LocalizedText("error.no_journal_tag_with_id", ["id": "\(id)"])) }
        return tag
    }
}
