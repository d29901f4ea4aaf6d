import Hummingbird
import RepbookCore

/// `/body/measurements`: a day's measurements from one form (a value that would replace a different one of that day is
/// asked about first; a refused value is shown at its field and nothing is saved), the list with the latest values,
/// custom measurements, one measurement's chart and values, deletion and the CSV download.
struct BodyMeasurementPages: Sendable {
    let services: AppServices
    let pages: WebPages

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/body/measurements") { request, context in
            let identity = try context.requireWeb()
            return try await render(request, identity: identity)
        }
        web.post("/body/measurements") { request, context in
            let identity = try context.requireWeb()
            let form = try await FormBody.of(request, context: context)
            let measures = try await services.measurements.measures(for: identity.user)
            let input = BodyMeasurementDayInput(
                date: form["date"], unit: form["unit"], values: measures.map { ($0.key.description, form[$0.key.description] ?? "") })
            let localizer = pages.localizer(request, identity: identity)
            do {
                let check = try await services.measurements.check(input, for: identity.user)
                let date = check.entries[0].date
                if !check.replacing.isEmpty, form["replace"] != date.description {
                    let page = BodyMeasurementReplacePage(
                        check: check, input: input, measures: measures, settings: identity.settings, localizer: localizer)
                    return try pages.render(
                        "measurement-replace", title: "title.body.replace_measurements", tab: .body, page: page, request: request, identity: identity)
                }
                let saved = try await services.measurements.save(input, for: identity.user)
                let day = DisplayFormat(settings: identity.settings, localizer: localizer).day(date)
                let message = localizer.plural("body.measure.saved_flash", count: saved.entries.count, ["day": day])
                return pages.redirect(to: "/body/measurements?date=\(date)", flash: Flash(.success, message))
            } catch let error as DomainError {
                return try await render(request, identity: identity, typed: input, error: error, status: HTTPStatusMapping.status(for: error))
            }
        }
        web.post("/body/measurements/custom") { request, context in
            let identity = try context.requireWeb()
            let form = try await FormBody.of(request, context: context)
            let name = form["custom_name"] ?? ""
            do {
                let measure = try await services.measurements.addCustom(name: name, for: identity.user)
                return pages.redirect(to: "/body/measurements#field-\(measure.key)", flash: Flash(
                    .success, pages.localizer(request, identity: identity).text("body.measure.added_flash", ["name": measure.name])))
            } catch let error as DomainError {
                return try await render(
                    request, identity: identity, customName: name, customError: error, status: HTTPStatusMapping.status(for: error))
            }
        }
        web.get("/body/measurements/export.csv") { _, context in
            let export = try await services.measurements.export(for: try context.requireWeb().user)
            return CSVDownload.response(fileName: export.fileName, text: export.text)
        }
        web.get("/body/measurements/:measure") { request, context in
            let identity = try context.requireWeb()
            let history = try await services.measurements.history(try PathParameter.text(context, "measure"), for: identity.user)
            let page = BodyMeasurementPage.make(
                measure: history.measure, entries: history.entries, settings: identity.settings,
                localizer: pages.localizer(request, identity: identity))
            return try pages.render("measurement", title: page.name, tab: .body, page: page, request: request, identity: identity)
        }
        web.post("/body/measurements/:measure/delete") { request, context in
            let identity = try context.requireWeb()
            let measure = try await services.measurements.deleteCustom(try PathParameter.text(context, "measure"), for: identity.user)
            return pages.redirect(to: "/body/measurements", flash: Flash(
                .success, pages.localizer(request, identity: identity).text("body.measure.deleted_flash", ["name": measure.name])))
        }
        web.post("/body/measurements/:measure/:date/delete") { request, context in
            let identity = try context.requireWeb()
            let key = try PathParameter.text(context, "measure")
            guard let date = context.parameters.get("date").flatMap(LocalDate.init) else {
                throw DomainError.invalid(field: "date", message: LocalizedText("error.date.not_a_day"))
            }
            try await services.measurements.delete(key, on: date, for: identity.user)
            let localizer = pages.localizer(request, identity: identity)
            let day = DisplayFormat(settings: identity.settings, localizer: localizer).day(date)
            let message = localizer.text("body.measure.value_deleted_flash", ["day": day])
            return pages.redirect(to: "/body/measurements/\(key)", flash: Flash(.success, message))
        }
    }

    private func render(
        _ request: Request, identity: WebIdentity, typed: BodyMeasurementDayInput? = nil, error: DomainError? = nil,
        customName: String = "", customError: DomainError? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let today = try await services.measurements.today(for: identity.user)
        var date = today
        if let text = request.uri.queryParameters["date"].map(String.init) {
            guard let parsed = LocalDate(text) else {
                throw DomainError.invalid(field: "date", message: LocalizedText("error.date.not_a_day"))
            }
            date = min(parsed, today)
        }
        if let typedDate = typed?.date.flatMap(LocalDate.init), typedDate <= today { date = typedDate }
        let overview = try await services.measurements.summary(for: identity.user, day: date)
        let page = BodyMeasurementsPage.make(
            measures: overview.measures, entries: overview.entries, settings: identity.settings, date: date, today: today,
            typed: typed, error: error, customName: customName, customError: customError,
            localizer: pages.localizer(request, identity: identity))
        return try pages.render(
            "measurements", title: "title.body.measurements", tab: .body, page: page, request: request, identity: identity, status: status)
    }
}
