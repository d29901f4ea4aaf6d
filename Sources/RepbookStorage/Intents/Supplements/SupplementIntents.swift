import Foundation
import RepbookCore

/// The user's supplements (`supplement`, ordered within their stack) and each day's checklist (`supplement_intake`).
extension SQLStore {
    public func supplements(userID: Int64) async throws -> [Supplement] {
        try await engine.readSingle { connection in
            try connection.all(
                SQL("SELECT \(SupplementRows.columns) FROM supplement WHERE user_id = ? ORDER BY stack, position, id"), [userID],
                SupplementRows.supplement)
        }
    }

    public func insertSupplement(_ draft: SupplementDraft, startDate: LocalDate, userID: Int64, now: Date) async throws -> Supplement {
        try await engine.write { connection in
            try UserLock.lock(userID: userID, connection)
            return try connection.mappingUniqueViolation(to: SupplementRows.nameTaken(draft.name)) {
                guard
                    let row = try connection.row(
                        SupplementRows.insert, SupplementRows.insertArguments(draft, startDate: startDate, userID: userID, now: now))
                else { throw DomainError.notFound(LocalizedText("error.supplement_was_not_stored")) }
                return try SupplementRows.supplement(row)
            }
        }
    }

    public func updateSupplement(id: Int64, userID: Int64, change: SupplementChange, now: Date) async throws -> Supplement {
        try await engine.write { connection in
            try UserLock.lock(userID: userID, connection)
            let existing = try SupplementRows.require(id: id, userID: userID, connection)
            if let name = change.name {
                try NamedListRows.rename(
                    in: "supplement", id: id, userID: userID, to: name, key: SupplementName.key(name), taken: SupplementRows.nameTaken(name),
                    connection)
            }
            if let dose = change.dose {
                try connection.execute("UPDATE supplement SET dose = ? WHERE id = ? AND user_id = ?", [dose, id, userID])
            }
            switch change.retirement {
            case .retire(let day) where !existing.isRetired:
                try connection.execute(
                    "UPDATE supplement SET retired_on = ? WHERE id = ? AND user_id = ?", [max(day, existing.startDate), id, userID])
            case .restore where existing.isRetired:
                try SupplementRows.moveToEnd(id, of: existing.stack, userID: userID, connection)
                try connection.execute("UPDATE supplement SET retired_on = NULL WHERE id = ? AND user_id = ?", [id, userID])
            default:
                break
            }
            if let stack = change.stack, stack != existing.stack {
                try SupplementRows.moveToEnd(id, of: stack, userID: userID, connection)
                try connection.execute("UPDATE supplement SET stack = ? WHERE id = ? AND user_id = ?", [stack.rawValue, id, userID])
            }
            if let index = change.index {
                let members = try connection.all(
                    "SELECT id, retired_on IS NULL AS in_use FROM supplement WHERE user_id = ? AND stack = ? ORDER BY position, id",
                    [userID, (change.stack ?? existing.stack).rawValue]
                ) { row -> (id: Int64, inUse: Bool) in (try row["id"], try row["in_use"]) }
                try ListPositionRows.write(
                    ListOrder.moving(id, to: index, in: members.filter(\.inUse).map(\.id)), then: members.filter { !$0.inUse }.map(\.id),
                    table: "supplement", userID: userID, connection)
            }
            return try SupplementRows.supplement(NamedListRows.touched(
                    in: "supplement", columns: SupplementRows.columns, id: id, userID: userID, now: now, missing: SupplementRows.notFound(id),
                    connection))
        }
    }

    public func supplementIntakes(userID: Int64, from start: LocalDate, through end: LocalDate) async throws -> [SupplementIntake] {
        try await engine.readSingle { connection in
            try connection.all(
                "SELECT supplement_id, local_date FROM supplement_intake WHERE user_id = ? AND local_date BETWEEN ? AND ?", [userID, start, end]
            ) { row in SupplementIntake(supplementID: try row["supplement_id"], date: try row["local_date"]) }
        }
    }

    public func setSupplementTaken(id: Int64, on date: LocalDate, taken: Bool, userID: Int64, now: Date) async throws {
        try await engine.write { connection in
            _ = try SupplementRows.require(id: id, userID: userID, connection)
            if taken {
                try connection.execute(
                    """
                    INSERT INTO supplement_intake (user_id, supplement_id, local_date, taken_at) VALUES (?, ?, ?, ?)
                    ON CONFLICT DO NOTHING
                    """, [userID, id, date, now])
            } else {
                try connection.execute(
                    "DELETE FROM supplement_intake WHERE user_id = ? AND supplement_id = ? AND local_date = ?", [userID, id, date])
            }
        }
    }
}
