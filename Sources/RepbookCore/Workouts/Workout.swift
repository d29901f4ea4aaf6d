import Foundation

/// A training session: in progress while `endedAt` is nil, read-only once finished.
public struct Workout: Equatable, Sendable, Identifiable {
    public let id: Int64
    public let name: String
    public let notes: String
    public let source: WorkoutSource
    /// The day it belongs to, in the user's time zone when it started.
    public let date: LocalDate
    public let startedAt: Date
    public let endedAt: Date?
    public let templateID: Int64?
    public let splitID: Int64?
    public let splitDayIndex: Int?
    public let exercises: [WorkoutExercise]
    /// The running rest countdown, if any.
    public let rest: RestTimer?
    /// The program day the workout runs, when started from a program.
    public let program: WorkoutProgramLink?

    public init(
        id: Int64, name: String, notes: String = "", source: WorkoutSource, date: LocalDate, startedAt: Date, endedAt: Date?,
        templateID: Int64? = nil, splitID: Int64? = nil, splitDayIndex: Int? = nil, exercises: [WorkoutExercise], rest: RestTimer? = nil,
        program: WorkoutProgramLink? = nil
    ) {
        self.program = program
        self.id = id
        self.name = name
        self.notes = notes
        self.source = source
        self.date = date
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.templateID = templateID
        self.splitID = splitID
        self.splitDayIndex = splitDayIndex
        self.exercises = exercises
        self.rest = rest
    }

    /// Whether the workout is still being logged.
    public var isActive: Bool { endedAt == nil }

    /// Every set, in order.
    public var allSets: [WorkoutSet] { exercises.flatMap(\.sets) }

    /// This workout with `timer` as its rest countdown.
    public func resting(_ timer: RestTimer?) -> Workout {
        Workout(
            id: id, name: name, notes: notes, source: source, date: date, startedAt: startedAt, endedAt: endedAt, templateID: templateID,
            splitID: splitID, splitDayIndex: splitDayIndex, exercises: exercises, rest: timer, program: program)
    }

    /// This workout with one set's values and done mark replaced, as the store holds them after `updateSet`.
    public func replacingSet(_ setID: Int64, values: SetValues, isDone: Bool) -> Workout {
        Workout(
            id: id, name: name, notes: notes, source: source, date: date, startedAt: startedAt, endedAt: endedAt, templateID: templateID,
            splitID: splitID, splitDayIndex: splitDayIndex,
            exercises: exercises.map { exercise in
                guard exercise.sets.contains(where: { $0.id == setID }) else { return exercise }
                return exercise.replacingSets(exercise.sets.map { set in
                    set.id == setID ? WorkoutSet(id: set.id, position: set.position, values: values, isDone: isDone, suggestion: set.suggestion) : set
                })
            },
            rest: rest, program: program)
    }

    /// The exercise holding a set.
    public func exercise(holding setID: Int64) -> WorkoutExercise? {
        exercises.first { $0.sets.contains { $0.id == setID } }
    }
}

/// An exercise inside a workout, with its sets and the targets it was planned with.
public struct WorkoutExercise: Equatable, Sendable, Identifiable {
    public let id: Int64
    public let exerciseID: Int64
    public let exerciseName: String
    public let kind: ExerciseKind
    public let position: Int
    public let supersetGroup: Int?
    public let notes: String
    public let restSeconds: Int?
    public let targetSets: Int?
    public let targetReps: RepRange?
    public let sets: [WorkoutSet]
    /// Why the sets were prefilled as they were, when a progression rule suggested them.
    public let suggestionReason: String?
    /// What the exercise is performed with (plates are shown for barbell work).
    public let equipment: Equipment
    /// The program slot the exercise does, when the workout runs a program day.
    public let programSlotKey: String?

    public init(
        id: Int64, exerciseID: Int64, exerciseName: String, kind: ExerciseKind, position: Int, supersetGroup: Int? = nil,
        notes: String = "", restSeconds: Int? = nil, targetSets: Int? = nil, targetReps: RepRange? = nil, sets: [WorkoutSet],
        suggestionReason: String? = nil, equipment: Equipment = .none, programSlotKey: String? = nil
    ) {
        self.programSlotKey = programSlotKey
        self.suggestionReason = suggestionReason
        self.equipment = equipment
        self.id = id
        self.exerciseID = exerciseID
        self.exerciseName = exerciseName
        self.kind = kind
        self.position = position
        self.supersetGroup = supersetGroup
        self.notes = notes
        self.restSeconds = restSeconds
        self.targetSets = targetSets
        self.targetReps = targetReps
        self.sets = sets
    }
}

extension WorkoutExercise {
    /// This exercise with `sets` in place of its own.
    func replacingSets(_ sets: [WorkoutSet]) -> WorkoutExercise {
        WorkoutExercise(
            id: id, exerciseID: exerciseID, exerciseName: exerciseName, kind: kind, position: position, supersetGroup: supersetGroup,
            notes: notes, restSeconds: restSeconds, targetSets: targetSets, targetReps: targetReps, sets: sets,
            suggestionReason: suggestionReason, equipment: equipment, programSlotKey: programSlotKey)
    }
}

/// A set inside a workout.
public struct WorkoutSet: Equatable, Sendable, Identifiable {
    public let id: Int64
    public let position: Int
    public let values: SetValues
    public let isDone: Bool
    /// What a progression rule suggested for this set when the workout started; nil for sets no rule filled.
    public let suggestion: SetSuggestion?
    /// 1 when made, one more on every change; a change sent against an older version is refused.
    public let version: Int

    public init(id: Int64, position: Int, values: SetValues, isDone: Bool, suggestion: SetSuggestion? = nil, version: Int = 1) {
        self.suggestion = suggestion
        self.id = id
        self.position = position
        self.values = values
        self.isDone = isDone
        self.version = version
    }
}

/// A rest countdown: from `startedAt` to `endsAt`.
public struct RestTimer: Equatable, Sendable {
    public let startedAt: Date
    public let endsAt: Date

    public init(startedAt: Date, endsAt: Date) {
        self.startedAt = startedAt
        self.endsAt = endsAt
    }

    /// Seconds left at `now`, never below zero.
    public func secondsLeft(at now: Date) -> Int {
        max(0, Int(endsAt.timeIntervalSince(now).rounded(.up)))
    }
}
