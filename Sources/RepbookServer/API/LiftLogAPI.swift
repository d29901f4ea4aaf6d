import Foundation
import Hummingbird
import RepbookCore

/// `/api/v1/exercises/{id}/log`: the quick lift log, with weights in kilograms.
struct LiftLogAPI: Sendable {
    /// Days per page when the client names no `limit`.
    static let defaultDays = 30
    let services: AppServices

    func register(on api: RouterGroup<AppRequestContext>) {
        api.post("exercises/:id/log") { request, context in
            let user = try context.requireAPIUser()
            let body = try await JSONBody.decode(LogBody.self, from: request)
            let page = try await services.liftLog.logAndPage(
                try body.input(), exercise: try APIRoutes.id(context), of: user, unit: .kilograms, days: Self.defaultDays)
            return EditedResponse(status: .created, response: LiftLogJSON(page))
        }
        api.patch("exercises/:id/log/:line") { request, context in
            let user = try context.requireAPIUser()
            let body = try await JSONBody.decode(LogBody.self, from: request)
            let exercise = try APIRoutes.id(context)
            try await services.liftLog.change(line: try APIRoutes.id(context, "line"), to: try body.input(), exercise: exercise, of: user)
            return LiftLogJSON(try await services.liftLog.page(exercise: exercise, of: user, unit: .kilograms, before: nil, days: Self.defaultDays))
        }
        api.delete("exercises/:id/log/:line") { _, context in
            try await services.liftLog.delete(
                line: try APIRoutes.id(context, "line"), exercise: try APIRoutes.id(context), of: try context.requireAPIUser())
            return HTTPResponse.Status.noContent
        }
        api.get("exercises/:id/log") { request, context in
            let page = try await services.liftLog.page(
                exercise: try APIRoutes.id(context), of: try context.requireAPIUser(), unit: .kilograms,
                before: try APIPaging.cursor(request, "before") { LocalDate($0) },
                days: try APIPaging.limit(request, default: Self.defaultDays, maximum: 366))
            return LiftLogJSON(page)
        }
    }
}

/// The body of `POST /api/v1/exercises/{id}/log`: `weightKg`, or `weight` with `unit` as typed.
struct LogBody: Decodable {
    let date: String?
    let weightKg: Double?
    let weight: Double?
    let unit: String?
    let reps: Int
    let sets: Int?

    func input() throws -> QuickLogInput {
        QuickLogInput(
            date: date, weight: try WeightBody.text(kilograms: weightKg, weight: weight, unit: unit), reps: String(reps),
            sets: sets.map(String.init))
    }
}

/// `{"days": [{"date", "entries": [{"weightKg", "reps", "sets"}], "quickLog": [{"id", "weightKg", "reps", "sets"}]}],
/// "nextBefore"}`: one page of the log.
struct LiftLogJSON: WrittenJSON {
    struct Day: Encodable {
        let date: String
        let entries: [Entry]
        /// The day's quick-log lines, which `PATCH` and `DELETE /api/v1/exercises/{id}/log/{line}` change.
        let quickLog: [Line]
    }

    struct Line: Encodable {
        let id: Int64
        let weightKg: Double?
        let reps: Int?
        let sets: Int
    }

    struct Entry: Encodable {
        let weightKg: Double?
        let reps: Int?
        let sets: Int
    }

    let days: [Day]
    /// The cursor of the next page (`?before=`, a day), present when older days follow.
    let nextBefore: String?

    init(_ page: LiftLogPage) {
        days = page.days.map { day in
            Day(
                date: day.date.description, entries: day.entries.map { Entry(weightKg: $0.weight, reps: $0.reps, sets: $0.sets) },
                quickLog: page.lines.filter { $0.date == day.date }.map {
                    Line(id: $0.id, weightKg: $0.weight.map { KilogramsJSON.round($0.kilograms) }, reps: $0.reps, sets: $0.sets)
                })
        }
        nextBefore = page.nextBefore?.description
    }

    /// The answer's JSON text (an absent weight or reps is left out, as `JSONEncoder` leaves out a nil optional).
    func written() -> JSONText {
        var json = JSONText(capacity: 120 * days.count + 64)
        json.object { json in
            json.key("days")
            json.array { json in
                for day in days {
                    json.object { json in
                        json.key("date"); json.value(day.date)
                        json.key("entries")
                        json.array { json in
                            for entry in day.entries {
                                json.object { json in Self.write(weightKg: entry.weightKg, reps: entry.reps, sets: entry.sets, &json) }
                            }
                        }
                        json.key("quickLog")
                        json.array { json in
                            for line in day.quickLog {
                                json.object { json in
                                    json.key("id"); json.value(line.id)
                                    Self.write(weightKg: line.weightKg, reps: line.reps, sets: line.sets, &json)
                                }
                            }
                        }
                    }
                }
            }
            if let nextBefore { json.key("nextBefore"); json.value(nextBefore) }
        }
        return json
    }

    /// An entry's or a line's figures.
    private static func write(weightKg: Double?, reps: Int?, sets: Int, _ json: inout JSONText) {
        if let weightKg { json.key("weightKg"); json.value(weightKg) }
        if let reps { json.key("reps"); json.value(reps) }
        json.key("sets"); json.value(sets)
    }
}
