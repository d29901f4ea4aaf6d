import Foundation

/// Imports a workout history file read by `RepbookFormats`: maps its exercise names to the user's library (the lifter
/// may change any mapping), previews, then writes every new workout in one transaction, never one already imported.
public struct WorkoutImportService: Sendable {
    private let store: any RepbookStore
    private let now: Clock

    public init(store: any RepbookStore, now: @escaping Clock) {
        self.store = store
        self.now = now
    }

    /// What importing `file` would do with the lifter's `choices` (keyed by the file's exercise name); writes nothing.
    public func preview(_ file: WorkoutFile, userID: Int64, choices: [String: ExerciseChoice] = [:]) async throws -> WorkoutImportPlan {
        throw DomainError.invalid(field: "file", message: "Workout import is not built yet.")
    }

    /// Imports `file` with the lifter's `choices` in one transaction; a file with nothing new adds nothing.
    public func run(_ file: WorkoutFile, userID: Int64, choices: [String: ExerciseChoice] = [:]) async throws -> WorkoutImportReport {
        throw DomainError.invalid(field: "file", message: "Workout import is not built yet.")
    }
}
