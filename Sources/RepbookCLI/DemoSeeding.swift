import Foundation
import RepbookCore
import RepbookDataFolder
import RepbookSQLite

/// Fills a new account with a `DemoAccount`: reads the account as an archive (its starter library, tags and
/// supplements), completes it in Core and restores it in one transaction through `UserArchiveService`, which validates
/// it like any imported archive.
struct DemoSeeding {
    /// What was written into one account, and how long generating and writing took.
    struct Written {
        let counts: ArchiveCounts
        /// The distinct exercises the workouts use.
        let exercisesTrained: Int
        let generationSeconds: Double
        let writeSeconds: Double
    }

    let archives: UserArchiveService

    /// Seeding into the database of `store`, whose photo folder is in `dataDirectory` (no photos are written).
    init(store: SQLiteStore, dataDirectory: String) {
        archives = UserArchiveService(store: store, files: FileSystemPhotoStore(dataDirectory: dataDirectory), now: { Date() })
    }

    /// Writes `account` into the new, still empty account `userID`.
    func seed(_ account: DemoAccount, userID: Int64) async throws -> Written {
        let clock = ContinuousClock()
        let generationStart = clock.now
        let archive = account.archive(completing: try await archives.export(userID: userID))
        let generated = clock.now
        _ = try await archives.restore(archive, userID: userID)
        let written = clock.now
        let trained = Set(archive.workouts.flatMap { $0.exercises.map(\.exercise) })
        return Written(
            counts: ArchiveCounts(archive), exercisesTrained: trained.count, generationSeconds: (generated - generationStart).seconds,
            writeSeconds: (written - generated).seconds)
    }
}
