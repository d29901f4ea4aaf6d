import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    public func restoreArchive(
        _ archive: UserArchive, photoKeys: [PhotoFileKey], userID: Int64, now: Date
    ) async throws -> ArchiveRestoreReport {
        guard photoKeys.count == archive.photos.count else {
            throw DomainError.invalid(field: "photos", message: "Every photo needs its stored file.")
        }
        return try await writer.write { db in
            if try ArchiveReading.hasHistory(userID, db) { throw UserArchiveService.accountNotEmpty }
            let writing = ArchiveWriting(db: db, userID: userID, now: StoredInstant.text(now))
            try Self.writeSettings(archive.settings.userSettings, userID: userID, db: db)
            if let coaching = archive.settings.coaching { try Self.writeCoachingSettings(try coaching.settings(), userID: userID, db: db) }
            let library = try writing.exercises(archive.exercises)
            let templates = try writing.templates(archive.templates, exercises: library.ids)
            let splits = try writing.splits(archive.splits, templates: templates)
            try writing.workouts(archive.workouts, exercises: library.ids, templates: templates, splits: splits)
            // The account had no history, so its finished workouts are the restored ones.
            try ExerciseSessionWriting.rewrite(where: "workout.user_id = ?", arguments: [userID], db: db)
            try writing.bodyWeights(archive.bodyWeights)
            try writing.journal(archive.journal)
            try writing.supplements(archive.supplements)
            if let measurements = archive.measurements { try Self.restoreMeasurements(measurements, userID: userID, now: now, db: db) }
            try writing.photos(archive.photos, keys: photoKeys)
            return ArchiveRestoreReport(counts: ArchiveCounts(archive), exercisesAdded: library.added, exercisesMerged: library.merged)
        }
    }
}
