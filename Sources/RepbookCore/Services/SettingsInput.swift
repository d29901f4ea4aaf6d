import Foundation

/// Raw settings fields from a form or JSON body; fields left out keep their values.
public struct SettingsInput: Sendable, Equatable {
    public var weightUnit: String?
    public var appearance: String?
    public var timeZone: String?
    public var defaultRestSeconds: String?
    public var oneRepMaxFormula: String?
    public var weeklyTarget: String?

    public init(
        weightUnit: String? = nil, appearance: String? = nil, timeZone: String? = nil, defaultRestSeconds: String? = nil,
        oneRepMaxFormula: String? = nil, weeklyTarget: String? = nil
    ) {
        self.weightUnit = weightUnit
        self.appearance = appearance
        self.timeZone = timeZone
        self.defaultRestSeconds = defaultRestSeconds
        self.oneRepMaxFormula = oneRepMaxFormula
        self.weeklyTarget = weeklyTarget
    }

    /// `settings` with the given fields replaced, validated.
    public func applied(to settings: UserSettings) throws(DomainError) -> UserSettings {
        var result = settings
        if let weightUnit = weightUnit?.trimmingCharacters(in: .whitespaces), !weightUnit.isEmpty {
            guard let unit = WeightUnit(rawValue: weightUnit) else {
                throw .invalid(field: "weight_unit", message: "Weight unit must be kg or lb.")
            }
            result.weightUnit = unit
        }
        if let appearance = appearance?.trimmingCharacters(in: .whitespaces), !appearance.isEmpty {
            guard let value = Appearance(rawValue: appearance) else {
                throw .invalid(field: "appearance", message: "Appearance must be system, light or dark.")
            }
            result.appearance = value
        }
        if let timeZone = timeZone?.trimmingCharacters(in: .whitespaces), !timeZone.isEmpty {
            result.timeZoneIdentifier = timeZone
        }
        if let rest = defaultRestSeconds?.trimmingCharacters(in: .whitespaces), !rest.isEmpty {
            guard let seconds = Int(rest) else {
                throw .invalid(field: "default_rest_seconds", message: "Default rest must be a whole number of seconds.")
            }
            result.defaultRestSeconds = seconds
        }
        if let formula = oneRepMaxFormula?.trimmingCharacters(in: .whitespaces), !formula.isEmpty {
            guard let value = OneRepMaxFormula(rawValue: formula.lowercased()) else {
                throw .invalid(field: "e1rm_formula", message: "The 1RM formula must be epley or brzycki.")
            }
            result.oneRepMaxFormula = value
        }
        if let target = weeklyTarget?.trimmingCharacters(in: .whitespaces), !target.isEmpty {
            guard let sessions = Int(target) else {
                throw .invalid(field: "weekly_target", message: "The weekly target must be a whole number of sessions.")
            }
            result.weeklyTarget = sessions
        }
        try SettingsValidation.validate(result)
        return result
    }
}
