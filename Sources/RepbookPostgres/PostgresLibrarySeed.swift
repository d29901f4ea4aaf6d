import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// The starter library seeded inside `createUser`'s async transaction, until account creation is on the shared path
/// (where `LibrarySeed.seed` does it).
extension PostgresStore {
    /// Inserts the library exercises a user lacks, once per library version; a name the user already has is skipped.
    /// The user's row is locked first, so two servers seeding at once add each exercise once and record the version once.
    @discardableResult
    static func seed(
        _ library: [LibraryExercise], version: Int, userID: Int64, now: Date, connection: PostgresConnection, logger: Logger
    ) async throws -> Int {
        let seeded = try await connection.first(
            #"SELECT library_version FROM "user" WHERE id = \#(userID) FOR UPDATE"#, logger: logger) { try $0.decode(Int.self) } ?? 0
        guard seeded < version, !library.isEmpty else { return 0 }
        // One statement for the whole library: its columns as arrays, unnested into rows.
        let inserted = try await connection.count(
            """
            INSERT INTO exercise (user_id, name, name_key, category, kind, equipment, seed_key, created_at, updated_at)
            SELECT \(userID), item.name, item.name_key, item.category, item.kind, item.equipment, item.seed_key, \(now), \(now)
            FROM unnest(
                \(library.map(\.name))::text[], \(library.map { ExerciseName.key($0.name) })::text[], \(library.map(\.category.rawValue))::text[],
                \(library.map(\.kind.rawValue))::text[], \(library.map(\.equipment.rawValue))::text[], \(library.map(\.seedKey))::text[]
            ) WITH ORDINALITY AS item (name, name_key, category, kind, equipment, seed_key, position)
            ORDER BY item.position
            ON CONFLICT DO NOTHING
            RETURNING id
            """, logger: logger)
        try await connection.run(#"UPDATE "user" SET library_version = \#(version) WHERE id = \#(userID)"#, logger: logger)
        return inserted
    }
}
