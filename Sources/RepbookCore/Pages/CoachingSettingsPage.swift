import Foundation

/// Settings → Bar, plates and warm-ups: the bar and plate sizes in kilograms and pounds and the warm-up steps, as typed.
public struct CoachingSettingsPage: Sendable {
    public let input: CoachingSettingsInput
    public let error: String?
    /// The user's unit, whose setup the workout page uses.
    public let unit: String

    public init(input: CoachingSettingsInput, unit: WeightUnit, error: DomainError? = nil) {
        self.input = input
        self.unit = unit.symbol
        self.error = error?.message
    }
}
