import Foundation
import RepbookCore

/// The `body_weight` rows: how an entry reads back and how entries are written.
public enum BodyWeightRows {
    /// The columns `entry` reads.
    public static let columns = "local_date, weight, weight_unit, body_fat_percent"

    /// An entry from a row with `columns`.
    public static func entry(_ row: any SQLRow) throws -> BodyWeightEntry {
        BodyWeightEntry(
            date: try row["local_date"], weight: Weight(try row["weight"], try row.choice("weight_unit")), bodyFatPercent: try row["body_fat_percent"]
        )
    }

    /// Inserts the day's entry unless the day has one (then it changes nothing).
    static let insertNew: SQL = """
        INSERT INTO body_weight (user_id, local_date, weight, weight_unit, body_fat_percent, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (user_id, local_date) DO NOTHING
        """

    /// Replaces the values of a day that has an entry.
    static let replace: SQL = """
        UPDATE body_weight SET weight = ?, weight_unit = ?, body_fat_percent = ?, updated_at = ? WHERE user_id = ? AND local_date = ?
        """

    /// The values `insertNew` binds.
    static func insertArguments(_ entry: BodyWeightEntry, userID: Int64, now: Date) -> [any SQLBindable] {
        [userID, entry.date, entry.weight.value, entry.weight.unit.rawValue, entry.bodyFatPercent, now, now]
    }

    /// The most rows one insert statement carries (7 values each, well under either engine's limit on bound values).
    static let rowsPerStatement = 500

    /// Adds the entries, leaving alone every day that has one; answers the days added. Of two entries for one day the
    /// first given is kept. Rows go in day order, a few hundred per statement, so two imports at once wait for each
    /// other's days in the same order and never deadlock.
    static func insertAll(_ entries: [BodyWeightEntry], userID: Int64, now: Date, _ connection: any SQLConnection) throws -> Set<LocalDate> {
        var seen: Set<LocalDate> = []
        let firsts = entries.filter { seen.insert($0.date).inserted }.sorted { $0.date < $1.date }
        var added: Set<LocalDate> = []
        for start in stride(from: 0, to: firsts.count, by: rowsPerStatement) {
            let chunk = firsts[start..<min(start + rowsPerStatement, firsts.count)]
            let statement = SQL("""
                INSERT INTO body_weight (user_id, local_date, weight, weight_unit, body_fat_percent, created_at, updated_at)
                VALUES \(Array(repeating: "(?, ?, ?, ?, ?, ?, ?)", count: chunk.count).joined(separator: ", "))
                ON CONFLICT (user_id, local_date) DO NOTHING
                RETURNING local_date
                """)
            let days = try connection.all(statement, chunk.flatMap { insertArguments($0, userID: userID, now: now) }) { row -> LocalDate in
                try row["local_date"]
            }
            added.formUnion(days)
        }
        return added
    }
}
