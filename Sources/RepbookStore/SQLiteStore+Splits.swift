import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    public func splits(userID: Int64) async throws -> [Split] {
        try await writer.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM split WHERE user_id = ? ORDER BY is_active DESC, name_key", arguments: [userID])
            return try rows.map { try RowDecoding.split($0, days: try Self.splitDays(splitID: $0["id"], db: db)) }
        }
    }

    public func split(id: Int64, userID: Int64) async throws -> Split? {
        try await writer.read { db in try Self.fetchSplit(sql: "id = ? AND user_id = ?", arguments: [id, userID], db: db) }
    }

    public func activeSplit(userID: Int64) async throws -> Split? {
        try await writer.read { db in try Self.fetchSplit(sql: "user_id = ? AND is_active = 1", arguments: [userID], db: db) }
    }

    public func insertSplit(_ draft: SplitDraft, userID: Int64, now: Date) async throws -> Split {
        try await writer.write { db in
            try mappingUniqueViolation(to: Self.splitNameTaken(draft.name)) {
                try db.execute(
                    sql: "INSERT INTO split (user_id, name, name_key, schedule, advance, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    arguments: [userID, draft.name, draft.nameKey, draft.schedule.rawValue, draft.advance.rawValue, now, now])
            }
            let id = db.lastInsertedRowID
            try Self.insertSplitDays(draft.days, splitID: id, userID: userID, db: db)
            return try Self.requireSplit(id: id, userID: userID, db: db)
        }
    }

    public func updateSplit(id: Int64, userID: Int64, draft: SplitDraft, now: Date) async throws -> Split {
        try await writer.write { db in
            try mappingUniqueViolation(to: Self.splitNameTaken(draft.name)) {
                try db.execute(
                    sql: "UPDATE split SET name = ?, name_key = ?, schedule = ?, advance = ?, updated_at = ? WHERE id = ? AND user_id = ?",
                    arguments: [draft.name, draft.nameKey, draft.schedule.rawValue, draft.advance.rawValue, now, id, userID])
            }
            guard db.changesCount > 0 else { throw DomainError.notFound("No split with id \(id).") }
            try db.execute(sql: "DELETE FROM split_day WHERE split_id = ?", arguments: [id])
            try Self.insertSplitDays(draft.days, splitID: id, userID: userID, db: db)
            return try Self.requireSplit(id: id, userID: userID, db: db)
        }
    }

    public func deleteSplit(id: Int64, userID: Int64) async throws {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM split WHERE id = ? AND user_id = ?", arguments: [id, userID])
            guard db.changesCount > 0 else { throw DomainError.notFound("No split with id \(id).") }
        }
    }

    public func activateSplit(id: Int64, userID: Int64, customName: String?, startDate: LocalDate, now: Date) async throws -> Split {
        try await writer.write { db in
            _ = try Self.requireSplit(id: id, userID: userID, db: db)
            try db.execute(sql: "UPDATE split SET is_active = 0 WHERE user_id = ? AND is_active = 1", arguments: [userID])
            try db.execute(
                sql: "UPDATE split SET is_active = 1, custom_name = ?, start_date = ?, activated_at = ?, updated_at = ? WHERE id = ? AND user_id = ?",
                arguments: [customName, startDate.description, now, now, id, userID])
            return try Self.requireSplit(id: id, userID: userID, db: db)
        }
    }

    public func deactivateSplits(userID: Int64) async throws {
        try await writer.write { db in
            try db.execute(sql: "UPDATE split SET is_active = 0 WHERE user_id = ? AND is_active = 1", arguments: [userID])
        }
    }

    public func lastCompletedSplitDay(userID: Int64, splitID: Int64, since: Date) async throws -> Int? {
        try await writer.read { db in
            try Int.fetchOne(
                db,
                sql: """
                    SELECT split_day_index FROM workout
                    WHERE split_id = ? AND user_id = ? AND ended_at IS NOT NULL AND started_at >= ? AND split_day_index IS NOT NULL
                    ORDER BY started_at DESC, id DESC LIMIT 1
                    """,
                arguments: [splitID, userID, since])
        }
    }

    private static func fetchSplit(sql condition: String, arguments: StatementArguments, db: Database) throws -> Split? {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM split WHERE \(condition)", arguments: arguments) else { return nil }
        return try RowDecoding.split(row, days: try splitDays(splitID: row["id"], db: db))
    }

    private static func requireSplit(id: Int64, userID: Int64, db: Database) throws -> Split {
        guard let split = try fetchSplit(sql: "id = ? AND user_id = ?", arguments: [id, userID], db: db) else {
            throw DomainError.notFound("No split with id \(id).")
        }
        return split
    }

    private static func splitDays(splitID: Int64, db: Database) throws -> [SplitDay] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT split_day.template_id, template.name AS template_name FROM split_day
                LEFT JOIN template ON template.id = split_day.template_id
                WHERE split_day.split_id = ? ORDER BY split_day.position
                """,
            arguments: [splitID]
        ).map { SplitDay(templateID: $0["template_id"], templateName: $0["template_name"]) }
    }

    static func insertSplitDays(_ days: [Int64?], splitID: Int64, userID: Int64, db: Database) throws {
        let statement = try db.cachedStatement(sql: "INSERT INTO split_day (split_id, position, template_id) VALUES (?, ?, ?)")
        for (position, templateID) in days.enumerated() {
            if let templateID {
                guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM template WHERE id = ? AND user_id = ?)", arguments: [templateID, userID]) == true else {
                    throw DomainError.notFound("No template with id \(templateID).")
                }
            }
            try statement.execute(arguments: [splitID, position, templateID])
        }
    }

    private static func splitNameTaken(_ name: String) -> DomainError {
        .conflict("A split named \"\(name)\" already exists. Pick another name.")
    }
}
