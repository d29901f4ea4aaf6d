import Foundation

/// What a line of an imported file measures: a built-in site, or a custom measurement by name (created by the import
/// when the user has none of that name).
public enum MeasurementTarget: Hashable, Sendable {
    case site(BodySite)
    case custom(name: String)

    /// The name a file or a page shows: the site's key (`upper-arm-left`) or the custom name.
    public var fileName: String {
        switch self {
        case .site(let site): site.rawValue
        case .custom(let name): name
        }
    }

    /// The name a page shows in the reader's language: a site's from the catalog (`body.site.upper_arm_left`), a custom
    /// measurement's as the user wrote it.
    public var shownName: LocalizedText {
        switch self {
        case .site(let site): LocalizedText("body.site.\(site.rawValue.replacingOccurrences(of: "-", with: "_"))")
        case .custom(let name): .verbatim(name)
        }
    }

    /// The target a file's measurement column names: a site by its key or its label (any case, spacing or
    /// punctuation: "Upper arm, left", "upper_arm_left"), else a custom measurement of that name.
    public static func named(_ text: String) -> MeasurementTarget {
        let key = MeasurementRules.nameKey(
            text.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: ",", with: " "))
        for site in BodySite.allCases {
            let names = [site.rawValue.replacingOccurrences(of: "-", with: " "), site.label.replacingOccurrences(of: ",", with: " ")]
            if names.contains(where: { MeasurementRules.nameKey($0) == key }) { return .site(site) }
        }
        return .custom(name: text)
    }
}
