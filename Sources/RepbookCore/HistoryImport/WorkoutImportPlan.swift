/// The preview of a workout history import: what would be added, how each exercise name maps, and what is left out.
public struct WorkoutImportPlan: Equatable, Sendable {
    public let format: WorkoutFileFormat
    public let statedUnit: WeightUnit?
    public let assumedUnit: WeightUnit
    public let workoutsToAdd: Int
    public let setsToAdd: Int
    /// The first and last day of the workouts to add; nil when none.
    public let firstDay: LocalDate?
    public let lastDay: LocalDate?
    /// One per distinct exercise name of the workouts to add, by name.
    public let mappings: [ExerciseMapping]
    /// Workouts of the file already in the log (same start to the second and same name): never added twice.
    public let alreadyImported: [SkippedImportRow]
    /// Rows the reader left out.
    public let skippedRows: [SkippedImportRow]

    public init(
        format: WorkoutFileFormat, statedUnit: WeightUnit?, assumedUnit: WeightUnit, workoutsToAdd: Int, setsToAdd: Int,
        firstDay: LocalDate?, lastDay: LocalDate?, mappings: [ExerciseMapping], alreadyImported: [SkippedImportRow],
        skippedRows: [SkippedImportRow]
    ) {
        self.format = format
        self.statedUnit = statedUnit
        self.assumedUnit = assumedUnit
        self.workoutsToAdd = workoutsToAdd
        self.setsToAdd = setsToAdd
        self.firstDay = firstDay
        self.lastDay = lastDay
        self.mappings = mappings
        self.alreadyImported = alreadyImported
        self.skippedRows = skippedRows
    }

    /// Exercises the import would create.
    public var exercisesToCreate: Int { mappings.filter { $0.exercise == nil }.count }
}
