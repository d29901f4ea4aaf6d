import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    /// A range of `exercise_session_by_user_day`; bodyweight kinds answer no e1RM (it depends on the day's body weight).
    public func tagEffectSessions(userID: Int64, from: LocalDate, formula: OneRepMaxFormula) async throws -> [TagEffectSession] {
        let column = formula == .brzycki ? "brzycki_kg" : "epley_kg"
        return try await writer.read { db in
            try Row.decodeAll(
                db, sql: """
                    SELECT exercise_id, local_date, \(column), volume_kg FROM exercise_session INDEXED BY exercise_session_by_user_day
                    WHERE user_id = ? AND local_date >= ?
                    """,
                arguments: [userID, from.description]
            ) { row in
                let day: String = row[1]
                guard let date = LocalDate(day) else { throw RowDecoding.CorruptRow(description: "Unexpected local_date \"\(day)\"") }
                return TagEffectSession(exerciseID: row[0], date: date, oneRepMaxKg: row[2], volumeKg: row[3])
            }
        }
    }

    /// The visible tags in order, then a range of `journal_day_by_user_date` joined to each day's tags by their key.
    public func journalTagDays(userID: Int64, from: LocalDate) async throws -> [TagDays] {
        try await writer.read { db in
            let tags = try Row.decodeAll(
                db, sql: "SELECT id, name FROM journal_tag WHERE user_id = ? AND is_hidden = 0 ORDER BY position",
                arguments: [userID]) { row -> (Int64, String) in (row[0], row[1]) }
            var days: [Int64: Set<LocalDate>] = [:]
            let pairs = try Row.decodeAll(
                db, sql: """
                    SELECT t.tag_id, d.local_date FROM journal_day d
                    JOIN journal_day_tag t ON t.user_id = d.user_id AND t.day_id = d.id
                    WHERE d.user_id = ? AND d.local_date >= ?
                    """,
                arguments: [userID, from.description]
            ) { row -> (Int64, String) in (row[0], row[1]) }
            for (tagID, day) in pairs {
                if let date = LocalDate(day) { days[tagID, default: []].insert(date) }
            }
            return tags.map { TagDays(tagID: $0.0, name: $0.1, days: days[$0.0] ?? []) }
        }
    }
}
