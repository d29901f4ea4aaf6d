import Hummingbird
import RepbookCore

/// `/api/v1/exercises`: list, create, read, update and delete.
struct ExerciseAPI: Sendable {
    let services: AppServices

    func register(on api: RouterGroup<AppRequestContext>) {
        api.get("exercises") { request, context in
            let user = try context.requireAPIUser()
            return ExerciseListJSON(exercises: try await services.exercises.list(for: user, query: try Self.query(request)).map(ExerciseJSON.init))
        }
        api.post("exercises") { request, context in
            let user = try context.requireAPIUser()
            let body = try await JSONBody.decode(ExerciseBody.self, from: request)
            var exercise = try await services.exercises.create(for: user, input: body.input)
            if body.favorite == true { exercise = try await services.exercises.setFavorite(exercise.id, of: user, true) }
            var response = try ExerciseJSON(exercise).response(from: request, context: context)
            response.status = .created
            response.headers[.location] = "/api/v1/exercises/\(exercise.id)"
            return response
        }
        api.get("exercises/:id") { _, context in
            ExerciseJSON(try await services.exercises.exercise(try APIRoutes.id(context), of: try context.requireAPIUser()))
        }
        api.patch("exercises/:id") { request, context in
            let user = try context.requireAPIUser()
            let id = try APIRoutes.id(context)
            _ = try await services.exercises.exercise(id, of: user)
            let body = try await JSONBody.decode(ExerciseBody.self, from: request)
            var exercise = try await services.exercises.update(id, of: user, input: body.input)
            if let favorite = body.favorite { exercise = try await services.exercises.setFavorite(id, of: user, favorite) }
            if let archived = body.archived { exercise = try await services.exercises.setArchived(id, of: user, archived) }
            return ExerciseJSON(exercise)
        }
        api.delete("exercises/:id") { _, context in
            let outcome = try await services.exercises.delete(try APIRoutes.id(context), of: try context.requireAPIUser())
            return DeletionJSON(result: outcome.rawValue)
        }
    }

    /// The list query from `search`, `category`, `sort` and `archived`, rejecting unknown values (an empty one too) by name.
    static func query(_ request: Request) throws -> ExerciseQuery {
        let parameters = request.uri.queryParameters
        var query = ExerciseQuery(search: parameters["search"].map(String.init) ?? "")
        if let raw = parameters["category"].map(String.init) {
            guard let category = ExerciseCategory(rawValue: raw) else {
                throw DomainError.invalid(field: "category", message: LocalizedText("error.unknown_category", ["raw": "\(raw)"]))
            }
            query.category = category
        }
        if let raw = parameters["sort"].map(String.init) {
            guard let sort = ExerciseQuery.Sort(rawValue: raw) else {
                throw DomainError.invalid(field: "sort", message: LocalizedText("error.sort_name_or_recent"))
            }
            query.sort = sort
        }
        if let raw = parameters["archived"].map(String.init) {
            guard let archived = Bool(raw) else { throw DomainError.invalid(field: "archived", message:
                LocalizedText("error.archived_true_or_false")) }
            query.includeArchived = archived
        }
        return query
    }
}
