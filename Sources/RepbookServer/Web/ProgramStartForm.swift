import Foundation
import Hummingbird
import RepbookCore

/// The start form of a program, from the library or from an imported file: shown with the user's exercises (one select
/// per lift) and the history's suggested training maxes, and sent into `ProgramService.start`. A refusal comes back to
/// the form with what was typed and the message at the field it names.
struct ProgramStartForm: Sendable {
    let services: AppServices
    let pages: WebPages

    /// The form for `program`; `programText` is the imported file it carries (nil for a library program).
    func render(
        _ program: Program, programText: String?, typed: [String: String]?, error: DomainError?, request: Request,
        identity: WebIdentity, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        async let suggestions = TrainingMaxSuggestions(store: services.store).suggested(for: program, user: identity.user)
        async let exercises = services.exercises.list(for: identity.user, query: ExerciseQuery(includeArchived: true))
        let page = ProgramStartPage.make(
            program: program, suggestions: try await suggestions, typed: typed, unit: identity.settings.weightUnit,
            exercises: try await exercises, programText: programText, error: error, localizer: pages.localizer(request, identity: identity))
        let title = pages.localizer(request, identity: identity).text("title.program_start", ["name": program.name])
        return try pages.render("program-start", title: title, tab: .home, page: page, request: request, identity: identity, status: status)
    }

    /// Starts `program` with the sent `form` (its training maxes and chosen exercises); `programText` as for `render`.
    func submit(_ program: Program, programText: String?, form: FormBody, request: Request, identity: WebIdentity) async throws -> Response {
        var typed: [String: String] = [:]
        for lift in program.trainingMaxLifts { typed[ProgramStartPage.fieldName(lift.key)] = form[ProgramStartPage.fieldName(lift.key)] ?? "" }
        for lift in program.lifts { typed[ProgramLiftChoice.fieldName(lift.key)] = form[ProgramLiftChoice.fieldName(lift.key)] ?? "" }
        do {
            let unit = identity.settings.weightUnit
            let input = ProgramStartInput(
                from: program.slug, program: programText == nil ? nil : program,
                trainingMaxes: try ProgramStartPage.trainingMaxes(program, fields: typed, unit: unit),
                exerciseIDs: try ProgramLiftChoice.exerciseIDs(program, fields: typed))
            let started = try await services.programs.start(input, for: identity.user).unkeyed()
            let localizer = pages.localizer(request, identity: identity)
            let message = localizer.text("program.flash.started", ["name": started.name, "day": ProgramPages.dayName(started, localizer)])
            return pages.redirect(to: "/programs/\(started.id)", flash: Flash(.success, message))
        } catch let error as DomainError where error.code != "not_found" {
            return try await render(
                program, programText: programText, typed: typed, error: error, request: request, identity: identity,
                status: HTTPStatusMapping.status(for: error))
        }
    }
}
