import Hummingbird
import RepbookCore

/// The exercise library: list, create, edit, favourite, archive and delete.
struct LibraryPages: Sendable {
    let services: AppServices
    let pages: WebPages

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/library") { request, context in try await list(request, context: context) }
        web.get("/library/new") { request, context in
            let identity = try context.requireWeb()
            return try pages.render(
                "exercise-form", title: "title.new_exercise", tab: .library,
                page: ExerciseFormPage.new(localizer: pages.localizer(request, identity: identity)), request: request, identity: identity)
        }
        web.post("/library") { request, context in try await create(request, context: context) }
        web.get("/library/:id") { request, context in
            let identity = try context.requireWeb()
            let exercise = try await services.exercises.exercise(try PathParameter.id(context), of: identity.user)
            return try await renderExercise(exercise, request: request, identity: identity)
        }
        web.post("/library/:id/log") { request, context in try await log(request, context: context) }
        web.post("/library/:id") { request, context in try await update(request, context: context) }
        web.post("/library/:id/favorite") { request, context in
            try await toggle(request, context: context) { id, user, on in
                let exercise = try await services.exercises.setFavorite(id, of: user, on)
                return (on ? "library.flash.favourited" : "library.flash.unfavourited", exercise.name)
            }
        }
        web.post("/library/:id/archive") { request, context in
            try await toggle(request, context: context) { id, user, on in
                let exercise = try await services.exercises.setArchived(id, of: user, on)
                return (on ? "library.flash.archived" : "library.flash.restored", exercise.name)
            }
        }
        web.post("/library/:id/delete") { request, context in
            let identity = try context.requireWeb()
            let id = try PathParameter.id(context)
            let name = try await services.exercises.exercise(id, of: identity.user).name
            let outcome: ExerciseDeletion
            do {
                outcome = try await services.exercises.delete(id, of: identity.user)
            } catch let error as DomainError where error.code == "conflict" {
                return pages.redirect(to: "/library/\(id)", flash: Flash(.error, error.message))
            }
            let message = pages.localizer(request, identity: identity).text(
                outcome == .deleted ? "library.flash.deleted" : "library.flash.archived_instead", ["name": name])
            return pages.redirect(to: "/library", flash: Flash(.success, message))
        }
    }

    private func list(_ request: Request, context: AppRequestContext) async throws -> Response {
        let identity = try context.requireWeb()
        let parameters = FormBody.query(of: request)
        let query = ExerciseQuery(
            search: parameters["q"] ?? "",
            category: parameters["category"].flatMap { ExerciseCategory(rawValue: $0) },
            sort: parameters["sort"].flatMap { ExerciseQuery.Sort(rawValue: $0) } ?? .name,
            includeArchived: parameters["archived"] == "1")
        let page = try await LibraryPage.make(
            for: identity.user, settings: identity.settings, query: query, exercises: services.exercises, liftLog: services.liftLog,
            localizer: pages.localizer(request, identity: identity))
        return try pages.render("library", title: "title.library", tab: .library, page: try LibraryView(page), request: request, identity: identity)
    }

    private func create(_ request: Request, context: AppRequestContext) async throws -> Response {
        let identity = try context.requireWeb()
        let input = Self.input(try await FormBody.of(request, context: context))
        let localizer = pages.localizer(request, identity: identity)
        do {
            let exercise = try await services.exercises.create(for: identity.user, input: input)
            return pages.redirect(to: "/library", flash: Flash(.success, localizer.text("library.flash.created", ["name": exercise.name])))
        } catch let error as DomainError {
            let page = ExerciseFormPage.new(input: input, error: error, localizer: localizer)
            return try pages.render(
                "exercise-form", title: "title.new_exercise", tab: .library, page: page, request: request, identity: identity,
                status: HTTPStatusMapping.status(for: error))
        }
    }

    private func update(_ request: Request, context: AppRequestContext) async throws -> Response {
        let identity = try context.requireWeb()
        let id = try PathParameter.id(context)
        let existing = try await services.exercises.exercise(id, of: identity.user)
        let input = Self.input(try await FormBody.of(request, context: context))
        do {
            let exercise = try await services.exercises.update(id, of: identity.user, input: input)
            let message = pages.localizer(request, identity: identity).text("library.flash.saved", ["name": exercise.name])
            return pages.redirect(to: "/library", flash: Flash(.success, message))
        } catch let error as DomainError {
            return try await renderExercise(
                existing, request: request, identity: identity, formInput: input, formError: error, status: HTTPStatusMapping.status(for: error))
        }
    }

    private func log(_ request: Request, context: AppRequestContext) async throws -> Response {
        let identity = try context.requireWeb()
        let id = try PathParameter.id(context)
        let exercise = try await services.exercises.exercise(id, of: identity.user)
        let form = try await FormBody.of(request, context: context)
        let input = try form.decode(QuickLogInput.self)
        do {
            try await services.liftLog.add(input, exercise: id, of: identity.user)
            let message = pages.localizer(request, identity: identity).text("library.flash.logged", ["name": exercise.name])
            return pages.redirect(to: "/library/\(id)", flash: Flash(.success, message))
        } catch let error as DomainError {
            return try await renderExercise(
                exercise, request: request, identity: identity, logInput: input, logError: error, status: HTTPStatusMapping.status(for: error))
        }
    }

    private func renderExercise(
        _ exercise: Exercise, request: Request, identity: WebIdentity, logInput: QuickLogInput = QuickLogInput(),
        logError: DomainError? = nil, formInput: ExerciseInput = ExerciseInput(), formError: DomainError? = nil,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let settings = identity.settings
        let localizer = pages.localizer(request, identity: identity)
        let today = services.liftLog.today(in: settings.timeZone)
        // One read of the exercise's log feeds both the progress section and the lift log below it.
        let parameters = request.uri.queryParameters
        let listedBefore = parameters["before"].flatMap { LocalDate(String($0)) }
        let history = try await services.liftLog.pageHistory(of: exercise, for: identity.user, listedBefore: listedBefore)
        let grouping = parameters["volume"].flatMap { ExerciseProgressSection.VolumeGrouping(rawValue: String($0)) } ?? .session
        let range = parameters["range"].flatMap { ChartRange(rawValue: String($0)) } ?? .all
        let section = ExerciseProgressSection.make(
            exercise: exercise, progress: history.progress(formula: settings.oneRepMaxFormula), grouping: grouping, settings: settings,
            range: range, today: today, localizer: localizer)
        let lines = try await services.liftLog.quickLogLines(
            exercise: exercise.id, of: identity.user, on: Array(ExercisePage.listed(in: history.dates, before: listedBefore)))
        let page = ExercisePage.make(
            exercise: exercise, history: history, today: today,
            settings: settings, listedBefore: listedBefore,
            logInput: logInput, logError: logError, formInput: formInput, formError: formError, progress: section, lines: lines,
            localizer: localizer)
        return try pages.render(
            "exercise", title: localizer.exerciseName(exercise.name), tab: .library, page: try ExerciseView(page), request: request,
            identity: identity, status: status)
    }

    /// Handles a favourite or archive switch: `value=1` turns it on, `value=0` off; returns to `return_to` on this site.
    private func toggle(
        _ request: Request, context: AppRequestContext, apply: (Int64, User, Bool) async throws -> (key: String, name: String)
    ) async throws -> Response {
        let identity = try context.requireWeb()
        let form = try await FormBody.of(request, context: context)
        let done = try await apply(try PathParameter.id(context), identity.user, form["value"] == "1")
        let message = pages.localizer(request, identity: identity).text(done.key, ["name": done.name])
        return pages.redirect(to: Self.safeReturn(form["return_to"]), flash: Flash(.success, message))
    }

    /// Only same-site paths are followed, never another host (see `LocalPath`).
    static func safeReturn(_ path: String?, fallback: String = "/library") -> String {
        path.flatMap(LocalPath.init)?.text ?? fallback
    }

    static func input(_ form: FormBody) -> ExerciseInput {
        ExerciseInput(name: form["name"] ?? "", category: form["category"], kind: form["kind"], equipment: form["equipment"], notes: form["notes"])
    }
}
