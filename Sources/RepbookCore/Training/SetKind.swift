/// What a logged set was: a normal working set, a warm-up, or an intensity technique.
public enum SetKind: String, CaseIterable, Codable, Sendable {
    case normal
    case warmUp = "warmup"
    case drop
    case failure
    case restPause = "rest_pause"

    /// The set's short mark in a list: nil for a normal set (which shows its number), else W, D, F or RP.
    public var mark: String? {
        switch self {
        case .normal: nil
        case .warmUp: "W"
        case .drop: "D"
        case .failure: "F"
        case .restPause: "RP"
        }
    }

    /// A human label.
    public var label: String {
        switch self {
        case .normal: "Normal set"
        case .warmUp: "Warm-up"
        case .drop: "Drop set"
        case .failure: "To failure"
        case .restPause: "Rest-pause"
        }
    }
}
