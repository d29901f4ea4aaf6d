import Foundation
import RepbookCore

/// A user's splits: listed, read, saved whole with their days, deleted, and the one active split chosen.
extension SQLStore {
    public func splits(userID: Int64) async throws -> [Split] {
        try await engine.read { connection in
            try SplitRows.fetch(SQL("user_id = ? ORDER BY is_active DESC, name_key"), [userID], connection)
        }
    }

    public func split(id: Int64, userID: Int64) async throws -> Split? {
        try await engine.read { connection in try SplitRows.fetch(SQL("id = ? AND user_id = ?"), [id, userID], connection).first }
    }

    public func activeSplit(userID: Int64) async throws -> Split? {
        try await engine.read { connection in
            // SQLite's `split_one_active_per_user` index is partial on `is_active = 1`, so its text says exactly that.
            try SplitRows.fetch(SQL(sqlite: "user_id = ? AND is_active = 1", postgres: "user_id = ? AND is_active"), [userID], connection).first
        }
    }

    public func insertSplit(_ draft: SplitDraft, userID: Int64, now: Date) async throws -> Split {
        try await engine.write { connection in
            try SplitRows.insertWhole(draft, conflict: SplitRows.nameTaken(draft.name), userID: userID, now: now, connection)
        }
    }

    public func updateSplit(id: Int64, userID: Int64, draft: SplitDraft, now: Date) async throws -> Split {
        try await engine.write { connection in
            try SplitRows.updateWhole(id: id, to: draft, conflict: SplitRows.nameTaken(draft.name), userID: userID, now: now, connection)
        }
    }

    public func deleteSplit(id: Int64, userID: Int64) async throws {
        try await engine.write { connection in
            guard try connection.execute("DELETE FROM split WHERE id = ? AND user_id = ?", [id, userID]) > 0 else { throw SplitRows.notFound(id) }
        }
    }

    public func activateSplit(id: Int64, userID: Int64, customName: String?, startDate: LocalDate, now: Date) async throws -> Split {
        try await engine.write { connection in
            // Two activations at once on PostgreSQL would each deactivate what they saw active and both activate: the
            // second one's row would then break the one-active-split index. The second waits here instead.
            try UserLock.lock(userID: userID, connection)
            try connection.execute(SplitRows.deactivate, [userID])
            let activated = try connection.execute(
                "UPDATE split SET is_active = ?, custom_name = ?, start_date = ?, activated_at = ?, updated_at = ? WHERE id = ? AND user_id = ?",
                [true, customName, startDate, now, now, id, userID])
            guard activated > 0 else { throw SplitRows.notFound(id) }
            return try SplitRows.require(id: id, userID: userID, connection)
        }
    }

    public func deactivateSplits(userID: Int64) async throws {
        try await engine.write { connection in
            try UserLock.lock(userID: userID, connection)
            try connection.execute(SplitRows.deactivate, [userID])
        }
    }

    public func lastCompletedSplitDay(userID: Int64, splitID: Int64, since: Date) async throws -> Int? {
        try await engine.readSingle { connection in
            try connection.value("""
                SELECT split_day_index FROM workout
                WHERE split_id = ? AND user_id = ? AND ended_at IS NOT NULL AND started_at >= ? AND split_day_index IS NOT NULL
                ORDER BY started_at DESC, id DESC LIMIT 1
                """, [splitID, userID, since], column: "split_day_index")
        }
    }
}
