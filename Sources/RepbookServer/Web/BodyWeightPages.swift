import Hummingbird
import RepbookCore

/// `/body/weight`: a day's weigh-in (replacing the day's earlier one only after asking), the summary, the chart with its
/// 7-day average and goal line, the weigh-ins newest first, deletion and the CSV download (`/body/weight/export.csv`).
struct BodyWeightPages: Sendable {
    let services: AppServices
    let pages: WebPages

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/body/weight") { request, context in
            let identity = try context.requireWeb()
            return try await render(request, identity: identity)
        }
        web.post("/body/weight") { request, context in
            let identity = try context.requireWeb()
            let form = try await FormBody.of(request, context: context)
            let input = BodyWeightInput(date: form["date"], weight: form["weight"], unit: form["unit"], bodyFatPercent: form["body_fat"])
            let localizer = pages.localizer(request, identity: identity)
            do {
                let check = try await services.bodyWeights.check(input, for: identity.user)
                if let current = check.current, current != check.entry, form["replace"] != check.entry.date.description {
                    let page = BodyWeightReplacePage(entry: check.entry, current: current, settings: identity.settings, localizer: localizer)
                    return try pages.render(
                        "weight-replace", title: "title.body.replace_weight", tab: .body, page: page, request: request, identity: identity)
                }
                let saved = try await services.bodyWeights.save(input, for: identity.user)
                let day = DisplayFormat(settings: identity.settings, localizer: localizer).day(saved.entry.date)
                let weight = BodyWords(localizer).weight(saved.entry.weight, unit: identity.settings.weightUnit)
                let message = localizer.text(
                    saved.replaced ? "body.weight.replaced_flash" : "body.weight.saved_flash", ["day": day, "weight": weight])
                return pages.redirect(to: "/body/weight?date=\(saved.entry.date)", flash: Flash(.success, message))
            } catch let error as DomainError {
                let form = BodyWeightForm(input: input, unit: identity.settings.weightUnit, error: error)
                return try await render(request, identity: identity, form: form, status: HTTPStatusMapping.status(for: error))
            }
        }
        web.get("/body/weight/export.csv") { _, context in
            let export = try await services.weightImports.export(for: try context.requireWeb().user)
            return CSVDownload.response(fileName: export.fileName, text: export.text)
        }
        web.post("/body/weight/:date/delete") { request, context in
            let identity = try context.requireWeb()
            let date = try Self.date(context.parameters.get("date"))
            try await services.bodyWeights.delete(on: date, for: identity.user)
            let localizer = pages.localizer(request, identity: identity)
            let day = DisplayFormat(settings: identity.settings, localizer: localizer).day(date)
            return pages.redirect(to: "/body/weight", flash: Flash(.success, localizer.text("body.weight.deleted_flash", ["day": day])))
        }
    }

    private func render(
        _ request: Request, identity: WebIdentity, form: BodyWeightForm? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let query = request.uri.queryParameters
        let today = try await services.bodyWeights.today(for: identity.user)
        var date = today
        if let text = query["date"].map(String.init) {
            date = try Self.date(text)
        }
        let range = query["range"].flatMap { BodyWeightPage.Range(rawValue: String($0)) } ?? .quarter
        let page = BodyWeightPage.make(
            entries: try await services.bodyWeights.entries(for: identity.user), settings: identity.settings, date: min(date, today),
            today: today, range: range, listedBefore: try query["before"].map { try Self.date(String($0)) }, form: form,
            localizer: pages.localizer(request, identity: identity))
        return try pages.render(
            "body-weight", title: "title.body.weight", tab: .body, page: page, request: request, identity: identity, status: status)
    }

    /// A day from a path or query, or a 400 naming `date`.
    private static func date(_ text: String?) throws -> LocalDate {
        guard let text, let date = LocalDate(text) else {
            throw DomainError.invalid(field: "date", message: LocalizedText("error.date.not_a_day"))
        }
        return date
    }
}
