import Foundation

/// Checks settings a user submitted before they are stored.
public enum SettingsValidation {
    /// Throws a field-named error when the time zone is unknown or the rest time or weekly target is out of range.
    public static func validate(_ settings: UserSettings) throws(DomainError) {
        guard TimeZone(identifier: settings.timeZoneIdentifier) != nil else {
            throw .invalid(field: "time_zone", message:
                LocalizedText("error.unknown_time_zone_use_name_such", ["timeZoneIdentifier": "\(settings.timeZoneIdentifier)"]))
        }
        guard UserSettings.restSecondsRange.contains(settings.defaultRestSeconds) else {
            throw .invalid(field: "default_rest_seconds", message: LocalizedText("error.default_rest_between_0_and_3600"))
        }
        guard UserSettings.restSecondsRange.contains(settings.warmUpRestSeconds) else {
            throw .invalid(field: "warmup_rest_seconds", message: LocalizedText("error.settings.warm_up_rest_range"))
        }
        guard UserSettings.restSecondsRange.contains(settings.dropSetRestSeconds) else {
            throw .invalid(field: "drop_rest_seconds", message: LocalizedText("error.settings.drop_set_rest_range"))
        }
        guard UserSettings.weeklyTargetRange.contains(settings.weeklyTarget) else {
            throw .invalid(field: "weekly_target", message: LocalizedText("error.weekly_target_between_1_and_7"))
        }
    }

    /// The time zone identifiers a user can choose from: UTC first, then the known zones sorted, always including `current`.
    public static func selectableTimeZones(including current: String) -> [String] {
        var zones = TimeZone.knownTimeZoneIdentifiers.filter { $0 != "UTC" }.sorted()
        if current != "UTC" && !zones.contains(current) { zones.insert(current, at: 0) }
        return ["UTC"] + zones
    }
}
