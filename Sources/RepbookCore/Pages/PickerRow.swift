/// A row of the exercise picker: the exercise as the library lists it, and whether the workout in progress holds it
/// already (marked, and listed last).
public struct PickerRow: Sendable {
    public let exercise: ExerciseRow
    public let inWorkout: Bool

    public init(_ exercise: ExerciseRow, inWorkout: Bool) {
        self.exercise = exercise
        self.inWorkout = inWorkout
    }
}
