/// What an exercise is performed with.
public enum Equipment: String, CaseIterable, Codable, Sendable {
    case barbell
    case dumbbell
    case kettlebell
    case machine
    case cable
    case smithMachine = "smith_machine"
    case ezBar = "ez_bar"
    case trapBar = "trap_bar"
    case bodyweight
    case band
    case cardioMachine = "cardio_machine"
    case other
    case none

    /// A human label.
    public var label: String {
        switch self {
        case .smithMachine: "Smith machine"
        case .ezBar: "EZ bar"
        case .trapBar: "Trap bar"
        case .cardioMachine: "Cardio machine"
        case .none: "None"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}
