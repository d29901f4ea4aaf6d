/// How a set of an exercise is measured.
public enum ExerciseKind: String, CaseIterable, Codable, Sendable {
    case weightAndReps = "weight_reps"
    case bodyweightReps = "bodyweight_reps"
    case weightedBodyweight = "weighted_bodyweight"
    case assistedBodyweight = "assisted_bodyweight"
    case repsOnly = "reps_only"
    case duration
    case distanceAndDuration = "distance_duration"

    /// A human label.
    public var label: String {
        switch self {
        case .weightAndReps: "Weight and reps"
        case .bodyweightReps: "Bodyweight reps"
        case .weightedBodyweight: "Weighted bodyweight"
        case .assistedBodyweight: "Assisted bodyweight"
        case .repsOnly: "Reps only"
        case .duration: "Duration"
        case .distanceAndDuration: "Distance and duration"
        }
    }
}
