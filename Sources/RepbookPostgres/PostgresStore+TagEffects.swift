import Foundation
import Logging
import PostgresNIO
import RepbookCore

extension PostgresStore: TagEffectStore {
    /// One range of `exercise_session_by_user_day`; bodyweight kinds answer no e1RM (it depends on the day's body weight,
    /// and their summaries store none).
    public func tagEffectSessions(userID: Int64, from: LocalDate, formula: OneRepMaxFormula) async throws -> [TagEffectSession] {
        let column = formula == .brzycki ? "brzycki_kg" : "epley_kg"
        return try await single { connection in
            try await connection.all(
                """
                SELECT exercise_id, local_date, \(unescaped: column), volume_kg FROM exercise_session
                WHERE user_id = \(userID) AND local_date >= \(PostgresDay(from))
                ORDER BY local_date, started_at
                """, logger: logger,
                PostgresRowDecoding.row { columns in
                    TagEffectSession(
                        exerciseID: try columns.next(), date: try columns.next(PostgresDay.self).day, oneRepMaxKg: try columns.next(),
                        volumeKg: try columns.next())
                })
        }
    }

    /// The visible tags in order, each with the days of one range of `journal_day_by_user_date` that carry it (joined by
    /// the day tags' key): the span's days, never the tag's whole history.
    public func journalTagDays(userID: Int64, from: LocalDate) async throws -> [TagDays] {
        try await single { connection in
            try await connection.all(
                """
                SELECT t.id, t.name, array_agg(d.local_date) FILTER (WHERE d.local_date IS NOT NULL)
                FROM journal_tag t
                LEFT JOIN (
                    SELECT dt.tag_id, day.local_date FROM journal_day day
                    JOIN journal_day_tag dt ON dt.user_id = day.user_id AND dt.day_id = day.id
                    WHERE day.user_id = \(userID) AND day.local_date >= \(PostgresDay(from))
                ) AS d ON d.tag_id = t.id
                WHERE t.user_id = \(userID) AND NOT t.is_hidden
                GROUP BY t.id
                ORDER BY t.position, t.id
                """, logger: logger,
                PostgresRowDecoding.row { columns in
                    TagDays(
                        tagID: try columns.next(), name: try columns.next(),
                        days: Set((try columns.next([PostgresDay]?.self) ?? []).map(\.day)))
                })
        }
    }
}
