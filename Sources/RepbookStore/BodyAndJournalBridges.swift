import Foundation
import GRDB
import RepbookCore
import RepbookStorage

/// The body and journal features' shared helpers, for the SQLite intents not yet on the shared path (to be removed
/// with their last caller).
extension SQLiteStore {
    /// A body weight from a row with `BodyWeightRows.columns`.
    static func bodyWeightEntry(_ row: Row) throws -> BodyWeightEntry {
        try BodyWeightRows.entry(GRDBRow(row: row))
    }
}
