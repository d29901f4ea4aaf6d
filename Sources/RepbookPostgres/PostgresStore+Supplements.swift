import Foundation
import Logging
import PostgresNIO
import RepbookCore

extension PostgresStore: SupplementStore {
    private static let supplementColumns = "id, name, dose, stack, position, start_date, retired_on"
    private static let supplementList = PostgresNamedList(
        table: "supplement", columns: supplementColumns, noun: "supplement", decode: supplement, nameTaken: supplementNameTaken)

    public func supplements(userID: Int64) async throws -> [Supplement] {
        try await single { connection in
            try await connection.all(
                "SELECT \(unescaped: Self.supplementColumns) FROM supplement WHERE user_id = \(userID) ORDER BY stack, position, id",
                logger: logger, PostgresRowDecoding.row(Self.supplement))
        }
    }

    public func insertSupplement(_ draft: SupplementDraft, startDate: LocalDate, userID: Int64, now: Date) async throws -> Supplement {
        try await write { connection in
            try await PostgresUserLock.lock(userID: userID, connection: connection, logger: logger)
            return try await Self.supplementList.insert(
                """
                INSERT INTO supplement (user_id, name, name_key, dose, stack, position, start_date, created_at, updated_at)
                VALUES (
                    \(userID), \(draft.name), \(draft.nameKey), \(draft.dose), \(draft.stack.rawValue),
                    COALESCE((SELECT max(position) + 1 FROM supplement WHERE user_id = \(userID) AND stack = \(draft.stack.rawValue)), 0),
                    \(PostgresDay(startDate)), \(now), \(now))
                RETURNING \(unescaped: Self.supplementColumns)
                """, name: draft.name, connection: connection, logger: logger)
        }
    }

    public func updateSupplement(id: Int64, userID: Int64, change: SupplementChange, now: Date) async throws -> Supplement {
        try await write { connection in
            let existing = try await Self.supplementList.lockedRow(id: id, userID: userID, connection: connection, logger: logger)
            if let name = change.name {
                try await Self.supplementList.rename(
                    id: id, userID: userID, to: name, key: SupplementName.key(name), connection: connection, logger: logger)
            }
            if let dose = change.dose {
                try await connection.run("UPDATE supplement SET dose = \(dose) WHERE id = \(id) AND user_id = \(userID)", logger: logger)
            }
            switch change.retirement {
            case .retire(let day) where !existing.isRetired:
                try await connection.run(
                    "UPDATE supplement SET retired_on = \(PostgresDay(max(day, existing.startDate))) WHERE id = \(id) AND user_id = \(userID)",
                    logger: logger)
            case .restore where existing.isRetired:
                try await Self.moveToEnd(id, of: existing.stack, userID: userID, connection: connection, logger: logger)
                try await connection.run("UPDATE supplement SET retired_on = NULL WHERE id = \(id) AND user_id = \(userID)", logger: logger)
            default:
                break
            }
            if let stack = change.stack, stack != existing.stack {
                try await Self.moveToEnd(id, of: stack, userID: userID, connection: connection, logger: logger)
                try await connection.run(
                    "UPDATE supplement SET stack = \(stack.rawValue) WHERE id = \(id) AND user_id = \(userID)", logger: logger)
            }
            if let index = change.index {
                let stack = change.stack ?? existing.stack
                let members = try await connection.all(
                    """
                    SELECT id, retired_on IS NULL FROM supplement WHERE user_id = \(userID) AND stack = \(stack.rawValue) ORDER BY position, id
                    """, logger: logger
                ) { try $0.decode((Int64, Bool).self) }
                try await PostgresListPositions.write(
                    ListOrder.moving(id, to: index, in: members.filter(\.1).map(\.0)), then: members.filter { !$0.1 }.map(\.0),
                    table: "supplement", userID: userID, connection: connection, logger: logger)
            }
            return try await Self.supplementList.touched(id: id, userID: userID, now: now, connection: connection, logger: logger)
        }
    }

    public func supplementIntakes(userID: Int64, from start: LocalDate, through end: LocalDate) async throws -> [SupplementIntake] {
        try await single { connection in
            try await connection.all(
                """
                SELECT supplement_id, local_date FROM supplement_intake
                WHERE user_id = \(userID) AND local_date BETWEEN \(PostgresDay(start)) AND \(PostgresDay(end))
                """, logger: logger
            ) { row in
                let (id, day) = try row.decode((Int64, PostgresDay).self)
                return SupplementIntake(supplementID: id, date: day.day)
            }
        }
    }

    public func setSupplementTaken(id: Int64, on date: LocalDate, taken: Bool, userID: Int64, now: Date) async throws {
        try await write { connection in
            _ = try await Self.supplementList.row(id: id, userID: userID, connection: connection, logger: logger)
            if taken {
                try await connection.run(
                    """
                    INSERT INTO supplement_intake (user_id, supplement_id, local_date, taken_at)
                    VALUES (\(userID), \(id), \(PostgresDay(date)), \(now))
                    ON CONFLICT DO NOTHING
                    """, logger: logger)
            } else {
                try await connection.run(
                    "DELETE FROM supplement_intake WHERE user_id = \(userID) AND supplement_id = \(id) AND local_date = \(PostgresDay(date))",
                    logger: logger)
            }
        }
    }

    /// Gives the supplement the position after every other of `stack`.
    private static func moveToEnd(_ id: Int64, of stack: SupplementStack, userID: Int64, connection: PostgresConnection, logger: Logger) async throws {
        try await connection.run(
            """
            UPDATE supplement SET position = COALESCE(
                (SELECT max(position) + 1 FROM supplement WHERE user_id = \(userID) AND stack = \(stack.rawValue) AND id <> \(id)), 0)
            WHERE id = \(id) AND user_id = \(userID)
            """, logger: logger)
    }

    private static func supplement(_ columns: inout PostgresColumns) throws -> Supplement {
        Supplement(
            id: try columns.next(), name: try columns.next(), dose: try columns.next(),
            stack: try PostgresRowDecoding.value(columns.next(), "stack"), position: try columns.next(),
            startDate: try columns.next(PostgresDay.self).day, retiredOn: try columns.next(PostgresDay?.self)?.day)
    }

    private static func supplementNameTaken(_ name: String) -> DomainError {
        .conflict("You already have a supplement named \"\(name)\".")
    }
}
