import Foundation
import Logging
import RepbookCore
import ServiceLifecycle

/// Takes the scheduled backups while the server runs: the first one interval after start (at once when the newest
/// backup is already older than that), then one every interval, each followed by rotation. A failed backup is logged
/// and the schedule goes on; it never stops the server. When several servers share a PostgreSQL database (and the backup
/// folder), each runs this schedule, but only the one whose `turn` it is takes a backup, and only when the folder holds
/// none from the last half interval.
struct BackupScheduler: Service {
    let backups: BackupService
    let turn: any BackupTurn
    let logger: Logger
    let now: Clock

    func run() async throws {
        let policy = backups.policy
        guard policy.isScheduled else {
            try? await gracefulShutdown()
            return
        }
        let newest: Date?
        do {
            newest = try backups.newestBackupTime()
        } catch {
            logger.error("Cannot list the backup folder \(policy.directory): \(error)")
            newest = nil
        }
        let firstDelay = BackupSchedule.firstDelay(newest: newest, now: now(), interval: policy.interval)
        logger.info("Scheduled backups: \(policy.scheduleText) Folder: \(policy.directory); the next in \(Int(firstDelay.rounded())) s.")
        try? await cancelWhenGracefulShutdown { try await loop(firstDelay: firstDelay) }
    }

    private func loop(firstDelay: TimeInterval) async throws {
        var delay = firstDelay
        while true {
            try await Task.sleep(for: .seconds(delay))
            await backUpOnce()
            delay = backups.policy.interval
        }
    }

    private func backUpOnce() async {
        do {
            let taken = try await turn.take { await backUpWhenDue() }
            if !taken { logger.info("Scheduled backup left to another server, which is taking it now.") }
        } catch {
            logger.error("Scheduled backup into \(backups.policy.directory) failed: \(error)")
        }
    }

    /// Takes the backup unless one from the last half interval is in the folder (another server's).
    private func backUpWhenDue() async {
        if let newest = try? backups.newestBackupTime(), now().timeIntervalSince(newest) < backups.policy.interval / 2 {
            logger.info("Scheduled backup skipped: the folder holds one taken at \(newest).")
            return
        }
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let backup = try await backups.backUpAndRotate()
            let elapsed = clock.now - start
            let milliseconds = Int(elapsed / .milliseconds(1))
            logger.info(
                "Backup written: \(backup.file.path), \(backup.file.byteCount) bytes, \(milliseconds) ms",
                metadata: backup.deleted.isEmpty ? nil : ["rotated": .string(backup.deleted.joined(separator: ", "))])
        } catch {
            logger.error("Backup into \(backups.policy.directory) failed: \(error)")
        }
    }
}
