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
        api.delete("workouts/:id") { _, context in
            try await services.workouts.delete(try APIRoutes.id(context), of: try context.requireAPIUser())
            return HTTPResponse.Status.noContent
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
            let body = try await JSONBody.decode(SetBody.self, from: request)
            let change = try await services.workouts.addSet(
                to: try APIRoutes.id(context, "workoutExerciseId"), in: .id(try APIRoutes.id(context)), input: body.input,
                by: try context.requireAPICaller())
            return APIRoutes.created(SetChangeJSON(change), at: "/api/v1/workouts/\(change.workoutID)/sets/\(change.set.id)")
        }
        api.patch("workouts/:id/sets/:setId") { request, context in
            let body = try await JSONBody.decode(SetBody.self, from: request)
            return SetChangeJSON(try await services.workouts.updateSet(
                try APIRoutes.id(context, "setId"), in: .id(try APIRoutes.id(context)), input: body.input, by: try context.requireAPICaller()))
        }
        api.delete("workouts/:id/sets/:setId") { _, context in
            try await services.workouts.deleteSet(try APIRoutes.id(context, "setId"), in: try APIRoutes.id(context), of: try context.requireAPIUser())
            return HTTPResponse.Status.noContent
        }
    }
}
