import Foundation
import GRDB
import RepbookCore
import RepbookStorage

extension SQLiteStore {
    /// Inserts or replaces a user's settings row (for intents not yet on the shared path).
    static func writeSettings(_ settings: UserSettings, userID: Int64, db: Database) throws {
        try SettingsRows.write(settings, userID: userID, GRDBConnection(db: db))
    }
}
