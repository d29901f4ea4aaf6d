import Foundation
import GRDB
import RepbookCore
import RepbookStorage

/// The shared exercise helpers for the SQLite intents not yet on the shared path (account creation, the live workout,
/// template revision), in the caller's transaction.
extension SQLiteStore {
    /// Refuses an exercise id that is not in the user's library (`ExerciseRows.requireOwnExercise`).
    static func requireOwnExercise(_ exerciseID: Int64, userID: Int64, db: Database) throws {
        try ExerciseRows.requireOwnExercise(exerciseID, userID: userID, GRDBConnection(db: db))
    }

    /// Seeds the starter library in the caller's transaction (`LibrarySeed.seed`).
    @discardableResult
    static func seed(_ library: [LibraryExercise], version: Int, userID: Int64, now: Date, db: Database) throws -> Int {
        try LibrarySeed.seed(library, version: version, userID: userID, now: now, GRDBConnection(db: db))
    }
}
