import Foundation
import Logging
import PostgresNIO
import RepbookCore

extension PostgresStore: JournalStore {
    private static let journalTagColumns = "id, name, position, is_hidden"
    private static let journalTagList = PostgresNamedList(
        table: "journal_tag", columns: journalTagColumns, noun: "journal tag", decode: journalTag, nameTaken: tagNameTaken)

    public func journalTags(userID: Int64) async throws -> [JournalTag] {
        try await single { connection in try await Self.fetchJournalTags(userID: userID, connection: connection, logger: logger) }
    }

    public func insertJournalTag(name: String, userID: Int64, now: Date) async throws -> JournalTag {
        try await write { connection in
            try await PostgresUserLock.lock(userID: userID, connection: connection, logger: logger)
            let position = try await Self.nextPosition(in: "journal_tag", userID: userID, connection: connection, logger: logger)
            return try await Self.journalTagList.insert(
                """
                INSERT INTO journal_tag (user_id, name, name_key, position, created_at, updated_at)
                VALUES (\(userID), \(name), \(JournalTagName.key(name)), \(position), \(now), \(now))
                RETURNING \(unescaped: Self.journalTagColumns)
                """, name: name, connection: connection, logger: logger)
        }
    }

    public func updateJournalTag(id: Int64, userID: Int64, change: JournalTagChange, now: Date) async throws -> JournalTag {
        try await write { connection in
            let existing = try await Self.journalTagList.lockedRow(id: id, userID: userID, connection: connection, logger: logger)
            if let name = change.name {
                try await Self.journalTagList.rename(
                    id: id, userID: userID, to: name, key: JournalTagName.key(name), connection: connection, logger: logger)
            }
            if let isHidden = change.isHidden, isHidden != existing.isHidden {
                let position = isHidden
                    ? existing.position : try await Self.nextPosition(in: "journal_tag", userID: userID, connection: connection, logger: logger)
                try await connection.run(
                    "UPDATE journal_tag SET is_hidden = \(isHidden), position = \(position) WHERE id = \(id) AND user_id = \(userID)", logger: logger)
            }
            if let index = change.index {
                let tags = try await Self.fetchJournalTags(userID: userID, connection: connection, logger: logger)
                let visible = tags.filter { !$0.isHidden }.map(\.id)
                try await PostgresListPositions.write(
                    ListOrder.moving(id, to: index, in: visible), then: tags.filter(\.isHidden).map(\.id), table: "journal_tag", userID: userID,
                    connection: connection, logger: logger)
            }
            return try await Self.journalTagList.touched(id: id, userID: userID, now: now, connection: connection, logger: logger)
        }
    }

    public func journalDay(on date: LocalDate, userID: Int64) async throws -> JournalDay {
        try await single { connection in try await Self.fetchJournalDay(on: date, userID: userID, connection: connection, logger: logger) }
    }

    public func updateJournalDay(on date: LocalDate, change: JournalDayChange, userID: Int64, now: Date) async throws -> JournalDay {
        try await write { connection in
            // Two changes of one day at once would both read it and both add its tags: the second waits here instead.
            try await PostgresUserLock.lock(userID: userID, connection: connection, logger: logger)
            try await Self.requireOwnTags(change.mentionedTagIDs, userID: userID, connection: connection, logger: logger)
            let current = try await Self.fetchJournalDay(on: date, userID: userID, connection: connection, logger: logger)
            let updated = change.applied(to: current)
            guard updated != current else { return current }
            let dayID = try await connection.first(
                """
                INSERT INTO journal_day (user_id, local_date, note, created_at, updated_at)
                VALUES (\(userID), \(PostgresDay(date)), \(updated.note), \(now), \(now))
                ON CONFLICT (user_id, local_date) DO UPDATE SET note = excluded.note, updated_at = excluded.updated_at
                RETURNING id
                """, logger: logger) { try $0.decode(Int64.self) }
            guard let dayID else { throw DomainError.notFound("The journal day was not stored.") }
            let removed = Array(current.tagIDs.subtracting(updated.tagIDs))
            if !removed.isEmpty {
                try await connection.run(
                    "DELETE FROM journal_day_tag WHERE user_id = \(userID) AND day_id = \(dayID) AND tag_id = ANY(\(removed)::bigint[])", logger: logger)
            }
            let added = Array(updated.tagIDs.subtracting(current.tagIDs))
            if !added.isEmpty {
                try await connection.run(
                    """
                    INSERT INTO journal_day_tag (user_id, day_id, tag_id)
                    SELECT \(userID), \(dayID), tag_id FROM unnest(\(added)::bigint[]) AS item (tag_id)
                    """, logger: logger)
            }
            return updated
        }
    }

    private static func fetchJournalTags(userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> [JournalTag] {
        try await connection.all(
            "SELECT \(unescaped: journalTagColumns) FROM journal_tag WHERE user_id = \(userID) ORDER BY position, id", logger: logger,
            PostgresRowDecoding.row(journalTag))
    }

    private static func journalTag(_ columns: inout PostgresColumns) throws -> JournalTag {
        JournalTag(id: try columns.next(), name: try columns.next(), position: try columns.next(), isHidden: try columns.next())
    }

    /// Refuses, as not found, any id that is not one of the user's tags.
    private static func requireOwnTags(_ ids: Set<Int64>, userID: Int64, connection: PostgresConnection, logger: Logger) async throws {
        guard !ids.isEmpty else { return }
        let own = Set(try await connection.all(
            "SELECT id FROM journal_tag WHERE user_id = \(userID) AND id = ANY(\(Array(ids))::bigint[])", logger: logger
        ) { try $0.decode(Int64.self) })
        if let missing = ids.subtracting(own).min() { throw DomainError.notFound("No journal tag with id \(missing).") }
    }

    /// The stored day, or an empty day, in one statement (the day's tags as an array).
    private static func fetchJournalDay(on date: LocalDate, userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> JournalDay {
        let row = try await connection.first(
            """
            SELECT note, ARRAY(SELECT tag_id FROM journal_day_tag WHERE user_id = journal_day.user_id AND day_id = journal_day.id)
            FROM journal_day WHERE user_id = \(userID) AND local_date = \(PostgresDay(date))
            """, logger: logger
        ) { row in try row.decode((String?, [Int64]).self) }
        guard let (note, tagIDs) = row else { return JournalDay(date: date) }
        return JournalDay(date: date, tagIDs: Set(tagIDs), note: note)
    }

    private static func tagNameTaken(_ name: String) -> DomainError {
        .conflict("You already have a tag named \"\(name)\".")
    }
}
