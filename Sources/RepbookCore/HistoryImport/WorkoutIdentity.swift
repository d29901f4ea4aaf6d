import Foundation

/// What makes a workout from a file the same as one already in the log: its start to the second and its name, ignoring
/// case and accents. Importing a file twice finds every workout by it.
public struct WorkoutIdentity: Hashable, Sendable {
    /// The start in whole seconds since 1970, rounded down.
    public let startSecond: Int64
    public let nameKey: String

    public init(startedAt: Date, name: String) {
        self.startSecond = Int64(startedAt.timeIntervalSince1970.rounded(.down))
        self.nameKey = ExerciseName.key(name)
    }
}
