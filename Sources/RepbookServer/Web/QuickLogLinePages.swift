import Hummingbird
import RepbookCore

/// Correcting or deleting a quick-log line from the exercise page: `/library/{id}/log/{line}`.
struct QuickLogLinePages: Sendable {
    let services: AppServices
    let pages: WebPages

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/library/:id/log/:line") { request, context in
            let identity = try context.requireWeb()
            let (exercise, line) = try await find(context, identity: identity)
            return try render(
                QuickLogLinePage.make(
                    exercise: exercise, line: line, settings: identity.settings, localizer: pages.localizer(request, identity: identity)),
                request: request, identity: identity)
        }
        web.post("/library/:id/log/:line") { request, context in
            let identity = try context.requireWeb()
            let (exercise, line) = try await find(context, identity: identity)
            let input = try await FormBody.of(request, context: context).decode(QuickLogInput.self)
            do {
                try await services.liftLog.change(line: line.id, to: input, exercise: exercise.id, of: identity.user)
                let message = pages.localizer(request, identity: identity).text("log_line.flash.saved")
                return pages.redirect(to: "/library/\(exercise.id)#history", flash: Flash(.success, message))
            } catch let error as DomainError {
                let page = QuickLogLinePage.make(
                    exercise: exercise, line: line, settings: identity.settings, input: input, error: error,
                    localizer: pages.localizer(request, identity: identity))
                return try render(page, request: request, identity: identity, status: HTTPStatusMapping.status(for: error))
            }
        }
        web.post("/library/:id/log/:line/delete") { request, context in
            let identity = try context.requireWeb()
            let (exercise, line) = try await find(context, identity: identity)
            try await services.liftLog.delete(line: line.id, exercise: exercise.id, of: identity.user)
            let message = pages.localizer(request, identity: identity).text("log_line.flash.deleted")
            return pages.redirect(to: "/library/\(exercise.id)#history", flash: Flash(.success, message))
        }
    }

    /// The exercise and its line named by the path; not found unless both are the user's.
    private func find(_ context: AppRequestContext, identity: WebIdentity) async throws -> (Exercise, QuickLogLine) {
        let exercise = try await services.exercises.exercise(try PathParameter.id(context), of: identity.user)
        let line = try await services.liftLog.quickLogLine(try PathParameter.id(context, "line"), exercise: exercise.id, of: identity.user)
        return (exercise, line)
    }

    private func render(
        _ page: QuickLogLinePage, request: Request, identity: WebIdentity, status: HTTPResponse.Status = .ok
    ) throws -> Response {
        try pages.render("log-line", title: "title.fix_line", tab: .library, page: page, request: request, identity: identity, status: status)
    }
}
