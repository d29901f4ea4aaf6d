/// One angle in a photo form's angle chooser, checked when it is the current one.
public struct PhotoAngleChoice: Sendable {
    public let value: String
    public let label: String
    public let isChecked: Bool

    /// Every angle, with `selected` checked.
    public static func all(selected: PhotoAngle) -> [PhotoAngleChoice] {
        PhotoAngle.allCases.map { PhotoAngleChoice(value: $0.rawValue, label: $0.label, isChecked: $0 == selected) }
    }
}
