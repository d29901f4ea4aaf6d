import Foundation
import Hummingbird
import RepbookCore

/// The live workout in the browser: start, log sets, rest, reorder, finish or discard. Every form works without
/// JavaScript; the page's script sends the same forms with `fetch` and gets JSON back.
struct WorkoutPages: Sendable {
    let services: AppServices
    let pages: WebPages

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/workout") { request, context in
            let identity = try context.requireWeb()
            guard let workout = try await services.workouts.active(for: identity.user) else {
                return pages.redirect(to: "/", flash: Flash(.error, pages.localizer(request, identity: identity).text("flash.no_workout")))
            }
            let previous = try await services.workouts.previous(for: workout, user: identity.user)
            let plates = try await services.coaching.settings(of: identity.user).plates(identity.settings.weightUnit)
            let page = WorkoutPage.make(workout: workout, previous: previous, settings: identity.settings, now: Date(), plates: plates,
                localizer: pages.localizer(request, identity: identity))
            return try pages.render("workout", title: workout.name, tab: .home, page: page, request: request, identity: identity)
        }
        web.post("/workout/start") { request, context in try await start(request, context: context) }
        web.get("/workout/add") { request, context in
            let identity = try context.requireWeb()
            let query = FormBody.query(of: request)
            let search = query["q"] ?? ""
            let exercises = try await services.exercises.list(for: identity.user, query: ExerciseQuery(search: search, sort: .recent))
            let active = try await services.workouts.active(for: identity.user)
            let inWorkout = Set(active?.exercises.map(\.exerciseID) ?? [])
            // `?replace={entry}`: the picker puts the chosen exercise in that one's place, its sets kept.
            let replacing = query["replace"].flatMap(Int64.init).flatMap { id in active?.exercises.first { $0.id == id } }
            let localizer = pages.localizer(request, identity: identity)
            let page = ExercisePickerPage(
                search: search, exercises: exercises,
                action: replacing.map { "/workout/exercises/\($0.id)/replace" } ?? "/workout/exercises", backHref: "/workout",
                inWorkout: inWorkout, replacing: replacing?.exerciseName, replaceID: replacing?.id, localizer: localizer)
            let title = replacing.map { localizer.text("title.picker_replace", ["name": $0.exerciseName]) } ?? "title.picker_add"
            return try pages.render("picker", title: title, tab: .home, page: page, request: request, identity: identity)
        }
        web.post("/workout/add/several") { request, context in
            try await act(request, context) { workoutID, form, user in
                let ids = try Self.pickedExercises(form)
                let workout = try await services.workouts.addExercises(ids, to: .id(workoutID), of: user).unkeyed()
                let first = workout.exercises.dropFirst(max(workout.exercises.count - ids.count, 0)).first
                return "/workout" + (first.map { "#exercise-\($0.id)" } ?? "")
            }
        }
        web.post("/workout/add/create") { request, context in try await createAndAdd(request, context: context) }
        web.post("/workout/exercises/:entry/replace") { request, context in
            try await act(request, context) { workoutID, form, user in
                let entry = try PathParameter.id(context, "entry")
                // A missing exercise_id names no exercise (0): the store checks the entry first, so another user's entry
                // is a 404 whatever the form holds.
                let exerciseID = form["exercise_id"].flatMap { Int64($0) } ?? 0
                _ = try await services.workouts.replaceExercise(entry, with: exerciseID, in: .id(workoutID), of: user).unkeyed()
                return "/workout#exercise-\(entry)"
            }
        }
        web.post("/workout/exercises") { request, context in
            if FetchRequest.isFetch(request) { return try await addExerciseForScript(request, context: context) }
            return try await act(request, context) { workoutID, form, user in
                let added = try await services.workouts.addExercise(
                    try Self.pickedExercise(form), to: .id(workoutID), of: user, once: nil).unkeyed()
                return "/workout#exercise-\(added.entry.id)"
            }
        }
        web.post("/workout/exercises/:entry") { request, context in
            if FetchRequest.isFetch(request) { return try await changeExerciseForScript(request, context: context) }
            return try await act(request, context) { workoutID, form, user in
                let entry = try PathParameter.id(context, "entry")
                if form["action"] == "remove" {
                    _ = try await services.workouts.removeExercise(entry, from: .id(workoutID), of: user).unkeyed()
                    return "/workout"
                }
                _ = try await services.workouts.editExercise(entry, in: .id(workoutID), edit: try Self.exerciseEdit(form), of: user).unkeyed()
                return "/workout#exercise-\(entry)"
            }
        }
        web.post("/workout/exercises/:entry/sets") { request, context in
            if FetchRequest.isFetch(request) { return try await addSetForScript(request, context: context) }
            return try await act(request, context) { workoutID, _, _ in
                let change = try await services.workouts.addSet(
                    to: try PathParameter.id(context, "entry"), in: .id(workoutID), by: try context.requireWeb().caller)
                return "/workout#set-\(change.set.id)"
            }
        }
        web.post("/workout/sets/:set") { request, context in try await updateSet(request, context: context) }
        web.post("/workout/sets/:set/delete") { request, context in
            if FetchRequest.isFetch(request) { return try await deleteSetForScript(request, context: context) }
            return try await act(request, context) { workoutID, _, user in
                try await services.workouts.deleteSet(try PathParameter.id(context, "set"), in: workoutID, of: user)
                return "/workout"
            }
        }
        web.post("/workout/rest") { request, context in try await rest(request, context: context) }
        web.post("/workout/finish") { request, context in try await finish(request, context: context) }
        web.post("/workout/discard") { request, context in
            let identity = try context.requireWeb()
            guard let workout = try await services.workouts.active(for: identity.user) else { return pages.redirect(to: "/") }
            try await services.workouts.discard(workout.id, of: identity.user)
            return pages.redirect(
                to: "/", flash: Flash(.success, pages.localizer(request, identity: identity).text("flash.discarded", ["name": workout.name])))
        }
    }

    /// Starts a workout from the form's `from` (empty, template, split, repeat, or program: the running program's next
    /// day, `ProgramService.startToday`); a workout already in progress
    /// gets a page offering to resume, finish or discard it.
    private func start(_ request: Request, context: AppRequestContext) async throws -> Response {
        let identity = try context.requireWeb()
        let form = try await FormBody.of(request, context: context)
        let start: WorkoutStart
        switch form["from"] ?? "empty" {
        case "template": start = .template(try Self.number(form["id"], field: "id"))
        case "split": start = .splitDay(Int(try Self.number(form["day"], field: "day")))
        case "repeat": start = .repeatWorkout(try Self.number(form["id"], field: "id"))
        default: start = .empty(name: form["name"])
        }
        if let current = try await services.workouts.active(for: identity.user) {
            let page = WorkoutConflictPage(
                name: current.name, progress: WorkoutProgress.text(current, pages.localizer(request, identity: identity)))
            return try pages.render(
                "workout-conflict", title: "title.workout_conflict", tab: .home, page: page, request: request, identity: identity,
                status: .conflict)
        }
        do {
            if form["from"] == "program" {
                _ = try await services.programs.startToday(for: identity.user).unkeyed()
            } else {
                _ = try await services.workouts.start(start, for: identity.user)
            }
            return pages.redirect(to: "/workout")
        } catch let error as DomainError {
            return pages.redirect(to: LibraryPages.safeReturn(form["return_to"], fallback: "/"), flash: Flash(.error, error.message))
        }
    }

    /// Saves a set row; marking it done answers the rest end and the next set to the page's script.
    private func updateSet(_ request: Request, context: AppRequestContext) async throws -> Response {
        let identity = try context.requireWeb()
        let form = try await FormBody.of(request, context: context)
        let input = try form.decode(SetInput.self)
        do {
            let claim: OnceClaim<SetChange>? = try IdempotencyHeader.claim(request, body: form.canonicalText) { change in
                try IdempotencyHeader.json(.ok, SetSavedJSON(change))
            }
            let outcome = try await services.workouts.updateSet(
                try PathParameter.id(context, "set"), in: .active, input: input, by: identity.caller, once: claim)
            if FetchRequest.isFetch(request) {
                return try IdempotencyHeader.response(outcome) { change in try IdempotencyHeader.json(.ok, SetSavedJSON(change)) }
            }
            guard case .applied(let change) = outcome else { return pages.redirect(to: "/workout") }
            let next = change.step?.nextSetID.map { "#set-\($0)" } ?? "#set-\(change.set.id)"
            return pages.redirect(to: "/workout" + next)
        } catch let error as DomainError where !FetchRequest.isFetch(request) {
            return pages.redirect(to: "/workout#set-\((try? PathParameter.id(context, "set")) ?? 0)", flash: Flash(.error, error.message))
        }
    }

    /// Adds a set for the page's script (which draws the row itself): the new set as JSON, applied once per
    /// `Idempotency-Key`.
    private func addSetForScript(_ request: Request, context: AppRequestContext) async throws -> Response {
        let identity = try context.requireWeb()
        let form = try await FormBody.of(request, context: context)
        let workoutID = try await requireActive(identity.user)
        let claim: OnceClaim<SetChange>? = try IdempotencyHeader.claim(request, body: form.canonicalText) { change in
            try IdempotencyHeader.json(.created, SetSavedJSON(change))
        }
        let outcome = try await services.workouts.addSet(
            to: try PathParameter.id(context, "entry"), in: .id(workoutID), input: try form.decode(SetInput.self), by: identity.caller,
            once: claim)
        return try IdempotencyHeader.response(outcome) { change in try IdempotencyHeader.json(.created, SetSavedJSON(change)) }
    }

    /// Removes a set for the page's script: `{"id": …}`, applied once per `Idempotency-Key`.
    private func deleteSetForScript(_ request: Request, context: AppRequestContext) async throws -> Response {
        let identity = try context.requireWeb()
        let form = try await FormBody.of(request, context: context)
        let workoutID = try await requireActive(identity.user)
        let claim: OnceClaim<Int64>? = try IdempotencyHeader.claim(request, body: form.canonicalText) { id in
            try IdempotencyHeader.json(.ok, ["id": id])
        }
        let outcome = try await services.workouts.deleteSet(try PathParameter.id(context, "set"), in: workoutID, of: identity.user, once: claim)
        return try IdempotencyHeader.response(outcome) { id in try IdempotencyHeader.json(.ok, ["id": id]) }
    }

    /// Changes the rest countdown: `add` or `subtract` 15 seconds, or `skip`.
    private func rest(_ request: Request, context: AppRequestContext) async throws -> Response {
        let identity = try context.requireWeb()
        let form = try await FormBody.of(request, context: context)
        let seconds: Int? = switch form["action"] ?? "" {
        case "add": 15
        case "subtract": -15
        default: nil
        }
        let updated = try await services.workouts.adjustRest(by: seconds, in: .active, of: identity.user).unkeyed()
        if FetchRequest.isFetch(request) { return try RestJSON(updated.rest).response(from: request, context: context) }
        return pages.redirect(to: "/workout")
    }

    /// Finishes the workout; sets never marked done are dropped, after one confirmation. The page's script (with
    /// `confirm=1`) gets `{"id", "location"}`, once per `Idempotency-Key`, so a repeat answers as the first time.
    private func finish(_ request: Request, context: AppRequestContext) async throws -> Response {
        let identity = try context.requireWeb()
        let form = try await FormBody.of(request, context: context)
        if FetchRequest.isFetch(request) && form["confirm"] == "1" {
            let answer: @Sendable (FinishedWorkout) throws -> RecordedAnswer = {
                try IdempotencyHeader.json(.ok, FinishedJSON(id: $0.workout.id, location: "/history/\($0.workout.id)?finished=1"))
            }
            let claim = try IdempotencyHeader.claim(request, body: form.canonicalText, answer: answer)
            return try IdempotencyHeader.response(try await services.workouts.finish(.active, of: identity.user, once: claim), answer: answer)
        }
        let workout = try await services.workouts.workout(try await requireActive(identity.user), of: identity.user)
        let undone = services.workouts.undoneSetCount(workout)
        if undone > 0 && form["confirm"] != "1" {
            let page = FinishConfirmPage(undone: undone, localizer: pages.localizer(request, identity: identity))
            return try pages.render("finish-confirm", title: "title.finish", tab: .home, page: page, request: request, identity: identity)
        }
        do {
            let (finished, _) = try await services.workouts.finish(workout.id, of: identity.user)
            return pages.redirect(to: "/history/\(finished.id)?finished=1")
        } catch let error as DomainError {
            return pages.redirect(to: "/workout", flash: Flash(.error, error.message))
        }
    }

    /// Adds an exercise for the page's script (the outbox, also offline): `{"entryId", "sets": [{"id", "version"}]}`,
    /// once per `Idempotency-Key`, so the temporary ids the page drew map to these exactly once.
    private func addExerciseForScript(_ request: Request, context: AppRequestContext) async throws -> Response {
        let identity = try context.requireWeb()
        let form = try await FormBody.of(request, context: context)
        let answer: @Sendable (ExerciseAdded) throws -> RecordedAnswer = { try IdempotencyHeader.json(.created, ExerciseAddedJSON($0.entry)) }
        let claim = try IdempotencyHeader.claim(request, body: form.canonicalText, answer: answer)
        let outcome = try await services.workouts.addExercise(try Self.pickedExercise(form), to: .active, of: identity.user, once: claim)
        return try IdempotencyHeader.response(outcome, answer: answer)
    }

    /// Changes or removes an exercise for the page's script: `{"id": …}`, once per `Idempotency-Key`, so a repeated
    /// remove or notes change answers as the first time.
    private func changeExerciseForScript(_ request: Request, context: AppRequestContext) async throws -> Response {
        let identity = try context.requireWeb()
        let form = try await FormBody.of(request, context: context)
        let entry = try PathParameter.id(context, "entry")
        let answer: @Sendable (Workout) throws -> RecordedAnswer = { _ in try IdempotencyHeader.json(.ok, ["id": entry]) }
        let claim = try IdempotencyHeader.claim(request, body: form.canonicalText, answer: answer)
        let outcome: Once<Workout>
        if form["action"] == "remove" {
            outcome = try await services.workouts.removeExercise(entry, from: .active, of: identity.user, once: claim)
        } else {
            outcome = try await services.workouts.editExercise(entry, in: .active, edit: try Self.exerciseEdit(form), of: identity.user, once: claim)
        }
        return try IdempotencyHeader.response(outcome, answer: answer)
    }

    /// Makes the exercise the picker's search named (weight and reps unless the form says otherwise, its category
    /// guessed from the name) and adds it to the workout; a refused name comes back to the picker with the search kept
    /// (the page's script gets `{"id", "location"}` or the error as JSON, and says it in place).
    private func createAndAdd(_ request: Request, context: AppRequestContext) async throws -> Response {
        let identity = try context.requireWeb()
        let form = try await FormBody.of(request, context: context)
        let workoutID = try await requireActive(identity.user)
        let name = form["name"] ?? ""
        do {
            let input = ExerciseInput(
                name: name, category: ExerciseCategoryGuess.category(name: name, fileCategory: nil).rawValue,
                kind: form["kind"].flatMap { $0.isEmpty ? nil : $0 } ?? ExerciseKind.weightAndReps.rawValue)
            let exercise = try await services.exercises.create(for: identity.user, input: input)
            let added = try await services.workouts.addExercise(exercise.id, to: .id(workoutID), of: identity.user, once: nil).unkeyed()
            let location = "/workout#exercise-\(added.entry.id)"
            if FetchRequest.isFetch(request) {
                return try CreatedAndAddedJSON(id: exercise.id, location: location).response(from: request, context: context)
            }
            return pages.redirect(to: location, flash: Flash(.success, "\(exercise.name) made and added."))
        } catch let error as DomainError where !FetchRequest.isFetch(request) {
            var query = URLComponents()
            query.queryItems = [URLQueryItem(name: "q", value: name)]
            return pages.redirect(to: "/workout/add?" + (query.percentEncodedQuery ?? ""), flash: Flash(.error, error.message))
        }
    }

    /// The exercises the picker's ticked boxes name, in the order sent.
    static func pickedExercises(_ form: FormBody) throws -> [Int64] {
        let ids = form.values("exercise_id").compactMap { Int64($0) }
        guard !ids.isEmpty, ids.count == form.values("exercise_id").count else {
            throw DomainError.invalid(field: "exercise_id", message: LocalizedText("error.tick_exercises_add_then_tap_add"))
        }
        return ids
    }

    /// The exercise the picker's form names.
    static func pickedExercise(_ form: FormBody) throws -> Int64 {
        guard let id = form["exercise_id"].flatMap({ Int64($0) }) else {
            throw DomainError.invalid(field: "exercise_id", message: LocalizedText("error.pick_exercise_add"))
        }
        return id
    }

    /// The edit an exercise card's form asks for by its `action`: up, down, move (to the place `to`, 1 = first), link,
    /// superset (with the entry `with`), unlink or notes.
    static func exerciseEdit(_ form: FormBody) throws -> WorkoutExerciseEdit {
        switch form["action"] ?? "" {
        case "up": return WorkoutExerciseEdit(moveBy: -1)
        case "down": return WorkoutExerciseEdit(moveBy: 1)
        case "move":
            guard let place = form["to"].flatMap({ Int($0) }), place >= 1 else {
                throw DomainError.invalid(field: "to", message: LocalizedText("error.pick_place_move_exercise"))
            }
            return WorkoutExerciseEdit(moveTo: place - 1)
        case "superset":
            guard let partner = form["with"].flatMap({ Int64($0) }) else {
                throw DomainError.invalid(field: "with", message: LocalizedText("error.pick_exercise_superset_with"))
            }
            return WorkoutExerciseEdit(supersetWith: partner)
        case "link": return WorkoutExerciseEdit(supersetWithNext: true)
        case "unlink": return WorkoutExerciseEdit(supersetWithNext: false)
        case "notes": return WorkoutExerciseEdit(notes: form["notes"] ?? "")
        default: throw DomainError.invalid(field: "action", message: LocalizedText("error.unknown_exercise_action"))
        }
    }

    /// Runs a change on the active workout and redirects to the path it answers; a refused change comes back as a
    /// message on the workout page (or as JSON to the page's script).
    private func act(
        _ request: Request, _ context: AppRequestContext, _ change: (Int64, FormBody, User) async throws -> String
    ) async throws -> Response {
        let identity = try context.requireWeb()
        let form = try await FormBody.of(request, context: context)
        let workoutID = try await requireActive(identity.user)
        do {
            return pages.redirect(to: try await change(workoutID, form, identity.user))
        } catch let error as DomainError where !FetchRequest.isFetch(request) {
            return pages.redirect(to: "/workout", flash: Flash(.error, error.message))
        }
    }

    /// The id of the workout in progress; without one, changes are refused (a finished workout is read-only).
    private func requireActive(_ user: User) async throws -> Int64 {
        guard let id = try await services.workouts.activeID(for: user) else {
            throw DomainError.conflict(LocalizedText("error.no_workout_in_progress_finished_workouts"))
        }
        return id
    }

    static func number(_ text: String?, field: String) throws -> Int64 {
        guard let text, let value = Int64(text) else { throw DomainError.invalid(field: field, message:
            LocalizedText("error.missing", ["field": "\(field)"])) }
        return value
    }

}

/// What the page's script learns after saving a set.
struct SetSavedJSON: ResponseEncodable {
    let id: Int64
    let done: Bool
    let restEndsAtMillis: Int64?
    let nextSetId: Int64?
    let version: Int

    init(_ change: SetChange) {
        id = change.set.id
        version = change.set.version
        done = change.set.isDone
        let ends = change.rest?.endsAt
        restEndsAtMillis = ends.map(\.unixMilliseconds)
        nextSetId = change.step?.nextSetID
    }
}

/// The rest countdown for the page's script: its end, or null when stopped.
struct RestJSON: ResponseEncodable {
    let restEndsAtMillis: Int64?

    init(_ timer: RestTimer?) {
        restEndsAtMillis = timer.map(\.endsAt.unixMilliseconds)
    }
}

/// The exercise the picker made from its search and where the page goes to see it in the workout.
struct CreatedAndAddedJSON: ResponseEncodable {
    let id: Int64
    let location: String
}

/// Where the page goes after the workout finished.
struct FinishedJSON: Encodable {
    let id: Int64
    let location: String
}

/// An exercise the page's script added: its entry and its sets' ids and versions, in order.
struct ExerciseAddedJSON: Encodable {
    struct Set: Encodable {
        let id: Int64
        let version: Int
    }

    let entryId: Int64
    let sets: [Set]

    init(_ entry: WorkoutExercise) {
        entryId = entry.id
        sets = entry.sets.map { Set(id: $0.id, version: $0.version) }
    }
}
