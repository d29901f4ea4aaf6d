import Foundation
import Hummingbird
import RepbookCore

/// `/api/v1/plates`, `/api/v1/coaching/settings` and the warm-up ramp of an exercise in the workout in progress.
struct CoachingAPI: Sendable {
    let services: AppServices

    func register(on api: RouterGroup<AppRequestContext>) {
        api.get("plates") { request, context in
            let caller = try context.requireAPICaller()
            let query = request.uri.queryParameters
            let weight = try Self.weight(kilograms: query["weightKg"].map(String.init), pounds: query["weightLb"].map(String.init))
            let (setup, load) = try await services.coaching.plates(for: weight, by: caller)
            return PlatesJSON(load, setup: setup, target: weight.value(in: setup.unit))
        }
        api.get("coaching/settings") { _, context in
            CoachingSettingsJSON(try await services.coaching.settings(of: try context.requireAPIUser()))
        }
        api.put("coaching/settings") { request, context in
            let body = try await JSONBody.decode(CoachingSettingsBody.self, from: request)
            return CoachingSettingsJSON(try await services.coaching.update(body.input, for: try context.requireAPIUser()))
        }
        api.post("workouts/:id/exercises/:workoutExerciseId/warmups") { request, context in
            let answer: @Sendable (WarmUpsAdded) throws -> RecordedAnswer = { try IdempotencyHeader.json(.ok, WorkoutJSON($0.workout)) }
            let claim = try await WorkoutAPI.keyedWithoutBody(request, answer: answer)
            let outcome = try await services.coaching.addWarmUps(
                to: try APIRoutes.id(context, "workoutExerciseId"), in: .id(try APIRoutes.id(context)), by: try context.requireAPICaller(),
                once: claim)
            return try IdempotencyHeader.response(outcome, answer: answer)
        }
    }

    /// The weight asked about: `weightKg` or `weightLb`, exactly one, a number from 0 to 2000.
    static func weight(kilograms: String?, pounds: String?) throws -> Weight {
        let problem = DomainError.invalid(field: "weightKg", message: LocalizedText("error.give_weightkg_or_weightlb_number_from"))
        switch (kilograms, pounds) {
        case (let text?, nil):
            guard let value = Double(text), value.isFinite, (0...2000).contains(value) else { throw problem }
            return Weight(value, .kilograms)
        case (nil, let text?):
            guard let value = Double(text), value.isFinite, (0...2000).contains(value) else {
                throw DomainError.invalid(field: "weightLb", message: LocalizedText("error.weightlb_number_from_0_2000_such"))
            }
            return Weight(value, .pounds)
        default:
            throw problem
        }
    }
}

/// The plates for a weight: in kilograms (`barKg`, `achievedKg`) for a kilogram user, in pounds (`barLb`, `achievedLb`)
/// for a pound user; plates per side heaviest first; `exact` false with a `message` when the weight cannot be made.
struct PlatesJSON: ResponseEncodable {
    let barKg: Double?
    let barLb: Double?
    let perSide: [Double]
    let achievedKg: Double?
    let achievedLb: Double?
    let exact: Bool
    let message: String?

    init(_ load: PlateLoad, setup: PlateSetup, target: Double) {
        let kilograms = setup.unit == .kilograms
        barKg = kilograms ? setup.bar : nil
        barLb = kilograms ? nil : setup.bar
        perSide = load.perSide
        achievedKg = kilograms ? load.achieved : nil
        achievedLb = kilograms ? nil : load.achieved
        exact = load.isExact
        let unit = setup.unit.symbol
        if load.isExact {
            message = nil
        } else if target < setup.bar {
            message = "\(Weight.format(target)) \(unit) is below the \(Weight.format(setup.bar)) \(unit) bar."
        } else {
            message =
                "\(Weight.format(target)) \(unit) cannot be made with your plates; the nearest below is \(Weight.format(load.achieved)) \(unit)."
        }
    }
}

/// The coaching settings as the API shows and takes them.
struct CoachingSettingsJSON: ResponseEncodable {
    let barKg: Double
    let platesKg: [Double]
    let barLb: Double
    let platesLb: [Double]
    let warmUpSteps: [Step]

    struct Step: Codable {
        let percent: Double
        let reps: Int
    }

    init(_ settings: CoachingSettings) {
        barKg = settings.kilograms.bar
        platesKg = settings.kilograms.plates
        barLb = settings.pounds.bar
        platesLb = settings.pounds.plates
        warmUpSteps = settings.warmUp.steps.map { Step(percent: $0.percent, reps: $0.reps) }
    }
}

/// The body of `PUT /api/v1/coaching/settings`: every field, as `GET` answers it.
struct CoachingSettingsBody: Decodable {
    let barKg: Double
    let platesKg: [Double]
    let barLb: Double
    let platesLb: [Double]
    let warmUpSteps: [CoachingSettingsJSON.Step]

    var input: CoachingSettingsInput {
        CoachingSettingsInput(
            barKg: DecimalInput.text(barKg), platesKg: platesKg.map(DecimalInput.text).joined(separator: ","), barLb: DecimalInput.text(barLb),
            platesLb: platesLb.map(DecimalInput.text).joined(separator: ","),
            warmUpSteps: warmUpSteps.map { "\($0.percent)x\($0.reps)" }.joined(separator: ","))
    }
}
