import Hummingbird
import RepbookCore

/// Finished workouts: the list, one workout read-only with its summary, repeat and delete.
struct HistoryPages: Sendable {
    let services: AppServices
    let pages: WebPages

    static let pageSize = 30

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/history") { request, context in
            let identity = try context.requireWeb()
            return try await calendar(request, identity: identity)
        }
        web.get("/history/all") { request, context in
            let identity = try context.requireWeb()
            let before = request.uri.queryParameters["before"].flatMap { Int64(String($0)) }
            let workouts = try await services.workouts.history(for: identity.user, limit: Self.pageSize + 1, before: before)
            let page = HistoryPage.make(
                workouts: workouts, before: before, pageSize: Self.pageSize, settings: identity.settings,
                localizer: pages.localizer(request, identity: identity))
            return try pages.render("history-list", title: "title.all_workouts", tab: .history, page: page, request: request, identity: identity)
        }
        web.get("/history/:id") { request, context in
            let identity = try context.requireWeb()
            let workout = try await services.workouts.workout(try PathParameter.id(context, "id"), of: identity.user)
            guard !workout.isActive else { return pages.redirect(to: "/workout") }
            let summary = try await services.workouts.summary(of: workout, user: identity.user)
            let revision = try await services.workouts.templateRevision(of: workout, user: identity.user)
            let page = WorkoutDetailPage.make(
                workout: workout, summary: summary, settings: identity.settings, justFinished: request.uri.queryParameters["finished"] == "1",
                revision: revision, localizer: pages.localizer(request, identity: identity))
            return try pages.render("workout-detail", title: workout.name, tab: .history, page: page, request: request, identity: identity)
        }
        web.post("/history/:id/resume") { request, context in
            let identity = try context.requireWeb()
            let id = try PathParameter.id(context, "id")
            do {
                let workout = try await services.workouts.reopen(id, of: identity.user).unkeyed()
                return pages.redirect(to: "/workout", flash: Flash(
                    .success, pages.localizer(request, identity: identity).text("flash.reopened", ["name": workout.name])))
            } catch let error as DomainError where error.code == "conflict" {
                return pages.redirect(to: "/history/\(id)", flash: Flash(.error, error.message))
            }
        }
        web.post("/history/:id/update-template") { request, context in
            let identity = try context.requireWeb()
            let id = try PathParameter.id(context, "id")
            do {
                let template = try await services.workouts.updateTemplate(fromWorkout: id, of: identity.user).unkeyed()
                return pages.redirect(to: "/history/\(id)", flash: Flash(
                    .success, pages.localizer(request, identity: identity).text("flash.template_updated", ["name": template.name])))
            } catch let error as DomainError where error.code == "conflict" {
                return pages.redirect(to: "/history/\(id)", flash: Flash(.error, error.message))
            }
        }
        web.post("/history/:id/delete") { request, context in
            let identity = try context.requireWeb()
            let id = try PathParameter.id(context, "id")
            let workout = try await services.workouts.workout(id, of: identity.user)
            try await services.workouts.delete(id, of: identity.user)
            return pages.redirect(to: "/history", flash: Flash(
                .success, pages.localizer(request, identity: identity).text("flash.deleted", ["name": workout.name])))
        }
    }

    /// The month calendar: `month=YYYY-MM` and `day=YYYY-MM-DD` pick what is shown; a bad value is a 400 naming it.
    private func calendar(_ request: Request, identity: WebIdentity) async throws -> Response {
        let query = request.uri.queryParameters
        var selected: LocalDate?
        var month: YearMonth?
        if let text = query["day"].map(String.init) {
            guard let day = LocalDate(text) else { throw DomainError.invalid(field: "day", message: LocalizedText("error.day_look_like_2026_11_03")) }
            selected = day
            month = YearMonth(day)
        } else if let text = query["month"].map(String.init) {
            guard let parsed = YearMonth(text) else { throw DomainError.invalid(field: "month", message:
                LocalizedText("error.month.not_a_month")) }
            month = parsed
        }
        let (calendar, streaks, today, months) = try await services.analytics.calendar(month, for: identity.user)
        let page = CalendarPage.make(
            month: calendar, selected: selected ?? CalendarPage.defaultDay(in: calendar, today: today), today: today, streaks: streaks,
            settings: identity.settings, trainedMonths: months, localizer: pages.localizer(request, identity: identity))
        return try pages.render("calendar", title: "title.history", tab: .history, page: try CalendarView(page), request: request, identity: identity)
    }
}
