import Hummingbird
import RepbookCore

/// `/api/v1/workouts`: the live workout (start, exercises, sets, rest, finish, discard) and the finished ones.
struct WorkoutAPI: Sendable {
    let services: AppServices

    func register(on api: RouterGroup<AppRequestContext>) {
        api.post("workouts") { request, context in
            let answer: @Sendable (Workout) throws -> RecordedAnswer = { try IdempotencyHeader.json(.created, WorkoutJSON($0)) }
            let (body, claim): (StartWorkoutBody, OnceClaim<Workout>?) = try await Self.keyed(request, answer: answer)
            let outcome = try await services.workouts.start(try body.start(), for: try context.requireAPIUser(), once: claim)
            let location = outcome.applied.map { "/api/v1/workouts/\($0.id)" }
            return try IdempotencyHeader.response(outcome, headers: location.map { [.location: $0] } ?? [:], answer: answer)
        }
        api.get("workouts") { request, context in
            let limit = try APIPaging.limit(request, default: 50, maximum: 200)
            let before = try APIPaging.cursor(request, "before") { Int64($0) }
            let page = try await services.workouts.history(for: try context.requireAPIUser(), limit: limit + 1, before: before)
            return WorkoutListJSON(Array(page.prefix(limit)), nextBefore: page.count > limit ? page[limit - 1].id : nil)
        }
        api.get("workouts/active") { _, context in
            guard let workout = try await services.workouts.active(for: try context.requireAPIUser()) else {
                throw DomainError.notFound(LocalizedText("error.no_workout_in_progress"))
            }
            return WorkoutJSON(workout)
        }
        api.get("workouts/:id") { _, context in
            WorkoutJSON(try await services.workouts.workout(try APIRoutes.id(context), of: try context.requireAPIUser()))
        }
        api.delete("workouts/:id") { request, context in
            let claim: OnceClaim<Int64>? = try await Self.keyedWithoutBody(request) { _ in IdempotencyHeader.empty(.noContent) }
            let outcome = try await services.workouts.delete(try APIRoutes.id(context), of: try context.requireAPIUser(), once: claim)
            return try IdempotencyHeader.response(outcome) { _ in IdempotencyHeader.empty(.noContent) }
        }
        api.post("workouts/:id/finish") { request, context in
            let answer: @Sendable (FinishedWorkout) throws -> RecordedAnswer = {
                try IdempotencyHeader.json(.ok, SummaryJSON(workout: $0.workout, summary: $0.summary))
            }
            let claim = try await Self.keyedWithoutBody(request, answer: answer)
            let outcome = try await services.workouts.finish(.id(try APIRoutes.id(context)), of: try context.requireAPIUser(), once: claim)
            return try IdempotencyHeader.response(outcome, answer: answer)
        }
        api.post("workouts/:id/resume") { request, context in
            let claim = try await Self.keyedWithoutBody(request, answer: Self.workoutAnswer)
            let outcome = try await services.workouts.reopen(try APIRoutes.id(context), of: try context.requireAPIUser(), once: claim)
            return try IdempotencyHeader.response(outcome, answer: Self.workoutAnswer)
        }
        api.post("workouts/:id/update-template") { request, context in
            let answer: @Sendable (WorkoutTemplate) throws -> RecordedAnswer = { try IdempotencyHeader.json(.ok, TemplateJSON($0)) }
            let claim = try await Self.keyedWithoutBody(request, answer: answer)
            let outcome = try await services.workouts.updateTemplate(
                fromWorkout: try APIRoutes.id(context), of: try context.requireAPIUser(), once: claim)
            return try IdempotencyHeader.response(outcome, answer: answer)
        }
        api.get("workouts/:id/summary") { _, context in
            let user = try context.requireAPIUser()
            let workout = try await services.workouts.workout(try APIRoutes.id(context), of: user)
            return SummaryJSON(workout: workout, summary: try await services.workouts.summary(of: workout, user: user))
        }
        registerExercises(on: api)
        registerSets(on: api)
        api.post("workouts/:id/rest") { request, context in
            let (body, claim): (RestBody, OnceClaim<Workout>?) = try await Self.keyed(request, answer: Self.workoutAnswer)
            let outcome = try await services.workouts.adjustRest(
                by: body.adjustSeconds, in: .id(try APIRoutes.id(context)), of: try context.requireAPIUser(), once: claim)
            return try IdempotencyHeader.response(outcome, answer: Self.workoutAnswer)
        }
        api.delete("workouts/:id/rest") { request, context in
            let claim = try await Self.keyedWithoutBody(request, answer: Self.workoutAnswer)
            let outcome = try await services.workouts.adjustRest(
                by: nil, in: .id(try APIRoutes.id(context)), of: try context.requireAPIUser(), once: claim)
            return try IdempotencyHeader.response(outcome, answer: Self.workoutAnswer)
        }
    }

    private func registerExercises(on api: RouterGroup<AppRequestContext>) {
        api.post("workouts/:id/exercises") { request, context in
            let answer: @Sendable (ExerciseAdded) throws -> RecordedAnswer = {
                try IdempotencyHeader.json(.created, WorkoutJSON.exercise($0.entry))
            }
            let (body, claim): (AddExerciseBody, OnceClaim<ExerciseAdded>?) = try await Self.keyed(request, answer: answer)
            let workoutID = try APIRoutes.id(context)
            let outcome = try await services.workouts.addExercise(body.exerciseId, to: .id(workoutID), of: try context.requireAPIUser(), once: claim)
            return try IdempotencyHeader.response(outcome, headers: [.location: "/api/v1/workouts/\(workoutID)"], answer: answer)
        }
        api.patch("workouts/:id/exercises/:workoutExerciseId") { request, context in
            let (body, claim): (WorkoutExerciseBody, OnceClaim<Workout>?) = try await Self.keyed(request, answer: Self.workoutAnswer)
            let edit = WorkoutExerciseEdit(
                notes: body.notes, supersetWithNext: body.supersetWithNext, moveBy: body.moveBy, moveTo: body.moveTo,
                supersetWith: body.supersetWith)
            let outcome = try await services.workouts.editExercise(
                try APIRoutes.id(context, "workoutExerciseId"), in: .id(try APIRoutes.id(context)), edit: edit,
                of: try context.requireAPIUser(), once: claim)
            return try IdempotencyHeader.response(outcome, answer: Self.workoutAnswer)
        }
        api.delete("workouts/:id/exercises/:workoutExerciseId") { request, context in
            let claim = try await Self.keyedWithoutBody(request, answer: Self.workoutAnswer)
            let outcome = try await services.workouts.removeExercise(
                try APIRoutes.id(context, "workoutExerciseId"), from: .id(try APIRoutes.id(context)), of: try context.requireAPIUser(),
                once: claim)
            return try IdempotencyHeader.response(outcome, answer: Self.workoutAnswer)
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
            let claim: OnceClaim<Int64>? = try await Self.keyedWithoutBody(request) { _ in IdempotencyHeader.empty(.noContent) }
            let outcome = try await services.workouts.deleteSet(
                try APIRoutes.id(context, "setId"), in: try APIRoutes.id(context), of: try context.requireAPIUser(), once: claim)
            return try IdempotencyHeader.response(outcome) { _ in IdempotencyHeader.empty(.noContent) }
        }
    }

    /// A JSON body with the claim its `Idempotency-Key` header makes (nil without one), the body text being part of
    /// the request the key names.
    static func keyed<Body: Decodable, Value: Sendable>(
        _ request: Request, answer: @escaping @Sendable (Value) throws -> RecordedAnswer
    ) async throws -> (Body, OnceClaim<Value>?) {
        var request = request
        let buffer = try await LimitedBody.collect(&request, upTo: JSONBody.maximumBytes, what: LocalizedText("error.body.json"))
        let body = try await JSONBody.decode(Body.self, from: request)
        return (body, try IdempotencyHeader.claim(request, body: String(buffer: buffer), answer: answer))
    }

    /// The answer of the routes that answer the workout as it now stands.
    static let workoutAnswer: @Sendable (Workout) throws -> RecordedAnswer = { try IdempotencyHeader.json(.ok, WorkoutJSON($0)) }

    /// The claim of a request that carries no body (its body, if any, is read and named with the key, so a different
    /// body under a used key is refused).
    static func keyedWithoutBody<Value: Sendable>(
        _ request: Request, answer: @escaping @Sendable (Value) throws -> RecordedAnswer
    ) async throws -> OnceClaim<Value>? {
        var request = request
        let buffer = try await LimitedBody.collect(&request, upTo: JSONBody.maximumBytes, what: LocalizedText("error.body.request"))
        return try IdempotencyHeader.claim(request, body: String(buffer: buffer), answer: answer)
    }
}
