/// What the flow after a done set needs of a workout: its exercises in order, with their superset group and rest, and
/// the done marks of their sets in order; read without the sets' values, so a store answers it from an index.
public struct WorkoutOutline: Equatable, Sendable {
    /// One exercise of the outline.
    public struct Exercise: Equatable, Sendable {
        public let id: Int64
        public let position: Int
        public let supersetGroup: Int?
        public let restSeconds: Int?
        public let sets: [SetMark]

        public init(id: Int64, position: Int, supersetGroup: Int?, restSeconds: Int?, sets: [SetMark]) {
            self.id = id
            self.position = position
            self.supersetGroup = supersetGroup
            self.restSeconds = restSeconds
            self.sets = sets
        }
    }

    /// A set's id and whether it is done.
    public struct SetMark: Equatable, Sendable {
        public let id: Int64
        public let isDone: Bool

        public init(id: Int64, isDone: Bool) {
            self.id = id
            self.isDone = isDone
        }
    }

    /// The exercises, in their order in the workout.
    public let exercises: [Exercise]

    public init(exercises: [Exercise]) {
        self.exercises = exercises
    }
}

extension Workout {
    /// The outline of this workout.
    public var outline: WorkoutOutline {
        WorkoutOutline(exercises: exercises.map { exercise in
            WorkoutOutline.Exercise(
                id: exercise.id, position: exercise.position, supersetGroup: exercise.supersetGroup, restSeconds: exercise.restSeconds,
                sets: exercise.sets.map { WorkoutOutline.SetMark(id: $0.id, isDone: $0.isDone) })
        })
    }
}
