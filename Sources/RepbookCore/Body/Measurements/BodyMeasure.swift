import Foundation

/// A measurement the user can log: its key and the name shown ("Waist", "Wrist").
public struct BodyMeasure: Equatable, Sendable {
    public let key: MeasureKey
    public let name: String

    public init(key: MeasureKey, name: String) {
        self.key = key
        self.name = name
    }

    /// Whether the user named it (and can delete it).
    public var isCustom: Bool {
        if case .custom = key { return true }
        return false
    }

    /// The built-in measurements in the order the pages show them.
    public static let builtIn: [BodyMeasure] = BodySite.allCases.map { BodyMeasure(key: .site($0), name: $0.label) }

    /// The built-in measurements followed by `custom` ones in name order.
    public static func all(custom: [BodyMeasure]) -> [BodyMeasure] {
        builtIn + custom.sorted { $0.name.lowercased() < $1.name.lowercased() }
    }
}
