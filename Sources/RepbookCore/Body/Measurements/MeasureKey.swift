import Foundation

/// Which measurement a value belongs to: a built-in site, or a custom measurement the user named (by its id). Written
/// as text in forms, paths and files: the site's name (`waist`, `upper-arm-left`) or `custom-<id>`.
public enum MeasureKey: Hashable, Sendable, CustomStringConvertible {
    case site(BodySite)
    case custom(Int64)

    /// The prefix of a custom measurement's key.
    static let customPrefix = "custom-"

    /// The key written as `text`, or nil.
    public init?(_ text: String) {
        if let site = BodySite(rawValue: text) {
            self = .site(site)
        } else if text.hasPrefix(Self.customPrefix), let id = Int64(text.dropFirst(Self.customPrefix.count)), id > 0,
                  "\(Self.customPrefix)\(id)" == text {
            self = .custom(id)
        } else {
            return nil
        }
    }

    public var description: String {
        switch self {
        case .site(let site): site.rawValue
        case .custom(let id): "\(Self.customPrefix)\(id)"
        }
    }
}
