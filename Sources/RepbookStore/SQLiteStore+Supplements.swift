import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    private static let supplementColumns = "id, name, dose, stack, position, start_date, retired_on"

    public func supplements(userID: Int64) async throws -> [Supplement] {
        try await writer.read { db in
            try Row.fetchAll(
                db, sql: "SELECT \(Self.supplementColumns) FROM supplement WHERE user_id = ? ORDER BY stack, position, id",
                arguments: [userID]
            ).map(Self.supplement)
        }
    }

    public func insertSupplement(_ draft: SupplementDraft, startDate: LocalDate, userID: Int64, now: Date) async throws -> Supplement {
        try await writer.write { db in
            try Self.insert(draft, startDate: startDate, userID: userID, now: now, db: db)
            return try Self.requireSupplement(id: db.lastInsertedRowID, userID: userID, db: db)
        }
    }

    public func updateSupplement(id: Int64, userID: Int64, change: SupplementChange, now: Date) async throws -> Supplement {
        try await writer.write { db in
            let existing = try Self.requireSupplement(id: id, userID: userID, db: db)
            if let name = change.name {
                try mappingUniqueViolation(to: Self.supplementNameTaken(name)) {
                    try db.execute(
                        sql: "UPDATE supplement SET name = ?, name_key = ? WHERE id = ? AND user_id = ?",
                        arguments: [name, SupplementName.key(name), id, userID])
                }
            }
            if let dose = change.dose {
                try db.execute(sql: "UPDATE supplement SET dose = ? WHERE id = ? AND user_id = ?", arguments: [dose, id, userID])
            }
            switch change.retirement {
            case .retire(let day) where !existing.isRetired:
                try db.execute(
                    sql: "UPDATE supplement SET retired_on = ? WHERE id = ? AND user_id = ?",
                    arguments: [max(day, existing.startDate).description, id, userID])
            case .restore where existing.isRetired:
                try Self.moveToEnd(id, of: existing.stack, userID: userID, db: db)
                try db.execute(sql: "UPDATE supplement SET retired_on = NULL WHERE id = ? AND user_id = ?", arguments: [id, userID])
            default:
                break
            }
            if let stack = change.stack, stack != existing.stack {
                try Self.moveToEnd(id, of: stack, userID: userID, db: db)
                try db.execute(sql: "UPDATE supplement SET stack = ? WHERE id = ? AND user_id = ?", arguments: [stack.rawValue, id, userID])
            }
            if let index = change.index {
                let stack = change.stack ?? existing.stack
                let members = try Row.fetchAll(
                    db, sql: "SELECT id, retired_on FROM supplement WHERE user_id = ? AND stack = ? ORDER BY position, id",
                    arguments: [userID, stack.rawValue])
                let inUse = members.filter { ($0["retired_on"] as String?) == nil }.map { $0["id"] as Int64 }
                let retired = members.filter { ($0["retired_on"] as String?) != nil }.map { $0["id"] as Int64 }
                try ListPositions.write(ListOrder.moving(id, to: index, in: inUse), then: retired, table: "supplement", userID: userID, db: db)
            }
            try db.execute(sql: "UPDATE supplement SET updated_at = ? WHERE id = ? AND user_id = ?", arguments: [now, id, userID])
            return try Self.requireSupplement(id: id, userID: userID, db: db)
        }
    }

    public func supplementIntakes(userID: Int64, from start: LocalDate, through end: LocalDate) async throws -> [SupplementIntake] {
        try await writer.read { db in
            try Row.fetchAll(
                db, sql: "SELECT supplement_id, local_date FROM supplement_intake WHERE user_id = ? AND local_date BETWEEN ? AND ?",
                arguments: [userID, start.description, end.description]
            ).map { SupplementIntake(supplementID: $0["supplement_id"], date: try RowDecoding.date($0, "local_date")) }
        }
    }

    public func setSupplementTaken(id: Int64, on date: LocalDate, taken: Bool, userID: Int64, now: Date) async throws {
        try await writer.write { db in
            _ = try Self.requireSupplement(id: id, userID: userID, db: db)
            if taken {
                try db.execute(
                    sql: """
                        INSERT INTO supplement_intake (user_id, supplement_id, local_date, taken_at) VALUES (?, ?, ?, ?)
                        ON CONFLICT DO NOTHING
                        """,
                    arguments: [userID, id, date.description, now])
            } else {
                try db.execute(
                    sql: "DELETE FROM supplement_intake WHERE user_id = ? AND supplement_id = ? AND local_date = ?",
                    arguments: [userID, id, date.description])
            }
        }
    }

    /// Adds the supplements a user lacks (matched by name, ignoring case and accents) at the end of their stacks.
    static func seedSupplements(_ drafts: [SupplementDraft], startDate: LocalDate, userID: Int64, now: Date, db: Database) throws {
        for draft in drafts {
            let exists = try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM supplement WHERE user_id = ? AND name_key = ?)", arguments: [userID, draft.nameKey]) ?? false
            if !exists { try insert(draft, startDate: startDate, userID: userID, now: now, db: db) }
        }
    }

    private static func insert(_ draft: SupplementDraft, startDate: LocalDate, userID: Int64, now: Date, db: Database) throws {
        let position = try ListPositions.next(in: "supplement", userID: userID, where: "stack = ?", arguments: [draft.stack.rawValue], db: db)
        try mappingUniqueViolation(to: supplementNameTaken(draft.name)) {
            try db.execute(
                sql: """
                    INSERT INTO supplement (user_id, name, name_key, dose, stack, position, start_date, created_at, updated_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [userID, draft.name, draft.nameKey, draft.dose, draft.stack.rawValue, position, startDate.description, now, now])
        }
    }

    /// Gives the supplement the position after every other of `stack`.
    private static func moveToEnd(_ id: Int64, of stack: SupplementStack, userID: Int64, db: Database) throws {
        let position = try ListPositions.next(
            in: "supplement", userID: userID, where: "stack = ? AND id <> ?", arguments: [stack.rawValue, id], db: db)
        try db.execute(sql: "UPDATE supplement SET position = ? WHERE id = ? AND user_id = ?", arguments: [position, id, userID])
    }

    private static func requireSupplement(id: Int64, userID: Int64, db: Database) throws -> Supplement {
        guard let row = try Row.fetchOne(
            db, sql: "SELECT \(supplementColumns) FROM supplement WHERE user_id = ? AND id = ?", arguments: [userID, id])
        else { throw DomainError.notFound("No supplement with id \(id).") }
        return try supplement(row)
    }

    private static func supplement(_ row: Row) throws -> Supplement {
        let retiredOn: String? = row["retired_on"]
        return Supplement(
            id: row["id"], name: row["name"], dose: row["dose"], stack: try RowDecoding.enumValue(row, "stack"), position: row["position"],
            startDate: try RowDecoding.date(row, "start_date"),
            retiredOn: try retiredOn.map { _ in try RowDecoding.date(row, "retired_on") })
    }

    private static func supplementNameTaken(_ name: String) -> DomainError {
        .conflict("You already have a supplement named \"\(name)\".")
    }
}
