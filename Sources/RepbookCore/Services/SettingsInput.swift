import Foundation

/// Raw settings fields from a form or JSON body; fields left out keep their values.
public struct SettingsInput: Sendable, Equatable {
    public var weightUnit: String?
    public var appearance: String?
    public var timeZone: String?
    public var defaultRestSeconds: String?

    public init(weightUnit: String? = nil, appearance: String? = nil, timeZone: String? = nil, defaultRestSeconds: String? = nil) {
        self.weightUnit = weightUnit
        self.appearance = appearance
        self.timeZone = timeZone
        self.defaultRestSeconds = defaultRestSeconds
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
        try SettingsValidation.validate(result)
        return result
    }
}
