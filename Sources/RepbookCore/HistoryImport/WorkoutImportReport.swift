/// What a workout history import wrote.
public struct WorkoutImportReport: Equatable, Sendable {
    public let workoutsAdded: Int
    public let setsAdded: Int
    public let exercisesCreated: Int
    /// Workouts of the file already in the log, left alone.
    public let workoutsSkipped: Int

    public init(workoutsAdded: Int, setsAdded: Int, exercisesCreated: Int, workoutsSkipped: Int) {
        self.workoutsAdded = workoutsAdded
        self.setsAdded = setsAdded
        self.exercisesCreated = exercisesCreated
        self.workoutsSkipped = workoutsSkipped
    }
}
