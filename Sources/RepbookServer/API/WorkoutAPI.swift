import Hummingbird
import RepbookCore

/// `/api/v1/workouts`: the live workout (start, exercises, sets, rest, finish, discard) and the finished ones.
struct WorkoutAPI: Sendable {
    let services: AppServices

    func register(on api: RouterGroup<AppRequestContext>) {
        api.post("workouts") { request, context in
            let body = try await JSONBody.decode(StartWorkoutBody.self, from: request)
            let workout = try await services.workouts.start(try body.start(), for: try context.requireAPIUser())
            return APIRoutes.created(WorkoutJSON(workout), at: "/api/v1/workouts/\(workout.id)")
        }
        api.get("workouts") { request, context in
            let limit = try APIPaging.limit(request, default: 50, maximum: 200)
            let before = try APIPaging.cursor(request, "before") { Int64($0) }
            let page = try await services.workouts.history(for: try context.requireAPIUser(), limit: limit + 1, before: before)
            return WorkoutListJSON(Array(page.prefix(limit)), nextBefore: page.count > limit ? page[limit - 1].id : nil)
        }
        api.get("workouts/active") { _, context in
            guard let workout = try await services.workouts.active(for: try context.requireAPIUser()) else {
                throw DomainError.notFound("No workout is in progress.")
            }
            return WorkoutJSON(workout)
        }
        api.get("workouts/:id") { _, context in
            WorkoutJSON(try await services.workouts.workout(try APIRoutes.id(context), of: try context.requireAPIUser()))
        }
        api.delete("workouts/:id") { request, context in
            let claim: OnceClaim<Int64>? = try IdempotencyHeader.claim(request, body: "") { _ in IdempotencyHeader.empty(.noContent) }
            let outcome = try await services.workouts.delete(try APIRoutes.id(context), of: try context.requireAPIUser(), once: claim)
            return try IdempotencyHeader.response(outcome) { _ in IdempotencyHeader.empty(.noContent) }
        }
        api.post("workouts/:id/finish") { _, context in
            let (workout, summary) = try await services.workouts.finish(try APIRoutes.id(context), of: try context.requireAPIUser())
            return SummaryJSON(workout: workout, summary: summary)
        }
        api.post("workouts/:id/resume") { _, context in
            WorkoutJSON(try await services.workouts.reopen(try APIRoutes.id(context), of: try context.requireAPIUser()))
        }
        api.post("workouts/:id/update-template") { _, context in
            TemplateJSON(try await services.workouts.updateTemplate(fromWorkout: try APIRoutes.id(context), of: try context.requireAPIUser()))
        }
        api.get("workouts/:id/summary") { _, context in
            let user = try context.requireAPIUser()
            let workout = try await services.workouts.workout(try APIRoutes.id(context), of: user)
            return SummaryJSON(workout: workout, summary: try await services.workouts.summary(of: workout, user: user))
        }
        registerExercises(on: api)
        registerSets(on: api)
        api.post("workouts/:id/rest") { request, context in
            let body = try await JSONBody.decode(RestBody.self, from: request)
            return WorkoutJSON(try await services.workouts.adjustRest(by: body.adjustSeconds, in: try APIRoutes.id(context), of: try context.requireAPIUser()))
        }
        api.delete("workouts/:id/rest") { _, context in
            WorkoutJSON(try await services.workouts.skipRest(in: try APIRoutes.id(context), of: try context.requireAPIUser()))
        }
    }

    private func registerExercises(on api: RouterGroup<AppRequestContext>) {
        api.post("workouts/:id/exercises") { request, context in
            let body = try await JSONBody.decode(AddExerciseBody.self, from: request)
            let workoutID = try APIRoutes.id(context)
            let added = try await services.workouts.appendExercise(body.exerciseId, to: workoutID, of: try context.requireAPIUser()).added
            return APIRoutes.created(WorkoutJSON.exercise(added), at: "/api/v1/workouts/\(workoutID)")
        }
        api.patch("workouts/:id/exercises/:workoutExerciseId") { request, context in
            let user = try context.requireAPIUser()
            let workoutID = try APIRoutes.id(context)
            let entryID = try APIRoutes.id(context, "workoutExerciseId")
            let body = try await JSONBody.decode(WorkoutExerciseBody.self, from: request)
            var workout = try await services.workouts.workout(workoutID, of: user)
            if let notes = body.notes { workout = try await services.workouts.setNotes(notes, of: entryID, in: workoutID, of: user) }
            if let link = body.supersetWithNext {
                workout = try await services.workouts.setSuperset(entryID, linkedWithNext: link, in: workoutID, of: user)
            }
            if let offset = body.moveBy { workout = try await services.workouts.moveExercise(entryID, by: offset, in: workoutID, of: user) }
            return WorkoutJSON(workout)
        }
        api.delete("workouts/:id/exercises/:workoutExerciseId") { _, context in
            let workout = try await services.workouts.removeExercise(
                try APIRoutes.id(context, "workoutExerciseId"), from: try APIRoutes.id(context), of: try context.requireAPIUser())
            return WorkoutJSON(workout)
        }
    }

    private func registerSets(on api: RouterGroup<AppRequestContext>) {
        api.post("workouts/:id/exercises/:workoutExerciseId/sets") { request, context in
            let (body, claim): (SetBody, OnceClaim<SetChange>?) = try await Self.keyed(request) { change in
                try IdempotencyHeader.json(.created, SetChangeJSON(change))
            }
            let outcome = try await services.workouts.addSet(
                to: try APIRoutes.id(context, "workoutExerciseId"), in: .id(try APIRoutes.id(context)), input: body.input,
                by: try context.requireAPICaller(), once: claim)
            let location = outcome.applied.map { "/api/v1/workouts/\($0.workoutID)/sets/\($0.set.id)" }
            return try IdempotencyHeader.response(outcome, headers: location.map { [.location: $0] } ?? [:]) { change in
                try IdempotencyHeader.json(.created, SetChangeJSON(change))
            }
        }
        api.patch("workouts/:id/sets/:setId") { request, context in
            let (body, claim): (SetBody, OnceClaim<SetChange>?) = try await Self.keyed(request) { change in
                try IdempotencyHeader.json(.ok, SetChangeJSON(change))
            }
            let outcome = try await services.workouts.updateSet(
                try APIRoutes.id(context, "setId"), in: .id(try APIRoutes.id(context)), input: body.input, by: try context.requireAPICaller(),
                once: claim)
            return try IdempotencyHeader.response(outcome) { change in try IdempotencyHeader.json(.ok, SetChangeJSON(change)) }
        }
        api.delete("workouts/:id/sets/:setId") { request, context in
            let claim: OnceClaim<Int64>? = try IdempotencyHeader.claim(request, body: "") { _ in IdempotencyHeader.empty(.noContent) }
            let outcome = try await services.workouts.deleteSet(
                try APIRoutes.id(context, "setId"), in: try APIRoutes.id(context), of: try context.requireAPIUser(), once: claim)
            return try IdempotencyHeader.response(outcome) { _ in IdempotencyHeader.empty(.noContent) }
        }
    }

    /// A JSON body with the claim its `Idempotency-Key` header makes (nil without one), the body text being part of
    /// the request the key names.
    private static func keyed<Body: Decodable, Value: Sendable>(
        _ request: Request, answer: @escaping @Sendable (Value) throws -> RecordedAnswer
    ) async throws -> (Body, OnceClaim<Value>?) {
        var request = request
        let buffer = try await LimitedBody.collect(&request, upTo: JSONBody.maximumBytes, what: "The JSON body")
        let body = try await JSONBody.decode(Body.self, from: request)
        return (body, try IdempotencyHeader.claim(request, body: String(buffer: buffer), answer: answer))
    }
}
