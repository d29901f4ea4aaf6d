import Foundation

/// Raw settings fields from a form or JSON body; fields left out keep their values.
public struct SettingsInput: Sendable, Equatable {
    public var weightUnit: String?
    public var appearance: String?
    public var timeZone: String?
    public var defaultRestSeconds: String?
    /// Rest after a warm-up set, whole seconds.
    public var warmUpRestSeconds: String?
    /// Rest after a drop set, whole seconds (0 for none).
    public var dropSetRestSeconds: String?
    public var oneRepMaxFormula: String?
    public var weeklyTarget: String?
    /// Height as typed (`180`, `180 cm`, `5'11"`); nil keeps it, an empty text clears it.
    public var height: String?
    /// Goal body weight as typed (`80`, `176 lb`); nil keeps it, an empty text clears it.
    public var goalWeight: String?
    /// The scale a set's effort is shown and typed in: `rpe` or `rir`.
    public var effortScale: String?
    /// The language: `auto` (the browser's) or a tag such as `de`.
    public var language: String?

    public init(
        weightUnit: String? = nil, appearance: String? = nil, timeZone: String? = nil, defaultRestSeconds: String? = nil,
        oneRepMaxFormula: String? = nil, weeklyTarget: String? = nil, height: String? = nil, goalWeight: String? = nil,
        warmUpRestSeconds: String? = nil, dropSetRestSeconds: String? = nil, effortScale: String? = nil,
        language: String? = nil
    ) {
        self.language = language
        self.effortScale = effortScale
        self.warmUpRestSeconds = warmUpRestSeconds
        self.dropSetRestSeconds = dropSetRestSeconds
        self.weightUnit = weightUnit
        self.appearance = appearance
        self.timeZone = timeZone
        self.defaultRestSeconds = defaultRestSeconds
        self.oneRepMaxFormula = oneRepMaxFormula
        self.weeklyTarget = weeklyTarget
        self.height = height
        self.goalWeight = goalWeight
    }

    /// `settings` with the given fields replaced, validated.
    public func applied(to settings: UserSettings) throws(DomainError) -> UserSettings {
        var result = settings
        if let weightUnit = weightUnit?.trimmingCharacters(in: .whitespaces), !weightUnit.isEmpty {
            guard let unit = WeightUnit(rawValue: weightUnit) else {
                throw .invalid(field: "weight_unit", message: LocalizedText("error.weight_unit_kg_or_lb"))
            }
            result.weightUnit = unit
        }
        if let appearance = appearance?.trimmingCharacters(in: .whitespaces), !appearance.isEmpty {
            guard let value = Appearance(rawValue: appearance) else {
                throw .invalid(field: "appearance", message: LocalizedText("error.appearance_system_light_or_dark"))
            }
            result.appearance = value
        }
        if let timeZone = timeZone?.trimmingCharacters(in: .whitespaces), !timeZone.isEmpty {
            result.timeZoneIdentifier = timeZone
        }
        if let rest = defaultRestSeconds?.trimmingCharacters(in: .whitespaces), !rest.isEmpty {
            guard let seconds = Int(rest) else {
                throw .invalid(field: "default_rest_seconds", message: LocalizedText("error.default_rest_whole_number_seconds"))
            }
            result.defaultRestSeconds = seconds
        }
        if let rest = warmUpRestSeconds?.trimmingCharacters(in: .whitespaces), !rest.isEmpty {
            guard let seconds = Int(rest) else {
                throw .invalid(field: "warmup_rest_seconds", message: LocalizedText("error.rest_after_warm_up_whole_number"))
            }
            result.warmUpRestSeconds = seconds
        }
        if let rest = dropSetRestSeconds?.trimmingCharacters(in: .whitespaces), !rest.isEmpty {
            guard let seconds = Int(rest) else {
                throw .invalid(field: "drop_rest_seconds", message: LocalizedText("error.rest_after_drop_set_whole_number"))
            }
            result.dropSetRestSeconds = seconds
        }
        if let formula = oneRepMaxFormula?.trimmingCharacters(in: .whitespaces), !formula.isEmpty {
            guard let value = OneRepMaxFormula(rawValue: formula.lowercased()) else {
                throw .invalid(field: "e1rm_formula", message: LocalizedText("error.1rm_formula_epley_or_brzycki"))
            }
            result.oneRepMaxFormula = value
        }
        if let target = weeklyTarget?.trimmingCharacters(in: .whitespaces), !target.isEmpty {
            guard let sessions = Int(target) else {
                throw .invalid(field: "weekly_target", message: LocalizedText("error.weekly_target_whole_number_sessions"))
            }
            result.weeklyTarget = sessions
        }
        if let scale = effortScale?.trimmingCharacters(in: .whitespaces), !scale.isEmpty {
            guard let value = EffortScale(rawValue: scale.lowercased()) else {
                throw .invalid(field: "effort_scale", message: LocalizedText("error.effort_scale_rpe_or_rir"))
            }
            result.effortScale = value
        }
        if let language = language?.trimmingCharacters(in: .whitespaces), !language.isEmpty {
            guard Localization.isValidChoice(language) else {
                throw .invalid(field: "language", message: LocalizedText(
                    "error.settings.language_unknown", ["languages": .text(Localization.knownLanguages.sorted().joined(separator: ", "))]))
            }
            result.language = language
        }
        if let height = height?.trimmingCharacters(in: .whitespaces) {
            if height.isEmpty {
                result.heightCentimetres = nil
            } else {
                guard let centimetres = Height.centimetres(from: height), Height.centimetresRange.contains(centimetres) else {
                    throw .invalid(field: "height", message: LocalizedText("error.height_between_50_and_272_cm"))
                }
                result.heightCentimetres = (centimetres * 10).rounded() / 10
            }
        }
        if let goal = goalWeight?.trimmingCharacters(in: .whitespaces) {
            if goal.isEmpty {
                result.goalWeight = nil
            } else {
                guard let weight = Weight.parse(goal, defaultUnit: result.weightUnit), weight.value > 0,
                      weight.value <= BodyWeightInput.maximumWeight else {
                    throw .invalid(field: "goal_weight", message: LocalizedText("error.goal_weight_number_above_0_and"))
                }
                result.goalWeight = weight
            }
        }
        try SettingsValidation.validate(result)
        return result
    }
}
