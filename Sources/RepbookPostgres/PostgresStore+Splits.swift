import Foundation
import Logging
import PostgresNIO
import RepbookCore

extension PostgresStore: SplitStore {
    public func splits(userID: Int64) async throws -> [Split] {
        try await snapshot { connection in
            try await PostgresSplitRows.fetch("user_id = \(userID) ORDER BY is_active DESC, name_key", connection: connection, logger: logger)
        }
    }

    public func split(id: Int64, userID: Int64) async throws -> Split? {
        try await snapshot { connection in
            try await PostgresSplitRows.fetch("id = \(id) AND user_id = \(userID)", connection: connection, logger: logger).first
        }
    }

    public func activeSplit(userID: Int64) async throws -> Split? {
        try await snapshot { connection in
            try await PostgresSplitRows.fetch("user_id = \(userID) AND is_active", connection: connection, logger: logger).first
        }
    }

    public func insertSplit(_ draft: SplitDraft, userID: Int64, now: Date) async throws -> Split {
        try await write { connection in
            try await PostgresSplitRows.insertWhole(
                draft, conflict: Self.splitNameTaken(draft.name), userID: userID, now: now, connection: connection, logger: logger)
        }
    }

    public func updateSplit(id: Int64, userID: Int64, draft: SplitDraft, now: Date) async throws -> Split {
        try await write { connection in
            try await PostgresSplitRows.updateWhole(
                id: id, to: draft, conflict: Self.splitNameTaken(draft.name), userID: userID, now: now, connection: connection, logger: logger)
        }
    }

    public func deleteSplit(id: Int64, userID: Int64) async throws {
        try await single { connection in
            let deleted = try await connection.count("DELETE FROM split WHERE id = \(id) AND user_id = \(userID) RETURNING id", logger: logger)
            guard deleted > 0 else { throw PostgresSplitRows.notFound(id) }
        }
    }

    public func activateSplit(id: Int64, userID: Int64, customName: String?, startDate: LocalDate, now: Date) async throws -> Split {
        try await write { connection in
            // Two activations at once would each deactivate what they saw active and both activate: the second one's row
            // would then break the one-active-split index. The second waits here instead and deactivates the first's.
            try await PostgresUserLock.lock(userID: userID, connection: connection, logger: logger)
            try await connection.run("UPDATE split SET is_active = false WHERE user_id = \(userID) AND is_active", logger: logger)
            let activated = try await connection.count(
                """
                UPDATE split SET is_active = true, custom_name = \(customName), start_date = \(PostgresDay(startDate)), activated_at = \(now),
                    updated_at = \(now)
                WHERE id = \(id) AND user_id = \(userID)
                RETURNING id
                """, logger: logger)
            guard activated > 0 else { throw PostgresSplitRows.notFound(id) }
            return try await PostgresSplitRows.require(id: id, userID: userID, connection: connection, logger: logger)
        }
    }

    public func deactivateSplits(userID: Int64) async throws {
        try await write { connection in
            try await PostgresUserLock.lock(userID: userID, connection: connection, logger: logger)
            try await connection.run("UPDATE split SET is_active = false WHERE user_id = \(userID) AND is_active", logger: logger)
        }
    }

    public func lastCompletedSplitDay(userID: Int64, splitID: Int64, since: Date) async throws -> Int? {
        try await single { connection in
            try await connection.first(
                """
                SELECT split_day_index FROM workout
                WHERE split_id = \(splitID) AND user_id = \(userID) AND ended_at IS NOT NULL AND started_at >= \(since)
                    AND split_day_index IS NOT NULL
                ORDER BY started_at DESC, id DESC LIMIT 1
                """, logger: logger) { try $0.decode(Int.self) }
        }
    }

    static func splitNameTaken(_ name: String) -> DomainError {
        .conflict("A split named \"\(name)\" already exists. Pick another name.")
    }
}
