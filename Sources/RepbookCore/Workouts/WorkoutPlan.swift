import Foundation

/// A workout about to start: its name, origin and the exercises and sets it begins with.
public struct WorkoutPlan: Equatable, Sendable {
    public let name: String
    public let source: WorkoutSource
    public let date: LocalDate
    public let startedAt: Date
    public let templateID: Int64?
    public let splitID: Int64?
    public let splitDayIndex: Int?
    public let exercises: [PlannedExercise]
    /// The program day the workout runs, when started from a program.
    public let program: WorkoutProgramLink?

    public init(
        name: String, source: WorkoutSource, date: LocalDate, startedAt: Date, templateID: Int64? = nil, splitID: Int64? = nil,
        splitDayIndex: Int? = nil, exercises: [PlannedExercise] = [], program: WorkoutProgramLink? = nil
    ) {
        self.program = program
        self.name = name
        self.source = source
        self.date = date
        self.startedAt = startedAt
        self.templateID = templateID
        self.splitID = splitID
        self.splitDayIndex = splitDayIndex
        self.exercises = exercises
    }
}

/// An exercise a workout starts with, its targets and its first (not yet done) sets.
public struct PlannedExercise: Equatable, Sendable {
    public let exerciseID: Int64
    public let supersetGroup: Int?
    public let notes: String
    public let restSeconds: Int?
    public let targetSets: Int?
    public let targetReps: RepRange?
    public let sets: [SetValues]
    /// The progression rule's suggestion for the first sets, with its reason; nil when no rule applied.
    public let suggestion: ExerciseSuggestion?
    /// The program slot the exercise does, when the workout runs a program day (its sets feed that slot's rule).
    public let programSlotKey: String?

    public init(
        exerciseID: Int64, supersetGroup: Int? = nil, notes: String = "", restSeconds: Int? = nil, targetSets: Int? = nil,
        targetReps: RepRange? = nil, sets: [SetValues], suggestion: ExerciseSuggestion? = nil, programSlotKey: String? = nil
    ) {
        self.programSlotKey = programSlotKey
        self.suggestion = suggestion
        self.exerciseID = exerciseID
        self.supersetGroup = supersetGroup
        self.notes = notes
        self.restSeconds = restSeconds
        self.targetSets = targetSets
        self.targetReps = targetReps
        self.sets = sets
    }
}
