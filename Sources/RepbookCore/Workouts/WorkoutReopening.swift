import Foundation

/// When a finished workout can be reopened: within an hour of its end (a workout finished a minute too early), never a
/// quick-log day or an import, and only while no other workout is in progress. Older history stays read-only.
public enum WorkoutReopening {
    /// How long after its end a workout can be reopened.
    public static let window: TimeInterval = 3600

    /// Throws the reason a workout that ended at `endedAt` (nil: still in progress) from `source` cannot be reopened at `now`.
    public static func check(endedAt: Date?, source: WorkoutSource, now: Date) throws(DomainError) {
        guard let endedAt else { throw .conflict(LocalizedText("error.workout_still_in_progress")) }
        guard source != .quickLog, source != .imported else {
            throw .conflict(LocalizedText("error.quick_log_days_and_imported_workouts"))
        }
        guard now.timeIntervalSince(endedAt) <= window else {
            throw .conflict(LocalizedText("error.only_workout_finished_within_last_hour"))
        }
    }

    /// Whether the summary offers to reopen a workout that ended at `endedAt`.
    public static func isOffered(endedAt: Date?, source: WorkoutSource, now: Date) -> Bool {
        (try? check(endedAt: endedAt, source: source, now: now)) != nil
    }
}
