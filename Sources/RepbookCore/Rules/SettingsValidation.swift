import Foundation

/// Checks settings a user submitted before they are stored.
public enum SettingsValidation {
    /// Throws a field-named error when the time zone is unknown or the rest time is out of range.
    public static func validate(_ settings: UserSettings) throws(DomainError) {
        guard TimeZone(identifier: settings.timeZoneIdentifier) != nil else {
            throw .invalid(field: "time_zone", message: "Unknown time zone \"\(settings.timeZoneIdentifier)\"; use a name such as Europe/Berlin.")
        }
        guard UserSettings.restSecondsRange.contains(settings.defaultRestSeconds) else {
            throw .invalid(field: "default_rest_seconds", message: "Default rest must be between 0 and 3600 seconds.")
        }
    }

    /// The time zone identifiers a user can choose from, sorted.
    public static var knownTimeZones: [String] {
        TimeZone.knownTimeZoneIdentifiers.sorted()
    }
}
