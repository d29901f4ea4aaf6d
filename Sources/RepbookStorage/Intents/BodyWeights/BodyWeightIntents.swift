import Foundation
import RepbookCore

/// Body weights, one row of `body_weight` per user and day (its unique key `(user_id, local_date)`).
extension SQLStore {
    public func bodyWeights(userID: Int64) async throws -> [BodyWeightEntry] {
        try await engine.readSingle { connection in
            try connection.all(
                SQL("SELECT \(BodyWeightRows.columns) FROM body_weight WHERE user_id = ? ORDER BY local_date"), [userID], BodyWeightRows.entry)
        }
    }

    public func bodyWeight(on date: LocalDate, userID: Int64) async throws -> BodyWeightEntry? {
        try await engine.readSingle { connection in
            try connection.row(SQL("SELECT \(BodyWeightRows.columns) FROM body_weight WHERE user_id = ? AND local_date = ?"), [userID, date])
                .map(BodyWeightRows.entry)
        }
    }

    @discardableResult
    public func saveBodyWeight(_ entry: BodyWeightEntry, userID: Int64, now: Date) async throws -> Bool {
        try await engine.write { connection in
            // The insert claims a new day; a day that has a row is updated instead. Two saves of one new day at once
            // cannot both answer "new": the second's insert waits on the first's row (PostgreSQL) or runs after it.
            guard try connection.execute(BodyWeightRows.insertNew, BodyWeightRows.insertArguments(entry, userID: userID, now: now)) == 0 else {
                return false
            }
            try connection.execute(BodyWeightRows.replace, [
                entry.weight.value, entry.weight.unit.rawValue, entry.bodyFatPercent, now, userID, entry.date,
            ])
            return true
        }
    }

    public func deleteBodyWeight(on date: LocalDate, userID: Int64) async throws -> Bool {
        try await engine.write { connection in
            try connection.execute("DELETE FROM body_weight WHERE user_id = ? AND local_date = ?", [userID, date]) > 0
        }
    }

    public func insertBodyWeights(_ entries: [BodyWeightEntry], userID: Int64, now: Date) async throws -> Set<LocalDate> {
        guard !entries.isEmpty else { return [] }
        return try await engine.write { connection in try BodyWeightRows.insertAll(entries, userID: userID, now: now, connection) }
    }
}
