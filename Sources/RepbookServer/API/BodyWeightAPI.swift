import Foundation
import Hummingbird
import RepbookCore

/// `/api/v1/weights`: body weights by day, newest first; one per day, a second replaces the first; a day's weight can
/// be deleted.
struct BodyWeightAPI: Sendable {
    let services: AppServices

    func register(on api: RouterGroup<AppRequestContext>) {
        api.get("weights") { _, context in
            BodyWeightListJSON(entries: try await services.bodyWeights.entries(for: try context.requireAPIUser()).map(BodyWeightJSON.init))
        }
        api.put("weights/:date") { request, context in
            let user = try context.requireAPIUser()
            let body = try await JSONBody.decode(BodyWeightBody.self, from: request)
            let saved = try await services.bodyWeights.save(try body.input(date: context.parameters.get("date")), for: user, unit: .kilograms)
            return BodyWeightJSON(saved.entry, replaced: saved.replaced)
        }
        api.delete("weights/:date") { _, context in
            let user = try context.requireAPIUser()
            guard let date = context.parameters.get("date").flatMap(LocalDate.init) else {
                throw DomainError.invalid(field: "date", message: LocalizedText("error.date_real_day_written_yyyy_mm"))
            }
            try await services.bodyWeights.delete(on: date, for: user)
            return HTTPResponse.Status.noContent
        }
    }
}

/// The body of `PUT /api/v1/weights/{date}`: `weightKg`, or `weight` with `unit` as typed; optional `bodyFatPercent`.
struct BodyWeightBody: Decodable {
    let weightKg: Double?
    let weight: Double?
    let unit: String?
    let bodyFatPercent: Double?

    /// The Core input; a `unit` other than kg or lb is refused even when `weightKg` makes it unused.
    func input(date: String?) throws(DomainError) -> BodyWeightInput {
        if let unit, WeightUnit(rawValue: unit) == nil { throw .invalid(field: "unit", message: LocalizedText("error.unit_kg_or_lb")) }
        let typed = weight != nil
        return BodyWeightInput(
            date: date ?? "", weight: (weight ?? weightKg).map { String($0) }, unit: typed ? unit : WeightUnit.kilograms.rawValue,
            bodyFatPercent: bodyFatPercent.map { String($0) }, weightField: typed ? "weight" : "weightKg")
    }
}

/// A body weight: kilograms (rounded to grams), the weight as typed with its unit, body fat or null; after a save,
/// whether it replaced the day's earlier entry.
struct BodyWeightJSON: ResponseEncodable {
    let date: String
    let weightKg: Double
    let weight: Double
    let unit: String
    @Nullable var bodyFatPercent: Double?
    let replaced: Bool?

    init(_ entry: BodyWeightEntry) {
        self.init(entry, replaced: nil)
    }

    init(_ entry: BodyWeightEntry, replaced: Bool?) {
        date = entry.date.description
        weightKg = KilogramsJSON.round(entry.weight.kilograms)
        weight = entry.weight.value
        unit = entry.weight.unit.rawValue
        bodyFatPercent = entry.bodyFatPercent
        self.replaced = replaced
    }
}

/// `{"entries": [...]}`, newest first.
struct BodyWeightListJSON: ResponseEncodable {
    let entries: [BodyWeightJSON]
}
