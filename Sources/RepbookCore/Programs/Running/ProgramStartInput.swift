import Foundation

/// What a user gives to start a program: a library slug (or their own edited copy or imported file), the training maxes
/// (by lift key or by their exercise id), which of their exercises each lift is (the rest matched by name), and whether
/// a lift without a training max gets the one suggested from their history.
public struct ProgramStartInput: Equatable, Sendable {
    /// A library slug; unused when `program` is given.
    public var from: String
    /// An edited copy or an imported program file, validated before use.
    public var program: Program?
    /// Training maxes by lift key.
    public var trainingMaxes: [String: Weight]
    /// Training maxes by the user's exercise id (the API's form); the lift is the one mapped to that exercise.
    public var trainingMaxesByExercise: [Int64: Weight]
    /// The user's exercise for a lift key; lifts not given are matched to the user's exercises by name.
    public var exerciseIDs: [String: Int64]
    /// A lift without a typed training max takes the one `TrainingMaxSuggestion` makes from the history.
    public var suggestTrainingMaxes: Bool

    public init(
        from: String, program: Program? = nil, trainingMaxes: [String: Weight] = [:], trainingMaxesByExercise: [Int64: Weight] = [:],
        exerciseIDs: [String: Int64] = [:], suggestTrainingMaxes: Bool = false
    ) {
        self.from = from
        self.program = program
        self.trainingMaxes = trainingMaxes
        self.trainingMaxesByExercise = trainingMaxesByExercise
        self.exerciseIDs = exerciseIDs
        self.suggestTrainingMaxes = suggestTrainingMaxes
    }
}
