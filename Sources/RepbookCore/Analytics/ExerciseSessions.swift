import Foundation

/// Cuts a chronological list of performed sets into sessions: runs of sets from the same workout.
public enum ExerciseSessions {
    /// The runs of consecutive sets sharing a workout, in order; each run is non-empty.
    public static func split(_ sets: [PerformedSet]) -> [ArraySlice<PerformedSet>] {
        var sessions: [ArraySlice<PerformedSet>] = []
        var start = sets.startIndex
        while start < sets.endIndex {
            var end = start + 1
            while end < sets.endIndex && sets[end].workoutID == sets[start].workoutID { end += 1 }
            sessions.append(sets[start..<end])
            start = end
        }
        return sessions
    }
}
