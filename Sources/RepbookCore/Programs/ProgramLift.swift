import Foundation

/// A lift a program uses, by a stable key that later maps to one of the user's exercises.
public struct ProgramLift: Equatable, Sendable {
    /// Upper or lower body: 5/3/1 and others pick the training-max step by it.
    public enum Region: String, Sendable { case upper, lower }

    /// How a prescribed weight becomes one the lifter can load.
    public enum Loading: Equatable, Sendable {
        /// A barbell: the user's bar and plates.
        case barbell
        /// Dumbbells, machines, cables: the nearest multiple of a step.
        case steps(LoadStep)
    }

    /// Stable within the program, such as `squat`; never shown.
    public var key: String
    public var name: String
    public var region: Region
    public var loading: Loading

    public init(key: String, name: String, region: Region, loading: Loading = .barbell) {
        self.key = key
        self.name = name
        self.region = region
        self.loading = loading
    }
}
