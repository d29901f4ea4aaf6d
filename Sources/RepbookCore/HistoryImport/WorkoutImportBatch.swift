import Foundation

/// What a workout history import writes, all or nothing: finished workouts whose exercises are the user's or new ones.
public struct WorkoutImportBatch: Equatable, Sendable {
    /// The exercises to create, each only when a workout that is written uses it.
    public var newExercises: [ExerciseDraft]
    /// The workouts in file order, already in the user's time zone.
    public var workouts: [ImportBatchWorkout]

    public init(newExercises: [ExerciseDraft], workouts: [ImportBatchWorkout]) {
        self.newExercises = newExercises
        self.workouts = workouts
    }

    /// From the earliest start to just after the latest (to the second); nil without workouts.
    public var startRange: Range<Date>? {
        guard let first = workouts.map(\.startedAt).min(), let last = workouts.map(\.startedAt).max() else { return nil }
        return first.secondFloor..<(last.secondFloor + 1)
    }
}

/// Where the sets of an imported exercise go: one of the user's exercises, or one of the batch's new ones by index.
public enum ImportedExerciseTarget: Hashable, Sendable {
    case existing(Int64)
    case new(Int)
}

/// A workout of a `WorkoutImportBatch`: a finished workout whose exercises have targets rather than ids.
public struct ImportBatchWorkout: Equatable, Sendable {
    /// The 1-based line of the file it starts on.
    public var line: Int
    public var name: String
    public var date: LocalDate
    public var startedAt: Date
    public var endedAt: Date
    public var notes: String
    public var exercises: [ImportBatchExercise]

    public init(
        line: Int, name: String, date: LocalDate, startedAt: Date, endedAt: Date, notes: String, exercises: [ImportBatchExercise]
    ) {
        self.line = line
        self.name = name
        self.date = date
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.notes = notes
        self.exercises = exercises
    }

    /// What makes it the same as a workout in the log.
    public var identity: WorkoutIdentity { WorkoutIdentity(startedAt: startedAt, name: name) }

    /// The number of sets across its exercises.
    public var setCount: Int { exercises.reduce(0) { $0 + $1.sets.count } }

    /// The finished workout to insert, each target given its exercise id by `exerciseID`.
    public func finished(exerciseID: (ImportedExerciseTarget) throws -> Int64) rethrows -> FinishedWorkoutDraft {
        FinishedWorkoutDraft(
            name: name, date: date, startedAt: startedAt, endedAt: endedAt, source: .imported, notes: notes,
            exercises: try exercises.map { exercise in
                FinishedExerciseDraft(
                    exerciseID: try exerciseID(exercise.target), sets: exercise.sets, supersetGroup: exercise.supersetGroup,
                    notes: exercise.notes)
            })
    }

    /// Refuses what the log cannot hold, naming the line of the file.
    public func validate() throws {
        do {
            try finished { _ in 0 }.validate()
        } catch DomainError.invalid(let field, let message) {
            throw DomainError.invalid(field: field, message: LocalizedText("error.line", ["line": "\(line)", "value": .localized(message)]))
        }
    }
}

/// An exercise of an `ImportBatchWorkout` with its sets in order.
public struct ImportBatchExercise: Equatable, Sendable {
    public var target: ImportedExerciseTarget
    public var sets: [SetValues]
    public var supersetGroup: Int?
    public var notes: String

    public init(target: ImportedExerciseTarget, sets: [SetValues], supersetGroup: Int? = nil, notes: String = "") {
        self.target = target
        self.sets = sets
        self.supersetGroup = supersetGroup
        self.notes = notes
    }
}

extension Date {
    /// This instant rounded down to the whole second.
    var secondFloor: Date { Date(timeIntervalSince1970: timeIntervalSince1970.rounded(.down)) }
}
