import Foundation
import RepbookBuildInfo
import RepbookCore
import RepbookDataFolder
import RepbookSQLite

/// Gathers the owner's status (`InstanceStatus`) from the running server: its version and start, the store's engine and
/// size, the backup folder, the doctor's checks of the data folder (and, on SQLite, of the database, opened read-only),
/// and every account with the newest use of their sessions.
struct InstanceStatusReport: Sendable {
    let services: AppServices
    let configuration: ServerConfiguration
    let startedAt: Date

    /// The status for `owner`; anyone else is told there is no such page.
    func status(for owner: User, now: Date = Date()) async throws -> InstanceStatus {
        try BackupService.requireOwner(owner)
        let doctor = DataFolderDoctor(dataDirectory: configuration.dataDirectory, backupDirectory: services.backups.policy.directory)
        let findings = try await BlockingWork.run {
            configuration.databaseURL == nil ? doctor.examine(now: now) : doctor.examineSharedFolder(databaseFindings: [], now: now)
        }
        var members: [(user: User, lastActivity: Date?)] = []
        for user in try await services.accounts.accounts(visibleTo: owner) {
            members.append((user: user, lastActivity: try await services.sessions.sessions(of: user).map(\.lastUsedAt).max()))
        }
        return InstanceStatus(
            version: RepbookVersion.number, commit: BuildInfo.commit, startedAt: startedAt,
            engine: configuration.databaseURL == nil ? "sqlite" : "postgresql", databaseBytes: try await services.store.databaseSize(),
            backups: try services.backups.backups(visibleTo: owner).map { (name: $0.name, byteCount: $0.byteCount, takenAt: $0.takenAt) },
            checks: findings.map { (level: $0.level.rawValue, name: $0.check, message: $0.message) }, members: members, now: now)
    }
}
