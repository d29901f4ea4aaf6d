import Foundation

/// A lifter's coaching settings: the bar and plates they own in kilograms and in pounds, and the warm-up ramp.
public struct CoachingSettings: Equatable, Sendable {
    public let kilograms: PlateSetup
    public let pounds: PlateSetup
    public let warmUp: WarmUpRamp

    public init(kilograms: PlateSetup, pounds: PlateSetup, warmUp: WarmUpRamp) {
        self.kilograms = kilograms
        self.pounds = pounds
        self.warmUp = warmUp
    }

    /// A 20 kg and a 45 lb bar with the usual plates, and a 40/60/80% ramp.
    public static let standard = CoachingSettings(kilograms: .standardKilograms, pounds: .standardPounds, warmUp: .standard)

    /// The setup of `unit`.
    public func plates(_ unit: WeightUnit) -> PlateSetup { unit == .kilograms ? kilograms : pounds }
}

/// The coaching settings as typed in the settings form or sent to the API; `settings()` validates them, naming the field.
public struct CoachingSettingsInput: Equatable, Sendable {
    public var barKg: String
    public var platesKg: String
    public var barLb: String
    public var platesLb: String
    public var warmUpSteps: String

    public init(barKg: String, platesKg: String, barLb: String, platesLb: String, warmUpSteps: String) {
        self.barKg = barKg
        self.platesKg = platesKg
        self.barLb = barLb
        self.platesLb = platesLb
        self.warmUpSteps = warmUpSteps
    }

    /// The input showing `settings`.
    public init(_ settings: CoachingSettings) {
        self.init(
            barKg: Weight.format(settings.kilograms.bar), platesKg: settings.kilograms.platesText,
            barLb: Weight.format(settings.pounds.bar), platesLb: settings.pounds.platesText, warmUpSteps: settings.warmUp.text)
    }

    /// Checks every field.
    public func settings() throws(DomainError) -> CoachingSettings {
        func named(_ prefix: String, _ body: () throws(DomainError) -> PlateSetup) throws(DomainError) -> PlateSetup {
            do { return try body() } catch {
                guard case .invalid(let field, let message) = error else { throw error }
                throw .invalid(field: field + prefix, message: message)
            }
        }
        let kilograms = try named("Kg") { () throws(DomainError) in try PlateSetup.parse(bar: barKg, plates: platesKg, unit: .kilograms) }
        let pounds = try named("Lb") { () throws(DomainError) in try PlateSetup.parse(bar: barLb, plates: platesLb, unit: .pounds) }
        return CoachingSettings(kilograms: kilograms, pounds: pounds, warmUp: try WarmUpRamp.parse(warmUpSteps))
    }
}
