import Foundation
import Hummingbird
import RepbookCore

/// `/api/v1/measurements`: the measurements with their latest values, one measurement's values, a day's value put
/// (replacing that day's value) or deleted, and custom measurements added or deleted.
struct BodyMeasurementAPI: Sendable {
    let services: AppServices

    func register(on api: RouterGroup<AppRequestContext>) {
        api.get("measurements") { _, context in
            let overview = try await services.measurements.summary(for: try context.requireAPIUser())
            let byKey = Dictionary(grouping: overview.entries, by: \.key)
            return MeasurementListJSON(measurements: overview.measures.map { MeasurementSummaryJSON($0, values: byKey[$0.key] ?? []) })
        }
        api.post("measurements") { request, context in
            let user = try context.requireAPIUser()
            let body = try await JSONBody.decode(MeasurementNameBody.self, from: request)
            guard let name = body.name else { throw DomainError.invalid(field: "name", message: LocalizedText("error.name_required")) }
            let measure = try await services.measurements.addCustom(name: name, for: user)
            return APIRoutes.created(MeasurementSummaryJSON(measure, values: []), at: "/api/v1/measurements/\(measure.key)")
        }
        api.get("measurements/:measure") { _, context in
            let history = try await services.measurements.history(try PathParameter.text(context, "measure"), for: try context.requireAPIUser())
            return MeasurementHistoryJSON(
                key: history.measure.key.description, name: history.measure.name, custom: history.measure.isCustom,
                entries: history.entries.reversed().map(MeasurementValueJSON.init))
        }
        api.delete("measurements/:measure") { _, context in
            _ = try await services.measurements.deleteCustom(try PathParameter.text(context, "measure"), for: try context.requireAPIUser())
            return HTTPResponse.Status.noContent
        }
        api.put("measurements/:measure/:date") { request, context in
            let user = try context.requireAPIUser()
            let key = try PathParameter.text(context, "measure")
            let body = try await JSONBody.decode(MeasurementValueBody.self, from: request)
            let measures = try await services.measurements.measures(for: user)
            guard measures.contains(where: { $0.key.description == key }) else {
                throw DomainError.notFound(LocalizedText("error.there_no_measurement", ["key": "\(key.prefix(40))"]))
            }
            guard let value = body.value else { throw DomainError.invalid(field: "value", message: LocalizedText("error.value_required")) }
            let input = BodyMeasurementDayInput(date: context.parameters.get("date") ?? "", unit: body.unit, values: [(key, String(value))])
            do {
                let saved = try await services.measurements.save(input, for: user)
                return MeasurementValueJSON(saved.entries[0], replaced: saved.replaced > 0)
            } catch DomainError.invalid(let field, let message) where field == key {
                throw DomainError.invalid(field: "value", message: message)
            }
        }
        api.delete("measurements/:measure/:date") { _, context in
            let user = try context.requireAPIUser()
            guard let date = context.parameters.get("date").flatMap(LocalDate.init) else {
                throw DomainError.invalid(field: "date", message: LocalizedText("error.date_real_day_written_yyyy_mm"))
            }
            try await services.measurements.delete(try PathParameter.text(context, "measure"), on: date, for: user)
            return HTTPResponse.Status.noContent
        }
    }
}

/// The body of `POST /api/v1/measurements`.
struct MeasurementNameBody: Decodable {
    let name: String?
}

/// The body of `PUT /api/v1/measurements/{measure}/{date}`: `value` and its `unit` (`cm` or `in`; the user's when
/// left out).
struct MeasurementValueBody: Decodable {
    let value: Double?
    let unit: String?
}

/// A value: the day, the value as typed with its unit, centimetres; after a put, whether it replaced the day's value.
struct MeasurementValueJSON: ResponseEncodable {
    let key: String
    let date: String
    let value: Double
    let unit: String
    let cm: Double
    let replaced: Bool?

    init(_ entry: BodyMeasurementEntry) {
        self.init(entry, replaced: nil)
    }

    init(_ entry: BodyMeasurementEntry, replaced: Bool?) {
        key = entry.key.description
        date = entry.date.description
        value = entry.length.value
        unit = entry.length.unit.rawValue
        cm = (entry.length.centimetres * 100).rounded() / 100
        self.replaced = replaced
    }
}

/// A measurement with its latest value and the change from the one before, in centimetres (null without); `values` are
/// its newest (at most two), oldest first.
struct MeasurementSummaryJSON: ResponseEncodable {
    let key: String
    let name: String
    let custom: Bool
    @Nullable var latest: MeasurementValueJSON?
    @Nullable var changeCm: Double?

    init(_ measure: BodyMeasure, values: [BodyMeasurementEntry]) {
        key = measure.key.description
        name = measure.name
        custom = measure.isCustom
        latest = values.last.map(MeasurementValueJSON.init)
        if values.count > 1 {
            changeCm = ((values[values.count - 1].length.centimetres - values[values.count - 2].length.centimetres) * 100).rounded() / 100
        } else {
            changeCm = nil
        }
    }
}

/// `{"measurements": [...]}`: built-in ones first, then custom ones by name.
struct MeasurementListJSON: ResponseEncodable {
    let measurements: [MeasurementSummaryJSON]
}

/// One measurement and its values, newest first.
struct MeasurementHistoryJSON: ResponseEncodable {
    let key: String
    let name: String
    let custom: Bool
    let entries: [MeasurementValueJSON]
}
