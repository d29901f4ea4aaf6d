import Foundation
import Hummingbird
import RepbookCore

/// `/api/v1/supplements`: the stacks (list, add, edit, reorder, retire), each day's checklist and 30-day adherence.
struct SupplementAPI: Sendable {
    let services: AppServices

    func register(on api: RouterGroup<AppRequestContext>) {
        api.get("supplements") { _, context in
            SupplementListJSON(supplements: try await list(of: try context.requireAPIUser()))
        }
        api.post("supplements") { request, context in
            let user = try context.requireAPIUser()
            let body = try await JSONBody.decode(SupplementBody.self, from: request)
            let supplement = try await services.supplements.create(body.input, for: user)
            return APIRoutes.created(try await json(supplement.id, of: user), at: "/api/v1/supplements/\(supplement.id)")
        }
        api.patch("supplements/:id") { request, context in
            let user = try context.requireAPIUser()
            let id = try APIRoutes.id(context)
            let body = try await JSONBody.decode(SupplementBody.self, from: request)
            _ = try await services.supplements.update(id, input: body.input, for: user)
            return try await json(id, of: user)
        }
        api.get("supplements/day/:date") { _, context in
            SupplementDayJSON(try await services.supplements.checklist(on: context.parameters.get("date"), for: try context.requireAPIUser()))
        }
        api.put("supplements/:id/days/:date") { request, context in
            let user = try context.requireAPIUser()
            let id = try APIRoutes.id(context)
            let body = try await JSONBody.decode(SupplementTakenBody.self, from: request)
            let date = try await services.supplements.setTaken(id, taken: body.taken, on: context.parameters.get("date"), for: user)
            return SupplementTakenJSON(date: date.description, supplementId: id, taken: body.taken)
        }
        api.get("supplements/adherence") { request, context in
            let end = request.uri.queryParameters["end"].map(String.init)
            if end?.isEmpty == true { throw DomainError.invalid(field: "end", message: LocalizedText("error.end_date_written_yyyy_mm_dd")) }
            return SupplementAdherenceJSON(try await services.supplements.adherence(endingOn: end, for: try context.requireAPIUser()))
        }
    }

    private func list(of user: User) async throws -> [SupplementJSON] {
        let supplements = try await services.supplements.supplements(of: user)
        return SupplementJSON.list(supplements.filter { !$0.isRetired } + supplements.filter(\.isRetired))
    }

    private func json(_ id: Int64, of user: User) async throws -> SupplementJSON {
        guard let supplement = try await list(of: user).first(where: { $0.id == id }) else {
            throw DomainError.notFound(LocalizedText("error.no_supplement_with_id", ["id": "\(id)"]))
        }
        return supplement
    }
}
