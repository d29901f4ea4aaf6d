import Foundation
import Hummingbird
import RepbookCore

/// The coaching pages: the one-tap warm-up on the live workout and Settings → Bar, plates and warm-ups.
struct CoachingPages: Sendable {
    let services: AppServices
    let pages: WebPages

    func register(on web: RouterGroup<AppRequestContext>) {
        web.post("/workout/exercises/:entry/warmups") { request, context in
            let identity = try context.requireWeb()
            _ = try await FormBody.of(request, context: context)
            let entry = try PathParameter.id(context, "entry")
            do {
                let added = try await services.coaching.addWarmUps(to: entry, in: .active, by: identity.caller).unkeyed().count
                let localizer = pages.localizer(request, identity: identity)
                let message = added == 0 ? localizer.text("coaching.flash.too_light") : localizer.plural("coaching.flash.warmups_added", count: added)
                return pages.redirect(to: "/workout#exercise-\(entry)", flash: Flash(added == 0 ? .error : .success, message))
            } catch let error as DomainError where !FetchRequest.isFetch(request) {
                return pages.redirect(to: "/workout", flash: Flash(.error, error.message))
            }
        }
        web.get("/settings/coaching") { request, context in
            let identity = try context.requireWeb()
            let settings = try await services.coaching.settings(of: identity.user)
            return try render(request, identity: identity, input: CoachingSettingsInput(settings))
        }
        web.post("/settings/coaching") { request, context in
            let identity = try context.requireWeb()
            let form = try await FormBody.of(request, context: context)
            let input = CoachingSettingsInput(
                barKg: form["bar_kg"] ?? "", platesKg: form["plates_kg"] ?? "", barLb: form["bar_lb"] ?? "", platesLb: form["plates_lb"] ?? "",
                warmUpSteps: form["warmup_steps"] ?? "")
            do {
                _ = try await services.coaching.update(input, for: identity.user)
                return pages.redirect(
                    to: "/settings/coaching", flash: Flash(.success, pages.localizer(request, identity: identity).text("coaching.flash.saved")))
            } catch let error as DomainError {
                return try render(request, identity: identity, input: input, error: error, status: HTTPStatusMapping.status(for: error))
            }
        }
    }

    private func render(
        _ request: Request, identity: WebIdentity, input: CoachingSettingsInput, error: DomainError? = nil, status: HTTPResponse.Status = .ok
    ) throws -> Response {
        let page = CoachingSettingsPage(input: input, unit: identity.settings.weightUnit, error: error)
        return try pages.render(
            "coaching-settings", title: "title.coaching", tab: nil, page: page, request: request, identity: identity, status: status)
    }
}
