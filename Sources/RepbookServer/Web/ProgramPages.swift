import Foundation
import Hummingbird
import RepbookCore

/// Programs in the browser: the library and the lifter's programs, the start form (`ProgramStartForm`), a program's page
/// (today's day, training maxes and setting one, stages; skip or move the day, end, delete) and its sheet. Starting
/// today's session goes through `/workout/start` (`from=program`, `ProgramService.startToday`), as the other starts do.
struct ProgramPages: Sendable {
    let services: AppServices
    let pages: WebPages

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/programs") { request, context in
            let identity = try context.requireWeb()
            let page = ProgramsPage.make(
                mine: try await services.programs.list(for: identity.user), library: services.programs.library(),
                localizer: pages.localizer(request, identity: identity))
            return try pages.render("programs", title: "title.programs", tab: .home, page: page, request: request, identity: identity)
        }
        web.get("/programs/start/:slug") { request, context in
            let identity = try context.requireWeb()
            let program = try ProgramLibrary.program(try PathParameter.text(context, "slug"))
            return try await startForm.render(program, programText: nil, typed: nil, error: nil, request: request, identity: identity)
        }
        web.post("/programs/start/:slug") { request, context in
            let identity = try context.requireWeb()
            let program = try ProgramLibrary.program(try PathParameter.text(context, "slug"))
            let form = try await FormBody.of(request, context: context)
            return try await startForm.submit(program, programText: nil, form: form, request: request, identity: identity)
        }
        web.get("/programs/:id") { request, context in
            let identity = try context.requireWeb()
            let running = try await services.programs.program(try PathParameter.id(context, "id"), of: identity.user)
            async let today = services.programs.session(of: running, for: identity.user)
            async let active = services.workouts.active(for: identity.user)
            let page = ProgramPage.make(
                running, today: try await today, workoutInProgress: try await active?.name, settings: identity.settings,
                localizer: pages.localizer(request, identity: identity))
            return try pages.render("program", title: running.name, tab: .home, page: page, request: request, identity: identity)
        }
        web.get("/programs/:id/sheet") { request, context in
            let identity = try context.requireWeb()
            let weeks = request.uri.queryParameters["weeks"].flatMap { Int(String($0)) } ?? Self.sheetWeeks
            let sheet = try await services.programs.sheet(of: try PathParameter.id(context, "id"), weeks: weeks, for: identity.user)
            let localizer = pages.localizer(request, identity: identity)
            let page = ProgramSheetPage.make(sheet.program, sessions: sheet.sessions, weekCount: weeks, localizer: localizer)
            let title = localizer.text("title.program_sheet", ["name": sheet.program.name])
            return try pages.render("program-sheet", title: title, tab: .home, page: page, request: request, identity: identity)
        }
        web.post("/programs/:id/training-max") { request, context in try await setTrainingMax(request, context: context) }
        web.post("/programs/:id/skip") { request, context in
            try await change(request, context) { id, user, before, localizer in
                let after = try await services.programs.skipDay(of: id, for: user).unkeyed()
                return localizer.text("program.flash.skipped", ["before": Self.dayName(before, localizer), "after": Self.dayName(after, localizer)])
            }
        }
        registerControls(on: web)
    }

    /// Sets one lift's training max from the program page's form (`lift`, `weight`, an optional `reason`), kept in its
    /// dated history; a refusal comes back as a message on the program page.
    private func setTrainingMax(_ request: Request, context: AppRequestContext) async throws -> Response {
        let identity = try context.requireWeb()
        let id = try PathParameter.id(context, "id")
        _ = try await services.programs.program(id, of: identity.user)
        let form = try await FormBody.of(request, context: context)
        let lift = form["lift"] ?? ""
        do {
            guard let weight = Weight.parse(form["weight"] ?? "", defaultUnit: identity.settings.weightUnit) else {
                throw DomainError.invalid(field: "weight", message: LocalizedText("error.type_new_training_max_as_weight"))
            }
            let updated = try await services.programs.setTrainingMax(weight, lift: lift, reason: form["reason"], of: id, for: identity.user).unkeyed()
            let name = updated.program.lift(lift)?.name ?? lift
            let localizer = pages.localizer(request, identity: identity)
            let shown = "\(LocalizedTrainingFormat(localizer).number(weight.value)) \(weight.unit.symbol)"
            let message = localizer.text("program.flash.training_max", ["name": name, "weight": shown])
            return pages.redirect(to: "/programs/\(id)", flash: Flash(.success, message))
        } catch let error as DomainError where error.code != "not_found" {
            return pages.redirect(to: "/programs/\(id)", flash: Flash(.error, error.message))
        }
    }

    /// The weeks a sheet shows unless the link asks for another count.
    static let sheetWeeks = 4

    private var startForm: ProgramStartForm { ProgramStartForm(services: services, pages: pages) }

    /// `week 1, day 2: Deadlift` in the user's language.
    static func dayName(_ running: UserProgram, _ localizer: Localizer) -> String {
        let at = running.state.position
        return localizer.text("program.flash.day", ["week": String(at.week), "day": String(at.day)])
            + (running.program.day(at: at).map { ": \($0.name)" } ?? "")
    }
}
