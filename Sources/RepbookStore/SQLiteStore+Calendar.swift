import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    public func trainedDays(userID: Int64) async throws -> [TrainedDay] {
        try await writer.read { db in
            // Read in order from `workout_finished_by_user_day` (migration `v8-exercise-recency`), by column index.
            try Row.decodeAll(
                db,
                sql: """
                    SELECT local_date, split_id, split_day_index FROM workout
                    WHERE user_id = ? AND ended_at IS NOT NULL ORDER BY local_date, started_at, id
                    """,
                arguments: [userID], cached: true
            ) { row in
                let text: String = row[0]
                guard let date = LocalDate(text) else { throw RowDecoding.CorruptRow(description: "Unexpected local_date \"\(text)\"") }
                return TrainedDay(date: date, splitID: row[1], splitDayIndex: row[2])
            }
        }
    }
}
