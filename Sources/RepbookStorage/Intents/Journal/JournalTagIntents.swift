import Foundation
import RepbookCore

/// The user's journal tags (`journal_tag`): listed in order, added at the end, renamed, hidden or shown, moved.
extension SQLStore {
    public func journalTags(userID: Int64) async throws -> [JournalTag] {
        try await engine.readSingle { connection in try JournalTagRows.all(userID: userID, connection) }
    }

    public func insertJournalTag(name: String, userID: Int64, now: Date) async throws -> JournalTag {
        try await engine.write { connection in
            try UserLock.lock(userID: userID, connection)
            let position = try ListPositionRows.next(in: "journal_tag", userID: userID, connection)
            return try connection.mappingUniqueViolation(to: JournalTagRows.nameTaken(name)) {
                guard let row = try connection.row(
                    SQL("""
                    INSERT INTO journal_tag (user_id, name, name_key, position, created_at, updated_at)
                    VALUES (?, ?, ?, ?, ?, ?)
                    RETURNING \(JournalTagRows.columns)
                    """), [userID, name, JournalTagName.key(name), position, now, now])
                else { throw DomainError.notFound(LocalizedText("error.journal_tag_was_not_stored")) }
                return try JournalTagRows.tag(row)
            }
        }
    }

    public func updateJournalTag(id: Int64, userID: Int64, change: JournalTagChange, now: Date) async throws -> JournalTag {
        try await engine.write { connection in
            try UserLock.lock(userID: userID, connection)
            let existing = try JournalTagRows.require(id: id, userID: userID, connection)
            if let name = change.name {
                try NamedListRows.rename(
                    in: "journal_tag", id: id, userID: userID, to: name, key: JournalTagName.key(name), taken: JournalTagRows.nameTaken(name),
                    connection)
            }
            if let isHidden = change.isHidden, isHidden != existing.isHidden {
                let position = isHidden ? existing.position : try ListPositionRows.next(in: "journal_tag", userID: userID, connection)
                try connection.execute(
                    "UPDATE journal_tag SET is_hidden = ?, position = ? WHERE id = ? AND user_id = ?", [isHidden, position, id, userID])
            }
            if let index = change.index {
                let tags = try JournalTagRows.all(userID: userID, connection)
                let visible = tags.filter { !$0.isHidden }.map(\.id)
                try ListPositionRows.write(
                    ListOrder.moving(id, to: index, in: visible), then: tags.filter(\.isHidden).map(\.id), table: "journal_tag", userID: userID,
                    connection)
            }
            return try JournalTagRows.tag(NamedListRows.touched(
                    in: "journal_tag", columns: JournalTagRows.columns, id: id, userID: userID, now: now, missing: JournalTagRows.notFound(id),
                    connection))
        }
    }
}
