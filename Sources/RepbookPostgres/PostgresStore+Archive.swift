import Foundation
import Logging
import PostgresNIO
import RepbookCore

extension PostgresStore: ArchiveStore {
    public func archive(
        userID: Int64, exportedAt: Date, readPhoto: @escaping @Sendable (PhotoFileKey) throws -> Data
    ) async throws -> UserArchive {
        try await snapshot { connection in
            guard let username = try await connection.first(
                #"SELECT username FROM "user" WHERE id = \#(userID)"#, logger: logger, { try $0.decode(String.self) })
            else { throw DomainError.notFound("No user with id \(userID).") }
            guard let userSettings = try await connection.first(
                "SELECT \(unescaped: PostgresRowDecoding.settingsColumns) FROM user_settings WHERE user_id = \(userID)", logger: logger,
                PostgresRowDecoding.row(PostgresRowDecoding.settings))
            else { throw DomainError.notFound("No settings for user \(userID).") }
            var settings = ArchivedSettings(userSettings)
            if let coaching = try await Self.storedCoachingSettings(userID: userID, connection: connection, logger: logger) {
                settings.coaching = ArchivedCoaching(coaching)
            }
            let reading = PostgresArchiveReading.self
            return UserArchive(
                username: username, exportedAt: exportedAt, settings: settings,
                exercises: try await reading.exercises(userID, connection: connection, logger: logger),
                templates: try await reading.templates(userID, connection: connection, logger: logger),
                splits: try await reading.splits(userID, connection: connection, logger: logger),
                workouts: try await reading.workouts(userID, connection: connection, logger: logger),
                bodyWeights: try await reading.bodyWeights(userID, connection: connection, logger: logger),
                journal: try await reading.journal(userID, connection: connection, logger: logger),
                supplements: try await reading.supplements(userID, connection: connection, logger: logger),
                photos: try await reading.photos(userID, connection: connection, logger: logger, readPhoto: readPhoto),
                measurements: try await reading.measurements(userID, connection: connection, logger: logger))
        }
    }

    public func hasArchivableHistory(userID: Int64) async throws -> Bool {
        try await single { connection in try await PostgresArchiveReading.hasHistory(userID, connection: connection, logger: logger) }
    }

    public func restoreArchive(
        _ archive: UserArchive, photoKeys: [PhotoFileKey], userID: Int64, now: Date
    ) async throws -> ArchiveRestoreReport {
        guard photoKeys.count == archive.photos.count else {
            throw DomainError.invalid(field: "photos", message: "Every photo needs its stored file.")
        }
        return try await write { connection in
            // Two restores into one account: the second waits here, then sees the first one's history.
            try await PostgresUserLock.lock(userID: userID, connection: connection, logger: logger)
            if try await PostgresArchiveReading.hasHistory(userID, connection: connection, logger: logger) {
                throw UserArchiveService.accountNotEmpty
            }
            let writing = PostgresArchiveWriting(connection: connection, logger: logger, userID: userID, now: now)
            try await Self.writeSettings(archive.settings.userSettings, userID: userID, connection: connection, logger: logger)
            if let coaching = archive.settings.coaching {
                try await Self.writeCoachingSettings(try coaching.settings(), userID: userID, connection: connection, logger: logger)
            }
            let library = try await writing.exercises(archive.exercises)
            let templates = try await writing.templates(archive.templates, exercises: library.ids)
            let splits = try await writing.splits(archive.splits, templates: templates)
            let workoutIDs = try await writing.workouts(archive.workouts, exercises: library.ids, templates: templates, splits: splits)
            // The account had no history, so its finished workouts are the restored ones.
            try await PostgresSessionWriting.rewrite(workoutIDs: workoutIDs, connection: connection, logger: logger)
            try await writing.bodyWeights(archive.bodyWeights)
            try await writing.journal(archive.journal)
            try await writing.supplements(archive.supplements)
            if let measurements = archive.measurements {
                try await Self.restoreMeasurements(measurements, userID: userID, now: now, connection: connection, logger: logger)
            }
            try await writing.photos(archive.photos, keys: photoKeys)
            return ArchiveRestoreReport(counts: ArchiveCounts(archive), exercisesAdded: library.added, exercisesMerged: library.merged)
        }
    }
}
