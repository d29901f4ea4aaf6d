import Foundation
import Hummingbird
import RepbookCore

/// Plans: templates and splits, edited with plain forms.
struct PlanPages: Sendable {
    let services: AppServices
    let pages: WebPages

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/plans") { request, context in
            let identity = try context.requireWeb()
            let page = PlansPage.make(
                templates: try await services.templates.list(for: identity.user), splits: try await services.splits.list(for: identity.user),
                today: LocalDate(Date(), in: identity.settings.timeZone), localizer: pages.localizer(request, identity: identity))
            return try pages.render("plans", title: "title.plans", tab: .home, page: page, request: request, identity: identity)
        }
        registerTemplates(on: web)
        registerSplits(on: web)
    }

    private func registerTemplates(on web: RouterGroup<AppRequestContext>) {
        web.get("/templates/new") { request, context in
            try await renderTemplate(nil, input: TemplateInput(name: ""), request: request, identity: try context.requireWeb())
        }
        web.get("/templates/:id") { request, context in
            let identity = try context.requireWeb()
            let template = try await services.templates.template(try PathParameter.id(context, "id"), of: identity.user)
            return try await renderTemplate(
                template.id, input: TemplateFormPage.input(for: template, unit: identity.settings.weightUnit), request: request, identity: identity)
        }
        web.post("/templates") { request, context in try await saveTemplate(nil, request: request, context: context) }
        web.post("/templates/:id") { request, context in
            try await saveTemplate(try PathParameter.id(context, "id"), request: request, context: context)
        }
        web.post("/templates/:id/duplicate") { request, context in
            let identity = try context.requireWeb()
            let copy = try await services.templates.duplicate(try PathParameter.id(context, "id"), of: identity.user)
            let message = pages.localizer(request, identity: identity).text("plans.flash.copied", ["name": copy.name])
            return pages.redirect(to: "/templates/\(copy.id)", flash: Flash(.success, message))
        }
        web.post("/templates/:id/delete") { request, context in
            let identity = try context.requireWeb()
            let id = try PathParameter.id(context, "id")
            let template = try await services.templates.template(id, of: identity.user)
            do {
                try await services.templates.delete(id, of: identity.user)
                let message = pages.localizer(request, identity: identity).text("library.flash.deleted", ["name": template.name])
                return pages.redirect(to: "/plans", flash: Flash(.success, message))
            } catch let error as DomainError {
                return pages.redirect(to: "/templates/\(id)", flash: Flash(.error, error.message))
            }
        }
    }

    /// Handles the template form: `op` is save, add (every checked `add_exercise`, in order), remove-N, up-N or down-N;
    /// only save writes.
    private func saveTemplate(_ id: Int64?, request: Request, context: AppRequestContext) async throws -> Response {
        let identity = try context.requireWeb()
        let form = try await FormBody.of(request, context: context)
        var input = Self.templateInput(form)
        let op = form["op"] ?? "save"
        if op == "add" {
            input.rows += form.values("add_exercise").compactMap { Int64($0) }.map { TemplateInput.Row(exerciseID: $0) }
        } else if let (verb, index) = Self.rowOp(op), input.rows.indices.contains(index) {
            switch verb {
            case "remove": input.rows.remove(at: index)
            case "up" where index > 0: input.rows.swapAt(index, index - 1)
            case "down" where index < input.rows.count - 1: input.rows.swapAt(index, index + 1)
            default: break
            }
        }
        guard op == "save" else { return try await renderTemplate(id, input: input, request: request, identity: identity) }
        do {
            let template = if let id {
                try await services.templates.update(id, of: identity.user, input: input)
            } else {
                try await services.templates.create(for: identity.user, input: input)
            }
            let message = pages.localizer(request, identity: identity).text("library.flash.saved", ["name": template.name])
            return pages.redirect(to: "/plans", flash: Flash(.success, message))
        } catch let error as DomainError {
            return try await renderTemplate(
                id, input: input, request: request, identity: identity, error: error, status: HTTPStatusMapping.status(for: error))
        }
    }

    private func renderTemplate(
        _ id: Int64?, input: TemplateInput, request: Request, identity: WebIdentity, error: DomainError? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let exercises = try await services.exercises.list(for: identity.user, query: ExerciseQuery(sort: .name))
        let page = TemplateFormPage.make(
            templateID: id, input: input, exercises: exercises, unit: identity.settings.weightUnit, error: error,
            localizer: pages.localizer(request, identity: identity))
        return try pages.render("template-form", title: page.heading, tab: .home, page: page, request: request, identity: identity, status: status)
    }

    private func registerSplits(on web: RouterGroup<AppRequestContext>) {
        web.get("/splits/new") { request, context in
            let schedule = request.uri.queryParameters["schedule"] == "rotation" ? SplitSchedule.rotation : .weekly
            let input = SplitInput(name: "", schedule: schedule.rawValue, days: Array(repeating: nil, count: schedule == .weekly ? 7 : 3))
            return try await renderSplit(nil, input: input, request: request, identity: try context.requireWeb())
        }
        web.get("/splits/:id") { request, context in
            let identity = try context.requireWeb()
            let split = try await services.splits.split(try PathParameter.id(context, "id"), of: identity.user)
            return try await renderSplit(split.id, input: SplitFormPage.input(for: split), request: request, identity: identity)
        }
        web.post("/splits") { request, context in try await saveSplit(nil, request: request, context: context) }
        web.post("/splits/deactivate") { request, context in
            let identity = try context.requireWeb()
            try await services.splits.deactivate(for: identity.user)
            return pages.redirect(to: "/plans", flash: Flash(.success, pages.localizer(request, identity: identity).text("plans.flash.deactivated")))
        }
        web.post("/splits/:id") { request, context in
            try await saveSplit(try PathParameter.id(context, "id"), request: request, context: context)
        }
        web.post("/splits/:id/activate") { request, context in
            let identity = try context.requireWeb()
            let form = try await FormBody.of(request, context: context)
            do {
                let split = try await services.splits.activate(
                    try PathParameter.id(context, "id"), of: identity.user, customName: form["custom_name"], startDate: form["start_date"])
                let message = pages.localizer(request, identity: identity).text("plans.flash.activated", ["name": split.displayName])
                return pages.redirect(to: "/", flash: Flash(.success, message))
            } catch let error as DomainError where error.code != "not_found" {
                return pages.redirect(to: "/plans", flash: Flash(.error, error.message))
            }
        }
        web.post("/splits/:id/delete") { request, context in
            let identity = try context.requireWeb()
            let id = try PathParameter.id(context, "id")
            let split = try await services.splits.split(id, of: identity.user)
            try await services.splits.delete(id, of: identity.user)
            let message = pages.localizer(request, identity: identity).text("library.flash.deleted", ["name": split.displayName])
            return pages.redirect(to: "/plans", flash: Flash(.success, message))
        }
    }

    /// Handles the split form: `op` save writes; anything else (a changed schedule or day count) redraws the days.
    private func saveSplit(_ id: Int64?, request: Request, context: AppRequestContext) async throws -> Response {
        let identity = try context.requireWeb()
        let form = try await FormBody.of(request, context: context)
        let input = Self.splitInput(form)
        // Another user's or a missing split is a 404, whatever the form holds.
        if let id { _ = try await services.splits.split(id, of: identity.user) }
        guard form["op"] == "save" else { return try await renderSplit(id, input: input, request: request, identity: identity) }
        do {
            let split = if let id {
                try await services.splits.update(id, of: identity.user, input: input)
            } else {
                try await services.splits.create(for: identity.user, input: input)
            }
            let message = pages.localizer(request, identity: identity).text("library.flash.saved", ["name": split.name])
            return pages.redirect(to: "/plans", flash: Flash(.success, message))
        } catch let error as DomainError {
            return try await renderSplit(
                id, input: input, request: request, identity: identity, error: error, status: HTTPStatusMapping.status(for: error))
        }
    }

    private func renderSplit(
        _ id: Int64?, input: SplitInput, request: Request, identity: WebIdentity, error: DomainError? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let templates = try await services.templates.list(for: identity.user)
        let page = SplitFormPage.make(
            splitID: id, input: input, templates: templates, error: error, localizer: pages.localizer(request, identity: identity))
        return try pages.render("split-form", title: page.heading, tab: .home, page: page, request: request, identity: identity, status: status)
    }

    static func templateInput(_ form: FormBody) -> TemplateInput {
        let count = min(Int(form["rows"] ?? "") ?? 0, TemplateInput.maximumExercises + 1)
        let rows = (0..<count).compactMap { index -> TemplateInput.Row? in
            guard let exercise = form["exercise_\(index)"].flatMap({ Int64($0) }) else { return nil }
            return TemplateInput.Row(
                exerciseID: exercise, sets: form["sets_\(index)"] ?? "", reps: form["reps_\(index)"] ?? "", weight: form["weight_\(index)"] ?? "",
                restSeconds: form["rest_\(index)"] ?? "", supersetGroup: form["group_\(index)"] ?? "", notes: form["notes_\(index)"] ?? "",
                progressionRule: form["progression_\(index)"] ?? "", progressionIncrement: form["increment_\(index)"] ?? "",
                deloadAfter: form["deload_after_\(index)"] ?? "", deloadPercent: form["deload_percent_\(index)"] ?? "")
        }
        return TemplateInput(name: form["name"] ?? "", notes: form["notes"] ?? "", rows: rows)
    }

    static func splitInput(_ form: FormBody) -> SplitInput {
        let schedule = SplitSchedule(rawValue: form["schedule"] ?? "") ?? .weekly
        let count = schedule == .weekly ? 7 : min(max(Int(form["day_count"] ?? "") ?? 3, 1), SplitInput.maximumDays)
        let days = (0..<count).map { index in form["day_\(index)"].flatMap { Int64($0) } }
        return SplitInput(
            name: form["name"] ?? "", schedule: schedule.rawValue, advance: form["advance"] ?? SplitAdvance.calendar.rawValue, days: days)
    }

    private static func rowOp(_ op: String) -> (String, Int)? {
        let parts = op.split(separator: "-")
        guard parts.count == 2, let index = Int(parts[1]) else { return nil }
        return (String(parts[0]), index)
    }
}
