import Foundation
import RepbookCore

/// A finished workout's summary against everything started before it, read in the finishing transaction: the running
/// bests of its exercises (or, for bodyweight kinds, their earlier sessions and the body weights), and the user's 1RM
/// formula. Its cost does not grow with the history: per exercise, one seek of `exercise_session_by_exercise` and one
/// range of `exercise_rep_record_by_exercise` (`StoredSessions`).
public enum FinishedWorkoutSummaryRead {
    public static func summary(of workout: Workout, userID: Int64, _ connection: any SQLConnection) throws -> WorkoutSummary {
        let kinds = Dictionary(workout.exercises.map { ($0.exerciseID, $0.kind) }, uniquingKeysWith: { first, _ in first })
        var running: [Int64: RunningBests] = [:]
        // A point before every workout of that start, whose ids are positive.
        let before = FoldPosition(startedAt: workout.startedAt, workoutID: 0)
        for exerciseID in RecordBaseline.fromRunningBests(kinds) {
            running[exerciseID] = try StoredSessions.bests(exerciseID: exerciseID, before: before, connection)
        }
        let foldedIDs = Array(Set(RecordBaseline.foldedFromSessions(kinds))).sorted()
        let earlier = foldedIDs.isEmpty ? [] : try StoredSessions.summaries(ids: try connection.all(SQL("""
            SELECT id FROM exercise_session
            WHERE exercise_id IN (\(SQL.placeholders(foldedIDs.count))) AND started_at < ? AND workout_id <> ?
            """), foldedIDs + [workout.startedAt, workout.id] as [any SQLBindable]) { try $0["id"] }, connection).map(\.summary)
        guard let formulaRow = try connection.row("SELECT e1rm_formula FROM user_settings WHERE user_id = ?", [userID]) else {
            throw DomainError.notFound(LocalizedText("error.no_settings_for_user", ["userID": "\(userID)"]))
        }
        let formula: OneRepMaxFormula = try formulaRow.choice("e1rm_formula")
        // Only bodyweight kinds weigh the lifter, so a workout without them reads no weigh-in.
        let bodyWeight = foldedIDs.isEmpty ? BodyWeightHistory.unknown : BodyWeightHistory(try connection.all(
            "SELECT local_date, weight, weight_unit, body_fat_percent FROM body_weight WHERE user_id = ? ORDER BY local_date", [userID]
        ) { row in
            BodyWeightEntry(
                date: try row["local_date"], weight: Weight(try row["weight"], try row.choice("weight_unit")),
                bodyFatPercent: try row["body_fat_percent"])
        })
        let bests = RecordBaseline.bests(running: running, earlierSessions: earlier, formula: formula, bodyWeight: bodyWeight)
        return WorkoutSummary(of: workout, bests: bests, formula: formula, bodyWeight: bodyWeight)
    }
}
