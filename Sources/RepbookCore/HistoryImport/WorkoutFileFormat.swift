/// The workout history files Repbook reads: the exports of Strong, Hevy and FitNotes, and its own CSV.
public enum WorkoutFileFormat: String, CaseIterable, Codable, Sendable {
    case strong
    case hevy
    case fitnotes
    case repbook

    /// The app's name, as a lifter knows it.
    public var label: String {
        switch self {
        case .strong: "Strong"
        case .hevy: "Hevy"
        case .fitnotes: "FitNotes"
        case .repbook: "Repbook"
        }
    }
}
