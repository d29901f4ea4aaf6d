import Foundation

/// When a finished workout can be reopened: within an hour of its end (a workout finished a minute too early), never a
/// quick-log day or an import, and only while no other workout is in progress. Older history stays read-only.
public enum WorkoutReopening {
    /// How long after its end a workout can be reopened.
    public static let window: TimeInterval = 3600

    /// Throws the reason a workout that ended at `endedAt` (nil: still in progress) from `source` cannot be reopened at `now`.
    public static func check(endedAt: Date?, source: WorkoutSource, now: Date) throws(DomainError) {
        guard let endedAt else { throw .conflict("This workout is still in progress.") }
        guard source != .quickLog, source != .imported else {
            throw .conflict("Quick-log days and imported workouts are not reopened; change their lines instead.")
        }
        guard now.timeIntervalSince(endedAt) <= window else {
            throw .conflict("Only a workout finished within the last hour can be reopened; older history stays read-only.")
        }
    }

    /// Whether the summary offers to reopen a workout that ended at `endedAt`.
    public static func isOffered(endedAt: Date?, source: WorkoutSource, now: Date) -> Bool {
        (try? check(endedAt: endedAt, source: source, now: now)) != nil
    }
}
