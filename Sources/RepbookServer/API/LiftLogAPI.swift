import Foundation
import Hummingbird
import RepbookCore

/// `/api/v1/exercises/{id}/log`: the quick lift log, with weights in kilograms.
struct LiftLogAPI: Sendable {
    let services: AppServices

    func register(on api: RouterGroup<AppRequestContext>) {
        api.post("exercises/:id/log") { request, context in
            let user = try context.requireAPIUser()
            let body = try await JSONBody.decode(LogBody.self, from: request)
            let days = try await services.liftLog.log(try body.input(), exercise: try APIRoutes.id(context), of: user, unit: .kilograms)
            return EditedResponse(status: .created, response: LiftLogJSON(days))
        }
        api.get("exercises/:id/log") { _, context in
            let days = try await services.liftLog.history(exercise: try APIRoutes.id(context), of: try context.requireAPIUser(), unit: .kilograms)
            return LiftLogJSON(days)
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

/// `{"days": [{"date", "entries": [{"weightKg", "reps", "sets"}]}]}`.
struct LiftLogJSON: ResponseEncodable {
    struct Day: Encodable {
        let date: String
        let entries: [Entry]
    }

    struct Entry: Encodable {
        let weightKg: Double?
        let reps: Int?
        let sets: Int
    }

    let days: [Day]

    init(_ days: [LiftLog.Day]) {
        self.days = days.map { day in
            Day(date: day.date.description, entries: day.entries.map { Entry(weightKg: $0.weight, reps: $0.reps, sets: $0.sets) })
        }
    }
}
