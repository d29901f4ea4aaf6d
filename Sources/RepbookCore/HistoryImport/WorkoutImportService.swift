import Foundation

/// Imports a workout history file read by `RepbookFormats`: maps its exercise names to the user's library (the lifter
/// may change any mapping), previews, then writes every new workout in one transaction, never one already imported.
public struct WorkoutImportService: Sendable {
    private let store: any WorkoutHistoryStore & SettingsStore & ExerciseStore
    private let now: Clock

    public init(store: any WorkoutHistoryStore & SettingsStore & ExerciseStore, now: @escaping Clock) {
        self.store = store
        self.now = now
    }

    /// What importing `file` would do with the lifter's `choices` (keyed by the file's exercise name); writes nothing.
    /// A file with nothing new is a plan of zeros, not an error.
    public func preview(_ file: WorkoutFile, userID: Int64, choices: [String: ExerciseChoice] = [:]) async throws -> WorkoutImportPlan {
        try await plan(of: try await prepare(file, userID: userID, choices: choices), userID: userID)
    }

    /// Imports `file` with the lifter's `choices` in one transaction; a file with nothing new adds nothing. The store
    /// checks again, inside the transaction, which workouts the log has, so two imports at once never add one twice.
    public func run(_ file: WorkoutFile, userID: Int64, choices: [String: ExerciseChoice] = [:]) async throws -> WorkoutImportReport {
        try await write(try await prepare(file, userID: userID, choices: choices), userID: userID)
    }

    /// The preview, then the import, from one reading of the file and the library: what `preview` answers followed by
    /// what `run` wrote, for callers that show both.
    public func previewAndRun(
        _ file: WorkoutFile, userID: Int64, choices: [String: ExerciseChoice] = [:]
    ) async throws -> (plan: WorkoutImportPlan, report: WorkoutImportReport) {
        let prepared = try await prepare(file, userID: userID, choices: choices)
        let plan = try await plan(of: prepared, userID: userID)
        return (plan, try await write(prepared, userID: userID))
    }

    /// The plan of `prepared` against the workouts the log holds in its time span.
    private func plan(of prepared: PreparedWorkoutImport, userID: Int64) async throws -> WorkoutImportPlan {
        guard let range = prepared.batch.startRange else { return prepared.plan(inLog: []) }
        return prepared.plan(inLog: try await store.workoutIdentities(userID: userID, startedIn: range))
    }

    /// Writes `prepared` in one transaction; workouts repeated inside the file count as skipped.
    private func write(_ prepared: PreparedWorkoutImport, userID: Int64) async throws -> WorkoutImportReport {
        let written = try await store.importWorkoutHistory(prepared.batch, userID: userID, now: now())
        return WorkoutImportReport(
            workoutsAdded: written.workoutsAdded, setsAdded: written.setsAdded, exercisesCreated: written.exercisesCreated,
            workoutsSkipped: written.workoutsSkipped + prepared.repeatedInFile.count)
    }

    /// `file` resolved against the user's exercises (archived ones too) in the user's time zone.
    private func prepare(_ file: WorkoutFile, userID: Int64, choices: [String: ExerciseChoice]) async throws -> PreparedWorkoutImport {
        let settings = try await store.settings(userID: userID)
        let exercises = try await store.exercises(userID: userID, query: ExerciseQuery(includeArchived: true))
        return try PreparedWorkoutImport(file: file, exercises: exercises, timeZone: settings.timeZone, choices: choices)
    }
}
