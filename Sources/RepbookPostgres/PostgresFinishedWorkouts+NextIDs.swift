import Foundation
import Logging
import PostgresNIO

/// What is left of the PostgreSQL bulk writer of finished workouts (now `FinishedWorkoutRows` on the shared path): ids
/// drawn ahead from a table's sequence, which the archive restore (`PostgresArchiveWriting`) still uses.
enum PostgresFinishedWorkouts {
    /// `count` new ids of `table`'s identity column, drawn from its sequence, in order.
    static func nextIDs(_ table: String, count: Int, connection: PostgresConnection, logger: Logger) async throws -> [Int64] {
        try await connection.all(
            "SELECT nextval(pg_get_serial_sequence(\(table), 'id')) FROM generate_series(1, \(count))", logger: logger
        ) { try $0.decode(Int64.self) }
    }
}
