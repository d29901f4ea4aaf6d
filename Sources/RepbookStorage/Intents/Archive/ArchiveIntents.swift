import Foundation
import RepbookCore

/// A user's whole data as an archive: read in one snapshot, and restored into an account without history in one
/// transaction.
extension SQLStore {
    public func archive(
        userID: Int64, exportedAt: Date, readPhoto: @escaping @Sendable (PhotoFileKey) throws -> Data
    ) async throws -> UserArchive {
        try await engine.read { connection in
            guard let username: String = try connection.value(#"SELECT username FROM "user" WHERE id = ?"#, [userID], column: "username") else {
                throw DomainError.notFound(LocalizedText("error.no_user_with_id", ["userID": "\(userID)"]))
            }
            guard let settingsRow = try connection.row("SELECT * FROM user_settings WHERE user_id = ?", [userID]) else {
                throw DomainError.notFound(LocalizedText("error.no_settings_for_user", ["userID": "\(userID)"]))
            }
            var settings = ArchivedSettings(try SettingsRows.settings(settingsRow))
            settings.coaching = try CoachingRows.stored(userID: userID, connection).map(ArchivedCoaching.init)
            let reading = ArchiveReading(userID: userID, connection: connection)
            let programs = try reading.programs()
            return UserArchive(
                username: username, exportedAt: exportedAt, settings: settings, exercises: try reading.exercises(),
                templates: try reading.templates(), splits: try reading.splits(), workouts: try reading.workouts(programs: programs.ids),
                bodyWeights: try reading.bodyWeights(), journal: try reading.journal(), supplements: try reading.supplements(),
                photos: try reading.photos(readPhoto: readPhoto),
                measurements: ArchivedMeasurements(
                    measures: try BodyMeasurementRows.customMeasures(userID: userID, connection),
                    entries: try BodyMeasurementRows.all(userID: userID, connection)),
                programs: programs.programs.isEmpty ? nil : programs.programs)
        }
    }

    public func hasArchivableHistory(userID: Int64) async throws -> Bool {
        try await engine.readSingle { connection in try ArchiveReading.hasHistory(userID, connection) }
    }

    public func restoreArchive(
        _ archive: UserArchive, photoKeys: [PhotoFileKey], userID: Int64, now: Date
    ) async throws -> ArchiveRestoreReport {
        guard photoKeys.count == archive.photos.count else {
            throw DomainError.invalid(field: "photos", message: LocalizedText("error.every_photo_needs_its_stored_file"))
        }
        return try await engine.write { connection in
            // Two restores into one account: the second waits here, then sees the first one's history.
            try UserLock.lock(userID: userID, connection)
            if try ArchiveReading.hasHistory(userID, connection) { throw UserArchiveService.accountNotEmpty }
            let plans = ArchivePlanWriting(connection: connection, userID: userID, now: now)
            let lists = ArchiveListWriting(connection: connection, userID: userID, now: now)
            try SettingsRows.write(archive.settings.userSettings, userID: userID, connection)
            if let coaching = archive.settings.coaching { try CoachingRows.write(try coaching.settings(), userID: userID, connection) }
            let library = try plans.exercises(archive.exercises)
            let templates = try plans.templates(archive.templates, exercises: library.ids)
            let splits = try plans.splits(archive.splits, templates: templates)
            let programs = try ArchiveProgramWriting.programs(archive.programs ?? [], exercises: library.ids, userID: userID, now: now, connection)
            let workoutIDs = try ArchiveWorkoutWriting(connection: connection, userID: userID, now: now)
                .workouts(archive.workouts, exercises: library.ids, templates: templates, splits: splits, programs: programs)
            // The account had no history, so its finished workouts are the restored ones.
            try SessionWriting.rewrite(workoutIDs: workoutIDs, connection)
            _ = try BodyWeightRows.insertAll(
                archive.bodyWeights.map { BodyWeightEntry(date: $0.date, weight: $0.weight, bodyFatPercent: $0.bodyFatPercent) },
                userID: userID, now: now, connection)
            try lists.journal(archive.journal)
            try lists.supplements(archive.supplements)
            if let measurements = archive.measurements { try BodyMeasurementRows.restore(measurements, userID: userID, now: now, connection) }
            try lists.photos(archive.photos, keys: photoKeys)
            return ArchiveRestoreReport(counts: ArchiveCounts(archive), exercisesAdded: library.added, exercisesMerged: library.merged)
        }
    }
}

/// The id a name of an archive refers to; validation has checked every reference, so a miss means a corrupt archive.
func archivedID(of name: String, in ids: [String: Int64], key: (String) -> String = ExerciseName.key) throws -> Int64 {
    guard let id = ids[key(name)] else { throw DomainError.invalid(field: "archive", message:
        LocalizedText("error.unknown_name_in_archive", ["value": "\(name)"])) }
    return id
}
