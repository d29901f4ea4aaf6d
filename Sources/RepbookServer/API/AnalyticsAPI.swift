import Foundation
import Hummingbird
import RepbookCore

/// The analytics routes: the calendar and its days, streaks, an exercise's stats and the dashboard; all derived from
/// the log on demand, in kilograms.
struct AnalyticsAPI: Sendable {
    let services: AppServices

    func register(on api: RouterGroup<AppRequestContext>) {
        api.get("calendar") { request, context in
            let user = try context.requireAPIUser()
            let month: YearMonth
            if let text = request.uri.queryParameters["month"] {
                guard let parsed = YearMonth(String(text)) else {
                    throw DomainError.invalid(field: "month", message: LocalizedText("error.month_look_like_2026_11"))
                }
                month = parsed
            } else {
                month = YearMonth(try await services.analytics.today(for: user))
            }
            return CalendarMonthJSON(try await services.analytics.month(month, for: user))
        }
        api.get("calendar/:date") { _, context in
            let user = try context.requireAPIUser()
            guard let date = context.parameters.get("date").flatMap(LocalDate.init) else {
                throw DomainError.invalid(field: "date", message: LocalizedText("error.date_real_day_written_yyyy_mm"))
            }
            return CalendarDayJSON(date: date, workouts: try await services.analytics.day(date, for: user))
        }
        api.get("streaks") { _, context in
            let user = try context.requireAPIUser()
            let streaks = try await services.analytics.streaks(for: user)
            return StreaksJSON(streaks, hasSplit: try await services.splits.plan(for: user) != nil)
        }
        api.get("exercises/:id/stats") { _, context in
            let user = try context.requireAPIUser()
            let (exercise, progress) = try await services.analytics.progress(of: try APIRoutes.id(context), for: user)
            let formula = try await services.settings.settings(of: user).oneRepMaxFormula
            return ExerciseStatsJSON(exercise: exercise, progress: progress, formula: formula)
        }
        api.get("dashboard") { _, context in
            DashboardJSON(try await services.analytics.dashboard(for: try context.requireAPIUser()))
        }
    }
}
