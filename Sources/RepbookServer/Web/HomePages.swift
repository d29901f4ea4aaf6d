import Hummingbird
import RepbookCore

/// Home and the analytics dashboard.
struct HomePages: Sendable {
    let services: AppServices
    let pages: WebPages

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/") { request, context in
            if context.web == nil, try await services.accounts.needsOwnerSetup() { return pages.redirect(to: "/setup") }
            let identity = try context.requireWeb()
            let user = identity.user
            // Independent reads, each its own read transaction as before, run side by side on the pool's readers.
            async let active = services.workouts.active(for: user)
            async let plan = services.splits.plan(for: user)
            async let templates = services.templates.list(for: user)
            async let exercises = services.exercises.list(for: user, query: ExerciseQuery())
            async let finished = services.workouts.history(for: user, limit: 1)
            async let program = services.programs.today(for: user)
            let localizer = pages.localizer(request, identity: identity)
            let page = HomePage.make(
                user: user, settings: identity.settings, active: try await active, plan: try await plan, templates: try await templates,
                exercises: try await exercises, hasHistory: !(try await finished).isEmpty,
                program: try await program.map { ProgramTodayCard($0, localizer: localizer) },
                localizer: localizer)
            return try pages.render("home", title: "title.home", tab: .home, page: page, request: request, identity: identity)
        }
        web.get("/analytics") { request, context in
            let identity = try context.requireWeb()
            let query = request.uri.queryParameters
            let range = query["range"].flatMap { DashboardPage.Range(rawValue: String($0)) } ?? .twelveWeeks
            let window = query["sets"].flatMap { Int(String($0)) } == 30 ? 30 : 7
            let dashboard = try await services.analytics.dashboard(for: identity.user, allTime: range == .all)
            let localizer = pages.localizer(request, identity: identity)
            var page = DashboardPage.make(dashboard, range: range, window: window, settings: identity.settings, localizer: localizer)
            page.tagEffects = TagEffectCard.make(
                try await services.tagEffects.report(for: identity.user), format: DisplayFormat(settings: identity.settings, localizer: localizer),
                localizer: localizer)
            return try pages.render("analytics", title: "title.analytics", tab: .analytics, page: page, request: request, identity: identity)
        }
    }
}
