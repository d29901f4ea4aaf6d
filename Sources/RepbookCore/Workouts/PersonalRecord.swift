import Foundation

/// A personal record set in a workout: a value that beats every earlier working set of the exercise.
public struct PersonalRecord: Equatable, Sendable {
    /// Which figure was beaten.
    public enum Kind: String, CaseIterable, Codable, Sendable {
        case heaviestWeight = "heaviest_weight"
        case bestE1RM = "best_e1rm"
        case mostRepsAtWeight = "most_reps_at_weight"
        case bestSetVolume = "best_set_volume"
        case bestSessionVolume = "best_session_volume"

        /// A human label.
        public var label: String {
            switch self {
            case .heaviestWeight: "Heaviest weight"
            case .bestE1RM: "Best estimated 1RM"
            case .mostRepsAtWeight: "Most reps"
            case .bestSetVolume: "Best set volume"
            case .bestSessionVolume: "Best session volume"
            }
        }
    }

    public let exerciseID: Int64
    public let exerciseName: String
    public let kind: Kind
    /// The record figure in kilograms (weight, e1RM or volume); for most reps, the weight the reps were done at.
    public let kilograms: Double
    /// For most reps at a weight: the reps.
    public let reps: Int?
    /// The previous best it beat, in the same terms.
    public let previousKilograms: Double?
    public let previousReps: Int?

    public init(
        exerciseID: Int64, exerciseName: String, kind: Kind, kilograms: Double, reps: Int? = nil,
        previousKilograms: Double? = nil, previousReps: Int? = nil
    ) {
        self.exerciseID = exerciseID
        self.exerciseName = exerciseName
        self.kind = kind
        self.kilograms = kilograms
        self.reps = reps
        self.previousKilograms = previousKilograms
        self.previousReps = previousReps
    }
}
