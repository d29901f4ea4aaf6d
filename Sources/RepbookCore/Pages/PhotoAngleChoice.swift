/// One angle in a photo form's angle chooser, checked when it is the current one.
public struct PhotoAngleChoice: Sendable {
    public let value: String
    public let label: String
    public let isChecked: Bool

    /// Every angle, with `selected` checked.
    public static func all(selected: PhotoAngle, localizer: Localizer) -> [PhotoAngleChoice] {
        PhotoAngle.allCases.map { PhotoAngleChoice(value: $0.rawValue, label: BodyWords(localizer).angle($0), isChecked: $0 == selected) }
    }
}
