import Foundation

/// The weigh-in form: the day, weight and body fat as typed, and the day's current weigh-in, which saving replaces.
public struct BodyWeightForm: Sendable {
    public let date: String
    public let weight: String
    public let bodyFat: String
    public let unitSymbol: String
    /// "82.4 kg on Sat 21 Nov 2026" ("82,4 kg am Sa., 21. Nov. 2026"): the weigh-in saving would replace.
    public let existing: String
    public let hasExisting: Bool
    public let error: String
    public let hasError: Bool

    /// The form for `date`, prefilled with the day's weigh-in when there is one.
    public init(date: LocalDate, existing: BodyWeightEntry?, unit: WeightUnit, format: DisplayFormat, localizer: Localizer) {
        let words = BodyWords(localizer)
        self.date = date.description
        self.weight = existing.map { words.number($0.weight.value(in: unit)) } ?? ""
        self.bodyFat = existing?.bodyFatPercent.map { words.number($0) } ?? ""
        self.unitSymbol = unit.symbol
        self.existing = existing.map {
            localizer.text("body.weight.existing", ["weight": words.weight($0.weight, unit: unit), "day": format.day($0.date)])
        } ?? ""
        self.hasExisting = existing != nil
        self.error = ""
        self.hasError = false
    }

    /// The form re-shown with what was typed and why it was refused.
    public init(input: BodyWeightInput, unit: WeightUnit, error: DomainError) {
        self.date = input.date ?? ""
        self.weight = input.weight ?? ""
        self.bodyFat = input.bodyFatPercent ?? ""
        self.unitSymbol = unit.symbol
        self.existing = ""
        self.hasExisting = false
        self.error = error.message
        self.hasError = true
    }
}
