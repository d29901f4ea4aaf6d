import Foundation

/// A planned workout: an ordered list of exercises with targets, started as many times as the lifter likes.
public struct WorkoutTemplate: Equatable, Sendable, Identifiable {
    public let id: Int64
    public let name: String
    public let notes: String
    public let exercises: [TemplateExercise]
    public let updatedAt: Date

    public init(id: Int64, name: String, notes: String, exercises: [TemplateExercise], updatedAt: Date) {
        self.id = id
        self.name = name
        self.notes = notes
        self.exercises = exercises
        self.updatedAt = updatedAt
    }

    /// The template as a draft, for copies and edits.
    public var draft: TemplateDraft {
        TemplateDraft(name: name, notes: notes, exercises: exercises.map(\.target))
    }
}

/// An exercise of a template, in order, with its targets.
public struct TemplateExercise: Equatable, Sendable {
    public let exerciseName: String
    public let exerciseKind: ExerciseKind
    public let target: ExerciseTarget

    public init(exerciseName: String, exerciseKind: ExerciseKind, target: ExerciseTarget) {
        self.exerciseName = exerciseName
        self.exerciseKind = exerciseKind
        self.target = target
    }
}

/// What a plan asks of one exercise: sets, reps, optional weight and rest, and its superset group.
public struct ExerciseTarget: Equatable, Sendable {
    public let exerciseID: Int64
    public let sets: Int
    public let reps: RepRange
    public let weight: Weight?
    public let restSeconds: Int?
    /// Exercises sharing a group number are done as a superset, in order.
    public let supersetGroup: Int?
    public let notes: String
    /// How the suggested weight and reps move from session to session.
    public let progression: Progression

    public init(
        exerciseID: Int64, sets: Int, reps: RepRange, weight: Weight? = nil, restSeconds: Int? = nil,
        supersetGroup: Int? = nil, notes: String = "", progression: Progression = .none
    ) {
        self.progression = progression
        self.exerciseID = exerciseID
        self.sets = sets
        self.reps = reps
        self.weight = weight
        self.restSeconds = restSeconds
        self.supersetGroup = supersetGroup
        self.notes = notes
    }

    /// The most sets a target may ask for.
    public static let maximumSets = 20
}

/// A validated template, ready to store.
public struct TemplateDraft: Equatable, Sendable {
    public let name: String
    public let notes: String
    public let exercises: [ExerciseTarget]

    public init(name: String, notes: String, exercises: [ExerciseTarget]) {
        self.name = name
        self.notes = notes
        self.exercises = exercises
    }

    /// The key names clash on.
    public var nameKey: String { ExerciseName.key(name) }
}
