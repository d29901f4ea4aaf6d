/// The body area an exercise trains, used to filter the library.
public enum ExerciseCategory: String, CaseIterable, Codable, Sendable {
    case chest
    case back
    case legs
    case shoulders
    case arms
    case core
    case cardio
    case fullBody = "full_body"
    case other

    /// A human label.
    public var label: String {
        switch self {
        case .fullBody: "Full body"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}
