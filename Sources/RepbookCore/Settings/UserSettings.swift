import Foundation

/// A user's preferences: units, look, time zone, rest time, how progress is measured, the effort scale and the language.
public struct UserSettings: Equatable, Codable, Sendable {
    public var weightUnit: WeightUnit
    public var appearance: Appearance
    /// An IANA time zone identifier such as `Europe/Berlin`.
    public var timeZoneIdentifier: String
    public var defaultRestSeconds: Int
    /// The rest after a warm-up set (default 60 s).
    public var warmUpRestSeconds: Int
    /// The rest after a drop set; 0 (the default) means none: straight on to the next set.
    public var dropSetRestSeconds: Int
    /// How estimated one-rep maxes are computed.
    public var oneRepMaxFormula: OneRepMaxFormula
    /// Sessions a week needs for the weekly streak.
    public var weeklyTarget: Int
    /// The lifter's height in centimetres, for BMI; nil until given.
    public var heightCentimetres: Double?
    /// The body weight the lifter aims for, as typed; drawn as the goal line on the weight chart.
    public var goalWeight: Weight?
    /// The scale a set's effort is shown and typed in (RPE, the default, or RIR); it is stored as RPE either way.
    public var effortScale: EffortScale
    /// The language pages are shown in: a tag such as `de` or `pt-BR`, or `auto` (the default) for the browser's
    /// `Accept-Language`.
    public var language: String

    public init(
        weightUnit: WeightUnit, appearance: Appearance, timeZoneIdentifier: String, defaultRestSeconds: Int,
        oneRepMaxFormula: OneRepMaxFormula = .epley, weeklyTarget: Int = 1, heightCentimetres: Double? = nil, goalWeight: Weight? = nil,
        warmUpRestSeconds: Int = UserSettings.defaultWarmUpRestSeconds, dropSetRestSeconds: Int = UserSettings.defaultDropSetRestSeconds,
        effortScale: EffortScale = .rpe, language: String = Localization.automatic
    ) {
        self.language = language
        self.effortScale = effortScale
        self.weightUnit = weightUnit
        self.appearance = appearance
        self.timeZoneIdentifier = timeZoneIdentifier
        self.defaultRestSeconds = defaultRestSeconds
        self.oneRepMaxFormula = oneRepMaxFormula
        self.weeklyTarget = weeklyTarget
        self.heightCentimetres = heightCentimetres
        self.goalWeight = goalWeight
        self.warmUpRestSeconds = warmUpRestSeconds
        self.dropSetRestSeconds = dropSetRestSeconds
    }

    /// The rest after a warm-up set for a new account (and for archives made before it was a setting).
    public static let defaultWarmUpRestSeconds = 60
    /// The rest after a drop set for a new account: none.
    public static let defaultDropSetRestSeconds = 0

    /// The settings a new account starts with.
    public static func defaults(timeZoneIdentifier: String = "UTC") -> UserSettings {
        UserSettings(weightUnit: .kilograms, appearance: .system, timeZoneIdentifier: timeZoneIdentifier, defaultRestSeconds: 120)
    }

    /// The user's time zone; settings are validated on save, so this falls back only for legacy rows.
    public var timeZone: TimeZone { TimeZone(identifier: timeZoneIdentifier) ?? TimeZone(identifier: "UTC")! }

    /// The allowed range for the default rest timer.
    public static let restSecondsRange = 0...3600

    /// The allowed range for the weekly session target.
    public static let weeklyTargetRange = 1...7
}
