import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    public func journalTags(userID: Int64) async throws -> [JournalTag] {
        try await writer.read { db in try Self.fetchJournalTags(userID: userID, db: db) }
    }

    public func insertJournalTag(name: String, userID: Int64, now: Date) async throws -> JournalTag {
        try await writer.write { db in
            let position = try ListPositions.next(in: "journal_tag", userID: userID, db: db)
            try mappingUniqueViolation(to: Self.tagNameTaken(name)) {
                try db.execute(
                    sql: """
                        INSERT INTO journal_tag (user_id, name, name_key, position, created_at, updated_at)
                        VALUES (?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [userID, name, JournalTagName.key(name), position, now, now])
            }
            return try Self.requireJournalTag(id: db.lastInsertedRowID, userID: userID, db: db)
        }
    }

    public func updateJournalTag(id: Int64, userID: Int64, change: JournalTagChange, now: Date) async throws -> JournalTag {
        try await writer.write { db in
            let existing = try Self.requireJournalTag(id: id, userID: userID, db: db)
            if let name = change.name {
                try mappingUniqueViolation(to: Self.tagNameTaken(name)) {
                    try db.execute(
                        sql: "UPDATE journal_tag SET name = ?, name_key = ? WHERE id = ? AND user_id = ?",
                        arguments: [name, JournalTagName.key(name), id, userID])
                }
            }
            if let isHidden = change.isHidden, isHidden != existing.isHidden {
                let position = isHidden ? existing.position : try ListPositions.next(in: "journal_tag", userID: userID, db: db)
                try db.execute(
                    sql: "UPDATE journal_tag SET is_hidden = ?, position = ? WHERE id = ? AND user_id = ?",
                    arguments: [isHidden, position, id, userID])
            }
            if let index = change.index {
                let tags = try Self.fetchJournalTags(userID: userID, db: db)
                let visible = tags.filter { !$0.isHidden }.map(\.id)
                try ListPositions.write(
                    ListOrder.moving(id, to: index, in: visible), then: tags.filter(\.isHidden).map(\.id),
                    table: "journal_tag", userID: userID, db: db)
            }
            try db.execute(sql: "UPDATE journal_tag SET updated_at = ? WHERE id = ? AND user_id = ?", arguments: [now, id, userID])
            return try Self.requireJournalTag(id: id, userID: userID, db: db)
        }
    }

    public func journalDay(on date: LocalDate, userID: Int64) async throws -> JournalDay {
        try await writer.read { db in try Self.fetchJournalDay(on: date, userID: userID, db: db).day }
    }

    public func updateJournalDay(on date: LocalDate, change: JournalDayChange, userID: Int64, now: Date) async throws -> JournalDay {
        try await writer.write { db in
            try Self.requireOwnTags(change.mentionedTagIDs, userID: userID, db: db)
            let current = try Self.fetchJournalDay(on: date, userID: userID, db: db)
            let updated = change.applied(to: current.day)
            guard updated != current.day else { return current.day }
            try db.execute(
                sql: """
                    INSERT INTO journal_day (user_id, local_date, note, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (user_id, local_date) DO UPDATE SET note = excluded.note, updated_at = excluded.updated_at
                    """,
                arguments: [userID, date.description, updated.note, now, now])
            let dayID = try current.id ?? Int64.fetchOne(
                db, sql: "SELECT id FROM journal_day WHERE user_id = ? AND local_date = ?", arguments: [userID, date.description])!
            for tagID in current.day.tagIDs.subtracting(updated.tagIDs) {
                try db.execute(
                    sql: "DELETE FROM journal_day_tag WHERE user_id = ? AND day_id = ? AND tag_id = ?", arguments: [userID, dayID, tagID])
            }
            for tagID in updated.tagIDs.subtracting(current.day.tagIDs) {
                try db.execute(
                    sql: "INSERT INTO journal_day_tag (user_id, day_id, tag_id) VALUES (?, ?, ?)", arguments: [userID, dayID, tagID])
            }
            return updated
        }
    }

    /// Adds the tags a user lacks (matched by name, ignoring case and accents) after their others.
    static func seedJournalTags(_ names: [String], userID: Int64, now: Date, db: Database) throws {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO journal_tag (user_id, name, name_key, position, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT DO NOTHING
            """)
        var position = try ListPositions.next(in: "journal_tag", userID: userID, db: db)
        for name in names {
            try statement.execute(arguments: [userID, name, JournalTagName.key(name), position, now, now])
            position += db.changesCount
        }
    }

    private static func fetchJournalTags(userID: Int64, db: Database) throws -> [JournalTag] {
        try Row.fetchAll(
            db, sql: "SELECT id, name, position, is_hidden FROM journal_tag WHERE user_id = ? ORDER BY position, id", arguments: [userID]
        ).map(journalTag)
    }

    private static func requireJournalTag(id: Int64, userID: Int64, db: Database) throws -> JournalTag {
        guard let row = try Row.fetchOne(
            db, sql: "SELECT id, name, position, is_hidden FROM journal_tag WHERE user_id = ? AND id = ?", arguments: [userID, id])
        else { throw DomainError.notFound("No journal tag with id \(id).") }
        return journalTag(row)
    }

    private static func journalTag(_ row: Row) -> JournalTag {
        JournalTag(id: row["id"], name: row["name"], position: row["position"], isHidden: row["is_hidden"])
    }

    /// Refuses, as not found, any id that is not one of the user's tags.
    private static func requireOwnTags(_ ids: Set<Int64>, userID: Int64, db: Database) throws {
        guard !ids.isEmpty else { return }
        let own = Set(try Int64.fetchAll(
            db, sql: "SELECT id FROM journal_tag WHERE user_id = ? AND id IN (\(databaseQuestionMarks(count: ids.count)))",
            arguments: StatementArguments([userID] + Array(ids))))
        if let missing = ids.subtracting(own).min() { throw DomainError.notFound("No journal tag with id \(missing).") }
    }

    /// The stored day and its row id, or an empty day without one.
    private static func fetchJournalDay(on date: LocalDate, userID: Int64, db: Database) throws -> (day: JournalDay, id: Int64?) {
        guard let row = try Row.fetchOne(
            db, sql: "SELECT id, note FROM journal_day WHERE user_id = ? AND local_date = ?", arguments: [userID, date.description])
        else { return (JournalDay(date: date), nil) }
        let id: Int64 = row["id"]
        let tagIDs = try Int64.fetchAll(
            db, sql: "SELECT tag_id FROM journal_day_tag WHERE user_id = ? AND day_id = ?", arguments: [userID, id])
        return (JournalDay(date: date, tagIDs: Set(tagIDs), note: row["note"]), id)
    }

    private static func tagNameTaken(_ name: String) -> DomainError {
        .conflict("You already have a tag named \"\(name)\".")
    }
}
