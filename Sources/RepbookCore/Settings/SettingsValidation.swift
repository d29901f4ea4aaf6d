import Foundation

/// Checks settings a user submitted before they are stored.
public enum SettingsValidation {
    /// Throws a field-named error when the time zone is unknown or the rest time or weekly target is out of range.
    public static func validate(_ settings: UserSettings) throws(DomainError) {
        guard TimeZone(identifier: settings.timeZoneIdentifier) != nil else {
            throw .invalid(field: "time_zone", message: "Unknown time zone \"\(settings.timeZoneIdentifier)\"; use a name such as Europe/Berlin.")
        }
        guard UserSettings.restSecondsRange.contains(settings.defaultRestSeconds) else {
            throw .invalid(field: "default_rest_seconds", message: "Default rest must be between 0 and 3600 seconds.")
        }
        guard UserSettings.restSecondsRange.contains(settings.warmUpRestSeconds) else {
            throw .invalid(field: "warmup_rest_seconds", message: "Rest after a warm-up must be between 0 and 3600 seconds.")
        }
        guard UserSettings.restSecondsRange.contains(settings.dropSetRestSeconds) else {
            throw .invalid(field: "drop_rest_seconds", message: "Rest after a drop set must be between 0 and 3600 seconds.")
        }
        guard UserSettings.weeklyTargetRange.contains(settings.weeklyTarget) else {
            throw .invalid(field: "weekly_target", message: "The weekly target must be between 1 and 7 sessions.")
        }
    }

    /// The time zone identifiers a user can choose from: UTC first, then the known zones sorted, always including `current`.
    public static func selectableTimeZones(including current: String) -> [String] {
        var zones = TimeZone.knownTimeZoneIdentifiers.filter { $0 != "UTC" }.sorted()
        if current != "UTC" && !zones.contains(current) { zones.insert(current, at: 0) }
        return ["UTC"] + zones
    }
}
