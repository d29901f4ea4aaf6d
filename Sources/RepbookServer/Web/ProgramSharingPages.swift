import Foundation
import Hummingbird
import RepbookCore

/// Programs to share: a program's share page (download its `repbook-program` file or copy a link carrying it after
/// `#program=`), and the import page, whose preview is the start form (training maxes, exercise choice) of the file.
struct ProgramSharingPages: Sendable {
    let services: AppServices
    let pages: WebPages
    let publicOrigin: String?

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/programs/:id/share") { request, context in
            let identity = try context.requireWeb()
            let running = try await services.programs.program(try PathParameter.id(context, "id"), of: identity.user)
            let origin = publicOrigin ?? "http://\(request.head.authority ?? "localhost")"
            let page = PlanSharePage.make(
                program: running.program, id: running.id, origin: origin, localizer: pages.localizer(request, identity: identity))
            return try pages.render("plan-share", title: page.heading, tab: .home, page: page, request: request, identity: identity)
        }
        web.get("/programs/:id/share.json") { _, context in
            let user = try context.requireWeb().user
            let running = try await services.programs.program(try PathParameter.id(context, "id"), of: user)
            return PlanDownload.response(
                ProgramFile.encode(running.program), fileName: ShareLink.fileName(running.name, format: "repbook-program", fallback: "program"))
        }
        web.get("/programs/import") { request, context in
            let identity = try context.requireWeb()
            return try renderImport(
                ProgramImportPage.make(localizer: pages.localizer(request, identity: identity)), request: request, identity: identity)
        }
        web.post("/programs/import/preview") { request, context in
            let identity = try context.requireWeb()
            let text = try await FormBody.of(request, context: context)["program"] ?? ""
            do {
                let program = try Self.program(text)
                return try await startForm.render(program, programText: text, typed: nil, error: nil, request: request, identity: identity)
            } catch let error as DomainError {
                return try renderImport(
                    ProgramImportPage.make(programText: text, error: error, localizer: pages.localizer(request, identity: identity)),
                    request: request, identity: identity,
                    status: HTTPStatusMapping.status(for: error))
            }
        }
        web.post("/programs/import/start") { request, context in
            let identity = try context.requireWeb()
            let form = try await FormBody.of(request, context: context)
            let text = form["program"] ?? ""
            let program: Program
            do {
                program = try Self.program(text)
            } catch let error as DomainError {
                return try renderImport(
                    ProgramImportPage.make(programText: text, error: error, localizer: pages.localizer(request, identity: identity)),
                    request: request, identity: identity,
                    status: HTTPStatusMapping.status(for: error))
            }
            return try await startForm.submit(program, programText: text, form: form, request: request, identity: identity)
        }
    }

    private var startForm: ProgramStartForm { ProgramStartForm(services: services, pages: pages) }

    private func renderImport(
        _ page: ProgramImportPage, request: Request, identity: WebIdentity, status: HTTPResponse.Status = .ok
    ) throws -> Response {
        try pages.render(
            "program-import", title: "title.import_program", tab: .home, page: page, request: request, identity: identity, status: status)
    }

    /// The pasted or picked text, read as a program file.
    private static func program(_ text: String) throws(DomainError) -> Program {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .invalid(field: "program", message: LocalizedText("error.pick_program_file_or_paste_one")) }
        return try ProgramFile.decode(trimmed)
    }
}
