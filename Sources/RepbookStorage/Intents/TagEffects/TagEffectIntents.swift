import Foundation
import RepbookCore

/// The reads behind the journal-tag comparison: a span of the session summaries and the tagged days of that span.
extension SQLStore {
    /// One range of `exercise_session_by_user_day`; bodyweight kinds answer no e1RM (it depends on the day's body weight,
    /// and their summaries store none).
    public func tagEffectSessions(userID: Int64, from: LocalDate, formula: OneRepMaxFormula) async throws -> [TagEffectSession] {
        let column = formula == .brzycki ? "brzycki_kg" : "epley_kg"
        let statement = SQL(
            sqlite: """
                SELECT exercise_id, local_date, \(column) AS one_rep_max_kg, volume_kg FROM exercise_session INDEXED BY exercise_session_by_user_day
                WHERE user_id = ? AND local_date >= ?
                """,
            postgres: """
                SELECT exercise_id, local_date, \(column) AS one_rep_max_kg, volume_kg FROM exercise_session
                WHERE user_id = ? AND local_date >= ?
                ORDER BY local_date, started_at
                """)
        return try await engine.readSingle { connection in
            try connection.all(statement, [userID, from]) { row in
                TagEffectSession(
                    exerciseID: try row["exercise_id"], date: try row["local_date"], oneRepMaxKg: try row["one_rep_max_kg"],
                    volumeKg: try row["volume_kg"])
            }
        }
    }

    /// The visible tags in order, then the days of one range of `journal_day_by_user_date` joined to their tags by the
    /// day tags' key: the span's days, never a tag's whole history.
    public func journalTagDays(userID: Int64, from: LocalDate) async throws -> [TagDays] {
        try await engine.read { connection in
            let tags = try connection.all(
                "SELECT id, name FROM journal_tag WHERE user_id = ? AND NOT is_hidden ORDER BY position, id", [userID]
            ) { row -> (id: Int64, name: String) in (try row["id"], try row["name"]) }
            var days: [Int64: Set<LocalDate>] = [:]
            let pairs = try connection.rows(
                """
                SELECT t.tag_id, d.local_date FROM journal_day d
                JOIN journal_day_tag t ON t.user_id = d.user_id AND t.day_id = d.id
                WHERE d.user_id = ? AND d.local_date >= ?
                """, [userID, from])
            for row in pairs {
                let tagID: Int64 = try row["tag_id"]
                days[tagID, default: []].insert(try row["local_date"])
            }
            return tags.map { TagDays(tagID: $0.id, name: $0.name, days: days[$0.id] ?? []) }
        }
    }
}
