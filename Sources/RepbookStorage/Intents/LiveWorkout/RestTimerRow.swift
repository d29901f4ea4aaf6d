import Foundation
import RepbookCore

/// The workout's rest countdown, two columns of `workout`.
public enum RestTimerRow {
    /// Writes the countdown (nil: none) and answers it as stored, to the millisecond.
    @discardableResult
    public static func write(_ timer: RestTimer?, workoutID: Int64, _ connection: any SQLConnection) throws -> RestTimer? {
        guard let row = try connection.row(statement, [timer?.startedAt, timer?.endsAt, workoutID]) else { return nil }
        let start: Date? = try row["rest_started_at"]
        let end: Date? = try row["rest_ends_at"]
        guard let start, let end else { return nil }
        return RestTimer(startedAt: start, endsAt: end)
    }

    private static let statement: SQL = """
        UPDATE workout SET rest_started_at = ?, rest_ends_at = ? WHERE id = ? RETURNING rest_started_at, rest_ends_at
        """
}
