import Foundation

/// What a reader made of a workout history file: its workouts in file order with the exercises named as the file names
/// them, and the rows it left out with the reason. The import service decides what is written.
public struct WorkoutFile: Equatable, Sendable {
    public let format: WorkoutFileFormat
    /// The weight unit the file states, or nil when it states none and the lifter's choice was assumed.
    public let statedUnit: WeightUnit?
    /// The unit weights without a stated unit were read in.
    public let assumedUnit: WeightUnit
    public let workouts: [ImportedWorkout]
    /// Rows not turned into sets (rest-timer rows, broken values), each with its line and reason.
    public let skipped: [SkippedImportRow]
    /// Data rows read (the header and blank lines not counted).
    public let rowCount: Int

    public init(
        format: WorkoutFileFormat, statedUnit: WeightUnit?, assumedUnit: WeightUnit, workouts: [ImportedWorkout],
        skipped: [SkippedImportRow], rowCount: Int
    ) {
        self.format = format
        self.statedUnit = statedUnit
        self.assumedUnit = assumedUnit
        self.workouts = workouts
        self.skipped = skipped
        self.rowCount = rowCount
    }

    /// The number of sets across all workouts.
    public var setCount: Int { workouts.reduce(0) { $0 + $1.setCount } }
}

/// A workout as the file has it: a wall-clock start without a zone, an optional length, and its exercises in order.
public struct ImportedWorkout: Equatable, Sendable {
    /// The 1-based line of its first row.
    public let line: Int
    public let name: String
    public let start: NaiveDateTime
    /// Its length in seconds, when the file gives one.
    public let durationSeconds: Int?
    public let notes: String
    public let exercises: [ImportedExercise]

    public init(line: Int, name: String, start: NaiveDateTime, durationSeconds: Int?, notes: String, exercises: [ImportedExercise]) {
        self.line = line
        self.name = name
        self.start = start
        self.durationSeconds = durationSeconds
        self.notes = notes
        self.exercises = exercises
    }

    /// The number of sets across its exercises.
    public var setCount: Int { exercises.reduce(0) { $0 + $1.sets.count } }
}

/// An exercise of an imported workout, named as the file names it, with its sets in order.
public struct ImportedExercise: Equatable, Sendable {
    public let name: String
    /// The file's category for it (FitNotes has one), as written.
    public let category: String?
    public let notes: String
    /// Exercises of one workout sharing a superset number are done as a superset.
    public let supersetGroup: Int?
    public let sets: [ImportedSet]

    public init(name: String, category: String? = nil, notes: String = "", supersetGroup: Int? = nil, sets: [ImportedSet]) {
        self.name = name
        self.category = category
        self.notes = notes
        self.supersetGroup = supersetGroup
        self.sets = sets
    }
}

/// A set read from one line: its values, weights in the unit the file gives or the one assumed.
public struct ImportedSet: Equatable, Sendable {
    /// The 1-based line it came from.
    public let line: Int
    public let values: SetValues

    public init(line: Int, values: SetValues) {
        self.line = line
        self.values = values
    }
}

/// A row of an imported file that is not a set, with the reason in words a lifter understands.
public struct SkippedImportRow: Equatable, Sendable {
    /// The 1-based line of the file.
    public let line: Int
    public let reason: LocalizedText

    public init(line: Int, reason: LocalizedText) {
        self.line = line
        self.reason = reason
    }
}
