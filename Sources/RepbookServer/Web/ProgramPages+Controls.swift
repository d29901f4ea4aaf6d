import Foundation
import Hummingbird
import RepbookCore

/// The program page's controls: move to a day (week and day selects), end the program, delete it. Each is a CSRF form
/// whose result comes back as a message; another user's program is not found.
extension ProgramPages {
    func registerControls(on web: RouterGroup<AppRequestContext>) {
        web.post("/programs/:id/move") { request, context in
            let form = try await FormBody.of(request, context: context)
            return try await change(request, context) { id, user, before, localizer in
                guard let week = Int(form["week"] ?? ""), let day = Int(form["day"] ?? "") else {
                    throw DomainError.invalid(field: "position", message: LocalizedText("error.pick_week_and_day_move"))
                }
                let position = ProgramPosition(cycle: before.state.position.cycle, week: week, day: day)
                let after = try await services.programs.move(id, to: position, for: user).unkeyed()
                return localizer.text("program.flash.moved", ["day": Self.dayName(after, localizer)])
            }
        }
        web.post("/programs/:id/end") { request, context in
            try await change(request, context) { id, user, before, localizer in
                _ = try await services.programs.end(id, for: user).unkeyed()
                return localizer.text("program.flash.ended", ["name": before.name])
            }
        }
        web.post("/programs/:id/delete") { request, context in
            let identity = try context.requireWeb()
            let id = try PathParameter.id(context, "id")
            let program = try await services.programs.program(id, of: identity.user)
            try await services.programs.delete(id, for: identity.user)
            let message = pages.localizer(request, identity: identity).text("program.flash.deleted", ["name": program.name])
            return pages.redirect(to: "/programs", flash: Flash(.success, message))
        }
    }

    /// Runs one change of the path's program (read first, so another user's id is not found) and redirects back to its
    /// page with the change's message, or with the refusal's.
    func change(
        _ request: Request, _ context: AppRequestContext, _ apply: (Int64, User, UserProgram, Localizer) async throws -> String
    ) async throws -> Response {
        let identity = try context.requireWeb()
        let id = try PathParameter.id(context, "id")
        let before = try await services.programs.program(id, of: identity.user)
        let localizer = pages.localizer(request, identity: identity)
        do {
            return pages.redirect(to: "/programs/\(id)", flash: Flash(.success, try await apply(id, identity.user, before, localizer)))
        } catch let error as DomainError where error.code != "not_found" {
            return pages.redirect(to: "/programs/\(id)", flash: Flash(.error, error.message))
        }
    }
}
