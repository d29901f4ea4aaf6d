import Foundation

/// The built-in body measurements: one value each for the trunk and neck, left and right for the limbs.
public enum BodySite: String, CaseIterable, Codable, Sendable {
    case waist, chest, hips, neck
    case upperArmLeft = "upper-arm-left", upperArmRight = "upper-arm-right"
    case forearmLeft = "forearm-left", forearmRight = "forearm-right"
    case thighLeft = "thigh-left", thighRight = "thigh-right"
    case calfLeft = "calf-left", calfRight = "calf-right"

    /// "Upper arm, left".
    public var label: String {
        switch self {
        case .waist: "Waist"
        case .chest: "Chest"
        case .hips: "Hips"
        case .neck: "Neck"
        case .upperArmLeft: "Upper arm, left"
        case .upperArmRight: "Upper arm, right"
        case .forearmLeft: "Forearm, left"
        case .forearmRight: "Forearm, right"
        case .thighLeft: "Thigh, left"
        case .thighRight: "Thigh, right"
        case .calfLeft: "Calf, left"
        case .calfRight: "Calf, right"
        }
    }

    /// The part measured, without the side: "Upper arm".
    public var part: String { label.split(separator: ",").first.map(String.init) ?? label }

    /// "left", "right", or nil for a single measurement.
    public var side: String? {
        let pieces = label.split(separator: ",")
        return pieces.count == 2 ? pieces[1].trimmingCharacters(in: .whitespaces) : nil
    }
}
