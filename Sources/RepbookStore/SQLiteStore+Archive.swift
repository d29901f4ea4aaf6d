import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    public func archive(
        userID: Int64, exportedAt: Date, readPhoto: @escaping @Sendable (PhotoFileKey) throws -> Data
    ) async throws -> UserArchive {
        try await writer.read { db in
            guard let username = try String.fetchOne(db, sql: "SELECT username FROM user WHERE id = ?", arguments: [userID]) else {
                throw DomainError.notFound("No user with id \(userID).")
            }
            guard let settingsRow = try Row.fetchOne(db, sql: "SELECT * FROM user_settings WHERE user_id = ?", arguments: [userID]) else {
                throw DomainError.notFound("No settings for user \(userID).")
            }
            var settings = ArchivedSettings(try RowDecoding.settings(settingsRow))
            if try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM coaching_settings WHERE user_id = ?)", arguments: [userID]) == true {
                settings.coaching = ArchivedCoaching(try Self.coachingSettings(userID: userID, db: db))
            }
            return UserArchive(
                username: username, exportedAt: exportedAt, settings: settings,
                exercises: try ArchiveReading.exercises(userID, db), templates: try ArchiveReading.templates(userID, db),
                splits: try ArchiveReading.splits(userID, db), workouts: try ArchiveReading.workouts(userID, db),
                bodyWeights: try ArchiveReading.bodyWeights(userID, db), journal: try ArchiveReading.journal(userID, db),
                supplements: try ArchiveReading.supplements(userID, db), photos: try ArchiveReading.photos(userID, db, readPhoto: readPhoto),
                measurements: ArchivedMeasurements(
                    measures: try Self.customMeasures(userID: userID, db: db), entries: try Self.allBodyMeasurements(userID: userID, db: db)))
        }
    }

    public func hasArchivableHistory(userID: Int64) async throws -> Bool {
        try await writer.read { db in try ArchiveReading.hasHistory(userID, db) }
    }
}
