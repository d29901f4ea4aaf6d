import Foundation
import RepbookCore

/// The `supplement` rows: how one reads back, how one is added at the end of its stack or moved there, and the starter
/// supplements a user is given.
public enum SupplementRows {
    /// The columns `supplement` reads.
    static let columns = "id, name, dose, stack, position, start_date, retired_on"

    /// A supplement from a row with `columns`.
    static func supplement(_ row: any SQLRow) throws -> Supplement {
        Supplement(
            id: try row["id"], name: try row["name"], dose: try row["dose"], stack: try row.choice("stack"), position: try row["position"],
            startDate: try row["start_date"], retiredOn: try row["retired_on"])
    }

    /// The user's supplement `id`, or not found.
    static func require(id: Int64, userID: Int64, _ connection: any SQLConnection) throws -> Supplement {
        guard let row = try connection.row(SQL("SELECT \(columns) FROM supplement WHERE user_id = ? AND id = ?"), [userID, id]) else {
            throw notFound(id)
        }
        return try supplement(row)
    }

    /// Adds a supplement after every other of its stack; answers it.
    static let insert = SQL("""
        INSERT INTO supplement (user_id, name, name_key, dose, stack, position, start_date, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, COALESCE((SELECT max(position) + 1 FROM supplement WHERE user_id = ? AND stack = ?), 0), ?, ?, ?)
        RETURNING \(columns)
        """)

    /// The values `insert` binds.
    static func insertArguments(_ draft: SupplementDraft, startDate: LocalDate, userID: Int64, now: Date) -> [any SQLBindable] {
        [userID, draft.name, draft.nameKey, draft.dose, draft.stack.rawValue, userID, draft.stack.rawValue, startDate, now, now]
    }

    /// Adds the supplements a user lacks (matched by name, ignoring case and accents), each after the others of its
    /// stack, in use from `startDate`.
    public static func seed(_ drafts: [SupplementDraft], startDate: LocalDate, userID: Int64, now: Date, _ connection: any SQLConnection) throws {
        for draft in drafts {
            try connection.execute(
                """
                INSERT INTO supplement (user_id, name, name_key, dose, stack, position, start_date, created_at, updated_at)
                SELECT ?, ?, ?, ?, ?, COALESCE((SELECT max(position) + 1 FROM supplement WHERE user_id = ? AND stack = ?), 0), ?, ?, ?
                WHERE NOT EXISTS (SELECT 1 FROM supplement WHERE user_id = ? AND name_key = ?)
                """, insertArguments(draft, startDate: startDate, userID: userID, now: now) + [userID, draft.nameKey])
        }
    }

    /// Gives the supplement the position after every other of `stack`.
    static func moveToEnd(_ id: Int64, of stack: SupplementStack, userID: Int64, _ connection: any SQLConnection) throws {
        try connection.execute(
            """
            UPDATE supplement SET position = COALESCE(
                (SELECT max(position) + 1 FROM supplement WHERE user_id = ? AND stack = ? AND id <> ?), 0)
            WHERE id = ? AND user_id = ?
            """, [userID, stack.rawValue, id, id, userID])
    }

    static func notFound(_ id: Int64) -> DomainError {
        .notFound(LocalizedText("error.no_supplement_with_id", ["id": "\(id)"]))
    }

    static func nameTaken(_ name: String) -> DomainError {
        .conflict(LocalizedText("error.you_already_have_supplement_named", ["value": "\(name)"]))
    }
}
