import Foundation

/// A workout in an archive: finished (with `endedAt`) or the one in progress; the template and split it was started
/// from by name, its exercises by name, in order, with their sets.
public struct ArchivedWorkout: Codable, Equatable, Sendable {
    public var name: String
    public var notes: String
    public var source: WorkoutSource
    /// The day it belongs to, in the user's time zone.
    public var date: LocalDate
    public var startedAt: Date
    /// Absent for the workout in progress.
    public var endedAt: Date?
    public var template: String?
    public var split: String?
    public var splitDayIndex: Int?
    public var exercises: [ArchivedWorkoutExercise]
    /// The program day it ran, when started from a program; absent otherwise and in archives made before programs.
    public var program: ArchivedProgramDay?

    public init(
        name: String, notes: String, source: WorkoutSource, date: LocalDate, startedAt: Date, endedAt: Date?, template: String?,
        split: String?, splitDayIndex: Int?, exercises: [ArchivedWorkoutExercise], program: ArchivedProgramDay? = nil
    ) {
        self.program = program
        self.name = name
        self.notes = notes
        self.source = source
        self.date = date
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.template = template
        self.split = split
        self.splitDayIndex = splitDayIndex
        self.exercises = exercises
    }
}

/// An exercise of an archived workout, with the targets it was planned with (if any) and its sets in order.
public struct ArchivedWorkoutExercise: Codable, Equatable, Sendable {
    /// The name of an exercise in the archive.
    public var exercise: String
    public var supersetGroup: Int?
    public var notes: String
    public var restSeconds: Int?
    public var targetSets: Int?
    public var targetRepsMin: Int?
    public var targetRepsMax: Int?
    public var sets: [ArchivedSet]
    /// The program slot it did, when its workout ran a program day.
    public var programSlot: String?

    public init(
        exercise: String, supersetGroup: Int?, notes: String, restSeconds: Int?, targetSets: Int?, targetRepsMin: Int?,
        targetRepsMax: Int?, sets: [ArchivedSet], programSlot: String? = nil
    ) {
        self.programSlot = programSlot
        self.exercise = exercise
        self.supersetGroup = supersetGroup
        self.notes = notes
        self.restSeconds = restSeconds
        self.targetSets = targetSets
        self.targetRepsMin = targetRepsMin
        self.targetRepsMax = targetRepsMax
        self.sets = sets
    }
}

/// A set of an archived workout: the weight as typed (value and unit), reps, seconds, metres, kind, RPE, note, done.
public struct ArchivedSet: Codable, Equatable, Sendable {
    public var weight: Weight?
    public var reps: Int?
    public var durationSeconds: Int?
    public var distanceMeters: Double?
    public var kind: SetKind
    public var rpe: Double?
    public var note: String
    public var done: Bool

    /// The archived form of `values`.
    public init(_ values: SetValues, done: Bool) {
        weight = values.weight
        reps = values.reps
        durationSeconds = values.durationSeconds
        distanceMeters = values.distanceMeters
        kind = values.kind
        rpe = values.rpe
        note = values.note
        self.done = done
    }

    /// The set's values to store.
    public var values: SetValues {
        SetValues(weight: weight, reps: reps, durationSeconds: durationSeconds, distanceMeters: distanceMeters, kind: kind, rpe: rpe, note: note)
    }
}

/// The program day an archived workout ran: the program by its place in the archive's `programs`, and the position.
public struct ArchivedProgramDay: Codable, Equatable, Sendable {
    /// The index of the program in the archive's `programs`.
    public var program: Int
    public var cycle: Int
    public var week: Int
    public var day: Int

    public init(program: Int, cycle: Int, week: Int, day: Int) {
        self.program = program
        self.cycle = cycle
        self.week = week
        self.day = day
    }
}
