/// A user's settings in an archive: units, look, time zone, rest default, how progress is measured, height and goal.
public struct ArchivedSettings: Codable, Equatable, Sendable {
    public var weightUnit: WeightUnit
    public var appearance: Appearance
    /// An IANA time zone identifier such as `Europe/Berlin`.
    public var timeZone: String
    public var defaultRestSeconds: Int
    public var oneRepMaxFormula: OneRepMaxFormula
    public var weeklyTarget: Int
    public var heightCentimetres: Double?
    public var goalWeight: Weight?
    /// Rest after a warm-up and after a drop set; absent in archives made before they were settings (defaults apply).
    public var warmUpRestSeconds: Int?
    public var dropSetRestSeconds: Int?
    /// The scale efforts are shown and typed in; absent in archives made before it was a setting (RPE then).
    public var effortScale: EffortScale?
    /// The language choice (`auto` or a tag); absent in archives made before it was a setting, or a language this
    /// version does not know: `auto` then.
    public var language: String?
    /// The bar, plates and warm-up steps; absent when the standard ones were kept (and in older archives).
    public var coaching: ArchivedCoaching?

    /// The archived form of `settings`.
    public init(_ settings: UserSettings) {
        weightUnit = settings.weightUnit
        appearance = settings.appearance
        timeZone = settings.timeZoneIdentifier
        defaultRestSeconds = settings.defaultRestSeconds
        oneRepMaxFormula = settings.oneRepMaxFormula
        weeklyTarget = settings.weeklyTarget
        heightCentimetres = settings.heightCentimetres
        goalWeight = settings.goalWeight
        warmUpRestSeconds = settings.warmUpRestSeconds
        dropSetRestSeconds = settings.dropSetRestSeconds
        effortScale = settings.effortScale
        language = settings.language
    }

    /// The settings to store.
    public var userSettings: UserSettings {
        UserSettings(
            weightUnit: weightUnit, appearance: appearance, timeZoneIdentifier: timeZone, defaultRestSeconds: defaultRestSeconds,
            oneRepMaxFormula: oneRepMaxFormula, weeklyTarget: weeklyTarget, heightCentimetres: heightCentimetres, goalWeight: goalWeight,
            warmUpRestSeconds: warmUpRestSeconds ?? UserSettings.defaultWarmUpRestSeconds,
            dropSetRestSeconds: dropSetRestSeconds ?? UserSettings.defaultDropSetRestSeconds, effortScale: effortScale ?? .rpe,
            language: language.flatMap { Localization.isValidChoice($0) ? $0 : nil } ?? Localization.automatic)
    }
}
