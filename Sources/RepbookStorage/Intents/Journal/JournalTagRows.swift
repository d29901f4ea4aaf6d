import Foundation
import RepbookCore

/// The `journal_tag` rows: how a tag reads back, the user's tags, and the starter tags a user is given.
public enum JournalTagRows {
    /// The columns `tag` reads.
    static let columns = "id, name, position, is_hidden"

    /// A tag from a row with `columns`.
    static func tag(_ row: any SQLRow) throws -> JournalTag {
        JournalTag(id: try row["id"], name: try row["name"], position: try row["position"], isHidden: try row["is_hidden"])
    }

    /// The user's tags, hidden ones included, in their order.
    static func all(userID: Int64, _ connection: any SQLConnection) throws -> [JournalTag] {
        try connection.all(SQL("SELECT \(columns) FROM journal_tag WHERE user_id = ? ORDER BY position, id"), [userID], tag)
    }

    /// The user's tag `id`, or not found.
    static func require(id: Int64, userID: Int64, _ connection: any SQLConnection) throws -> JournalTag {
        guard let row = try connection.row(SQL("SELECT \(columns) FROM journal_tag WHERE user_id = ? AND id = ?"), [userID, id]) else {
            throw notFound(id)
        }
        return try tag(row)
    }

    /// Refuses, as not found, any id that is not one of the user's tags.
    static func requireOwn(_ ids: Set<Int64>, userID: Int64, _ connection: any SQLConnection) throws {
        guard !ids.isEmpty else { return }
        let own = Set(try connection.all(
                SQL("SELECT id FROM journal_tag WHERE user_id = ? AND id IN (\(SQL.placeholders(ids.count)))"),
                [userID] + ids.map { $0 as any SQLBindable }
        ) { row -> Int64 in try row["id"] })
        if let missing = ids.subtracting(own).min() { throw notFound(missing) }
    }

    /// Adds the tags a user lacks (matched by name, ignoring case and accents) after their others, in the order given.
    public static func seed(_ names: [String], userID: Int64, now: Date, _ connection: any SQLConnection) throws {
        var position = try ListPositionRows.next(in: "journal_tag", userID: userID, connection)
        for name in names {
            position += try connection.execute(
                """
                INSERT INTO journal_tag (user_id, name, name_key, position, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT DO NOTHING
                """, [userID, name, JournalTagName.key(name), position, now, now])
        }
    }

    static func notFound(_ id: Int64) -> DomainError {
        .notFound(LocalizedText("error.no_journal_tag_with_id", ["id": "\(id)"]))
    }

    static func nameTaken(_ name: String) -> DomainError {
        .conflict(LocalizedText("error.you_already_have_tag_named", ["value": "\(name)"]))
    }
}
