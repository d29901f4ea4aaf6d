import Foundation
import RepbookCore

/// A journal day (`journal_day`, one per user and day) with its tags (`journal_day_tag`): read, and changed whole.
extension SQLStore {
    public func journalDay(on date: LocalDate, userID: Int64) async throws -> JournalDay {
        try await engine.readSingle { connection in try JournalDayRows.stored(on: date, userID: userID, connection).day }
    }

    public func updateJournalDay(on date: LocalDate, change: JournalDayChange, userID: Int64, now: Date) async throws -> JournalDay {
        try await engine.write { connection in
            // Two changes of one day at once would both read it and both add its tags: the second waits here instead.
            try UserLock.lock(userID: userID, connection)
            try JournalTagRows.requireOwn(change.mentionedTagIDs, userID: userID, connection)
            let current = try JournalDayRows.stored(on: date, userID: userID, connection).day
            let updated = change.applied(to: current)
            guard updated != current else { return current }
            guard let dayID: Int64 = try connection.value(
                """
                INSERT INTO journal_day (user_id, local_date, note, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (user_id, local_date) DO UPDATE SET note = excluded.note, updated_at = excluded.updated_at
                RETURNING id
                """, [userID, date, updated.note, now, now], column: "id")
            else { throw DomainError.notFound(LocalizedText("error.journal_day_was_not_stored")) }
            let removed = current.tagIDs.subtracting(updated.tagIDs)
            if !removed.isEmpty {
                try connection.execute(
                    SQL("DELETE FROM journal_day_tag WHERE user_id = ? AND day_id = ? AND tag_id IN (\(SQL.placeholders(removed.count)))"),
                    [userID, dayID] + removed.map { $0 as any SQLBindable })
            }
            let added = updated.tagIDs.subtracting(current.tagIDs)
            if !added.isEmpty {
                try connection.execute(
                    SQL(
                        "INSERT INTO journal_day_tag (user_id, day_id, tag_id) VALUES "
                            + Array(repeating: "(?, ?, ?)", count: added.count).joined(separator: ", ")
                    ),
                    added.flatMap { tagID -> [any SQLBindable] in [userID, dayID, tagID] })
            }
            return updated
        }
    }
}

/// The `journal_day` row and its tags as one day.
enum JournalDayRows {
    /// The stored day and its row id, or an empty day without one, in one statement: the day (`journal_day_by_user_date`)
    /// joined to its tags by the day tags' key.
    static func stored(on date: LocalDate, userID: Int64, _ connection: any SQLConnection) throws -> (day: JournalDay, id: Int64?) {
        let rows = try connection.rows(
            """
            SELECT d.id, d.note, t.tag_id FROM journal_day d
            LEFT JOIN journal_day_tag t ON t.user_id = d.user_id AND t.day_id = d.id
            WHERE d.user_id = ? AND d.local_date = ?
            """, [userID, date])
        guard let first = rows.first else { return (JournalDay(date: date), nil) }
        let tagIDs = try rows.compactMap { row -> Int64? in try row["tag_id"] }
        return (JournalDay(date: date, tagIDs: Set(tagIDs), note: try first["note"]), try first["id"])
    }
}
