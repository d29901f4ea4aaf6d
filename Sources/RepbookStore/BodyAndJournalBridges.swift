import Foundation
import GRDB
import RepbookCore
import RepbookStorage

/// The settings, body, coaching and journal features' shared helpers, for the SQLite archive and migrations not yet on
/// the shared path (to be removed with their last caller).
extension SQLiteStore {
    /// Inserts or replaces a user's settings row (`SettingsRows.write`).
    static func writeSettings(_ settings: UserSettings, userID: Int64, db: Database) throws {
        try SettingsRows.write(settings, userID: userID, GRDBConnection(db: db))
    }

    /// The user's coaching settings; the standard ones when they kept them.
    static func coachingSettings(userID: Int64, db: Database) throws -> CoachingSettings {
        try CoachingRows.stored(userID: userID, GRDBConnection(db: db)) ?? .standard
    }

    /// Inserts or replaces the user's coaching settings row.
    static func writeCoachingSettings(_ settings: CoachingSettings, userID: Int64, db: Database) throws {
        try CoachingRows.write(settings, userID: userID, GRDBConnection(db: db))
    }

    /// Adds the journal tags a user lacks after their others.
    static func seedJournalTags(_ names: [String], userID: Int64, now: Date, db: Database) throws {
        try JournalTagRows.seed(names, userID: userID, now: now, GRDBConnection(db: db))
    }

    /// Adds the supplements a user lacks at the end of their stacks.
    static func seedSupplements(_ drafts: [SupplementDraft], startDate: LocalDate, userID: Int64, now: Date, db: Database) throws {
        try SupplementRows.seed(drafts, startDate: startDate, userID: userID, now: now, GRDBConnection(db: db))
    }

    /// The user's custom measurements.
    static func customMeasures(userID: Int64, db: Database) throws -> [BodyMeasure] {
        try BodyMeasurementRows.customMeasures(userID: userID, GRDBConnection(db: db))
    }

    /// Every body measurement value of the user, oldest day first.
    static func allBodyMeasurements(userID: Int64, db: Database) throws -> [BodyMeasurementEntry] {
        try BodyMeasurementRows.all(userID: userID, GRDBConnection(db: db))
    }

    /// Writes an archive's measurements into the restore's transaction.
    static func restoreMeasurements(_ measurements: ArchivedMeasurements, userID: Int64, now: Date, db: Database) throws {
        try BodyMeasurementRows.restore(measurements, userID: userID, now: now, GRDBConnection(db: db))
    }
}

extension RowDecoding {
    /// A progress photo record from a row with its columns.
    static func progressPhoto(_ row: Row) throws -> ProgressPhoto {
        try ProgressPhotoRows.photo(GRDBRow(row: row))
    }
}
