import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// The journal tags and supplements a new account is given, written in `createUser`'s transaction.
extension PostgresStore {
    /// Adds the tags the user lacks (by folded name) after their last one, in the order given.
    static func seedJournalTags(_ names: [String], userID: Int64, now: Date, connection: PostgresConnection, logger: Logger) async throws {
        guard !names.isEmpty else { return }
        let start = try await nextPosition(in: "journal_tag", userID: userID, connection: connection, logger: logger)
        try await connection.run(
            """
            INSERT INTO journal_tag (user_id, name, name_key, position, created_at, updated_at)
            SELECT \(userID), fresh.name, fresh.name_key, \(start) + row_number() OVER (ORDER BY fresh.position) - 1, \(now), \(now)
            FROM (
                SELECT DISTINCT ON (item.name_key) item.name, item.name_key, item.position
                FROM unnest(\(names)::text[], \(names.map(JournalTagName.key))::text[]) WITH ORDINALITY AS item (name, name_key, position)
                WHERE NOT EXISTS (SELECT 1 FROM journal_tag WHERE user_id = \(userID) AND journal_tag.name_key = item.name_key)
                ORDER BY item.name_key, item.position
            ) AS fresh
            """, logger: logger)
    }

    /// Adds the supplements the user lacks (by folded name), each after the others of its stack, in use from `startDate`.
    static func seedSupplements(
        _ drafts: [SupplementDraft], startDate: LocalDate, userID: Int64, now: Date, connection: PostgresConnection, logger: Logger
    ) async throws {
        for draft in drafts {
            try await connection.run(
                """
                INSERT INTO supplement (user_id, name, name_key, dose, stack, position, start_date, created_at, updated_at)
                SELECT \(userID), \(draft.name), \(draft.nameKey), \(draft.dose), \(draft.stack.rawValue),
                    COALESCE((SELECT max(position) + 1 FROM supplement WHERE user_id = \(userID) AND stack = \(draft.stack.rawValue)), 0),
                    \(PostgresDay(startDate)), \(now), \(now)
                WHERE NOT EXISTS (SELECT 1 FROM supplement WHERE user_id = \(userID) AND name_key = \(draft.nameKey))
                """, logger: logger)
        }
    }

    /// The position after every row of the user in `table`.
    static func nextPosition(in table: String, userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> Int {
        try await connection.first(
            "SELECT COALESCE(max(position) + 1, 0) FROM \(unescaped: table) WHERE user_id = \(userID)", logger: logger
        ) { try $0.decode(Int.self) } ?? 0
    }
}
