import Foundation

/// The angle a progress photo was taken from; photos are compared within one angle.
public enum PhotoAngle: String, CaseIterable, Sendable {
    case front, side, back

    /// The angle's name for people, such as "Front".
    public var label: String {
        switch self {
        case .front: "Front"
        case .side: "Side"
        case .back: "Back"
        }
    }

    /// Reads an angle as sent by a form or the API (`front`, `side` or `back`, any case), naming `field` when it is wrong.
    public static func parse(_ text: String?, field: String = "angle") throws(DomainError) -> PhotoAngle {
        let raw = text?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        guard !raw.isEmpty else { throw .invalid(field: field, message: LocalizedText("error.angle_required_front_side_or_back")) }
        guard let angle = PhotoAngle(rawValue: raw) else { throw .invalid(field: field, message: LocalizedText("error.angle_front_side_or_back")) }
        return angle
    }
}
