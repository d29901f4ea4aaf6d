import Foundation
import RepbookCore

/// A template exercise's progression as the API shows it: the rule, the increment in kilograms and as typed, the deload.
struct ProgressionJSON: Encodable {
    let rule: String
    let incrementKg: Double
    let increment: Double
    let unit: String
    let deloadAfter: Int?
    let deloadPercent: Double

    init(_ progression: Progression) {
        rule = progression.rule.rawValue
        incrementKg = KilogramsJSON.round(progression.increment.kilograms)
        increment = progression.increment.value
        unit = progression.increment.unit.rawValue
        deloadAfter = progression.deloadAfter
        deloadPercent = progression.deloadPercent
    }
}

/// The `progression` of a template exercise in a request: the increment as `incrementKg`, or `increment` with `unit`.
struct ProgressionBody: Decodable {
    let rule: String?
    let incrementKg: Double?
    let increment: Double?
    let unit: String?
    let deloadAfter: Int?
    let deloadPercent: Double?

    /// The increment as text for Core's parser; empty for the default of the user's unit.
    func incrementText() throws -> String {
        guard increment != nil || incrementKg != nil else { return "" }
        return try WeightBody.text(kilograms: incrementKg, weight: increment, unit: unit) ?? ""
    }
}

/// A set's suggestion from a progression rule: weight in kilograms and as typed, reps, and the one-line reason.
struct SuggestionJSON: Encodable {
    let weightKg: Double?
    let weight: Double?
    let unit: String?
    let reps: Int
    let reason: String

    init(_ suggestion: SetSuggestion, reason: String) {
        weightKg = suggestion.weight.map { KilogramsJSON.round($0.kilograms) }
        weight = suggestion.weight?.value
        unit = suggestion.weight?.unit.rawValue
        reps = suggestion.reps
        self.reason = reason
    }
}
