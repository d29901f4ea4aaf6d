/// A template exercise's progression in an archive; absent for none (and in archives made before progression).
public struct ArchivedProgression: Codable, Equatable, Sendable {
    public var rule: String
    public var increment: Weight
    public var deloadAfter: Int?
    public var deloadPercent: Double

    /// The archived form of `progression`; nil for none.
    public init?(_ progression: Progression) {
        guard progression.rule != .none else { return nil }
        rule = progression.rule.rawValue
        increment = progression.increment
        deloadAfter = progression.deloadAfter
        deloadPercent = progression.deloadPercent
    }

    /// The progression to store, checked like typed input; the error names the field.
    public func progression() throws(DomainError) -> Progression {
        try Progression.parse(
            rule: rule, increment: "\(increment.value)\(increment.unit.rawValue)", deloadAfter: deloadAfter.map(String.init) ?? "",
            deloadPercent: String(deloadPercent), unit: increment.unit)
    }
}

/// A user's bar, plates and warm-up steps in an archive; absent when they kept the standard ones.
public struct ArchivedCoaching: Codable, Equatable, Sendable {
    public var barKg: Double
    public var platesKg: [Double]
    public var barLb: Double
    public var platesLb: [Double]
    /// Percent × reps steps, such as `40×5, 60×3, 80×2`.
    public var warmUpSteps: String

    /// The archived form of `settings`.
    public init(_ settings: CoachingSettings) {
        barKg = settings.kilograms.bar
        platesKg = settings.kilograms.plates
        barLb = settings.pounds.bar
        platesLb = settings.pounds.plates
        warmUpSteps = settings.warmUp.text
    }

    /// The settings to store, checked like typed input.
    public func settings() throws(DomainError) -> CoachingSettings {
        try CoachingSettingsInput(
            barKg: DecimalInput.text(barKg), platesKg: platesKg.map(DecimalInput.text).joined(separator: ","), barLb: DecimalInput.text(barLb),
            platesLb: platesLb.map(DecimalInput.text).joined(separator: ","), warmUpSteps: warmUpSteps
        ).settings()
    }
}
