import Foundation
import RepbookCore

/// The starter library a user is given (at sign-up, and again when a new library version adds exercises).
public enum LibrarySeed {
    /// Rows per insert statement: 9 values each, well under either engine's limit on bound values.
    static let rowsPerStatement = 200

    /// Inserts the library exercises a user lacks, once per library version; a name the user already has is skipped.
    /// On PostgreSQL the user's row is locked first, so two servers seeding at once add each exercise once and record the
    /// version once (SQLite's one writer already does). The exercises go in with a few multi-row inserts, in order.
    @discardableResult
    public static func seed(
        _ library: [LibraryExercise], version: Int, userID: Int64, now: Date, _ connection: any SQLConnection
    ) throws -> Int {
        let seeded: Int = try connection.value(
            SQL(#"SELECT library_version FROM "user" WHERE id = ?"#).lockingOnPostgres("FOR UPDATE"), [userID], column: "library_version") ?? 0
        guard seeded < version else { return 0 }
        var inserted = 0
        for start in stride(from: 0, to: library.count, by: rowsPerStatement) {
            let chunk = library[start..<min(start + rowsPerStatement, library.count)]
            let values = Array(repeating: "(\(SQL.placeholders(9)))", count: chunk.count).joined(separator: ", ")
            let arguments: [any SQLBindable] = chunk.flatMap { item -> [any SQLBindable] in
                [
                    userID, item.name, ExerciseName.key(item.name), item.category.rawValue, item.kind.rawValue, item.equipment.rawValue, item.seedKey,
                    now, now,
                ]
            }
            inserted += try connection.execute(SQL("""
                INSERT INTO exercise (user_id, name, name_key, category, kind, equipment, seed_key, created_at, updated_at)
                VALUES \(values)
                ON CONFLICT DO NOTHING
                """), arguments)
        }
        try connection.execute(#"UPDATE "user" SET library_version = ? WHERE id = ?"#, [version, userID])
        return inserted
    }
}
