import Foundation
import RepbookCore
import Testing

/// Backup names, the first scheduled backup's delay and the policy's limits.
@Suite("Backup rules")
struct BackupRulesTests {
    @Test("Backup names carry the UTC time and read back; other names are not backups")
    func names() {
        let instant = Date(timeIntervalSince1970: 1_795_300_205)
        #expect(BackupFileName.stamped(at: instant) == "repbook-20261121-223005.zip")
        #expect(BackupFileName.instant(of: "repbook-20261121-223005.zip") == instant)
        // Backups taken before photos were included are still Repbook's.
        #expect(BackupFileName.instant(of: "repbook-20261121-223005.sqlite") == instant)
        for name in [
            "repbook-20261121-2230.sqlite", "repbook-20261321-223005.sqlite", "repbook-20261121-223005.sqlite.bak", "Repbook-20261121-223005.sqlite",
            "repbook-2026112a-223005.sqlite", "repbook-20260230-120000.sqlite", "repbook.sqlite", "notes.txt",
            "repbook-20261121-223005.zip.partial", "repbook-20261121-223005.tar", "repbook-20261121-223005.sqlite.zip", "repbook-20261121-223005",
        ] {
            #expect(BackupFileName.instant(of: name) == nil, "\(name)")
        }
        #expect(BackupFileName.download(on: LocalDate("2026-11-21")!) == "repbook-backup-2026-11-21.zip")
    }

    @Test("The first scheduled backup waits one interval, unless the newest backup is already older than that")
    func firstDelay() {
        let now = Date(timeIntervalSince1970: 1_795_300_205)
        #expect(BackupSchedule.firstDelay(newest: nil, now: now, interval: 86_400) == 86_400)
        #expect(BackupSchedule.firstDelay(newest: now - 3600, now: now, interval: 86_400) == 86_400)
        #expect(BackupSchedule.firstDelay(newest: now - 86_400, now: now, interval: 86_400) == 0)
        #expect(BackupSchedule.firstDelay(newest: now - 90 * 86_400, now: now, interval: 86_400) == 0)
    }

    @Test("A policy refuses negative or absurd intervals and counts outside 1 to 1000; 0 means unscheduled")
    func policy() throws {
        #expect(throws: DomainError.invalid(field: "backup-every", message: LocalizedText("error.backup.interval_range", ["maximum": "8784"]))) {
            try BackupPolicy(directory: "/b", interval: -1, keep: 7)
        }
        #expect(throws: DomainError.self) { try BackupPolicy(directory: "/b", interval: .infinity, keep: 7) }
        #expect(throws: DomainError.invalid(field: "backup-keep", message:
            LocalizedText("error.backups_kept_out_of_range", ["maximumKeep": "1000"]))) {
            try BackupPolicy(directory: "/b", interval: 3600, keep: 0)
        }
        #expect(try BackupPolicy(directory: "/b", interval: 86_400, keep: 7).scheduleText == "Every 24 hours, keeping the newest 7.")
        #expect(try BackupPolicy(directory: "/b", interval: 3600, keep: 1).scheduleText == "Every hour, keeping the newest 1.")
        #expect(try BackupPolicy(directory: "/b", interval: 1800, keep: 3).scheduleText == "Every 30 minutes, keeping the newest 3.")
        let off = BackupPolicy.unscheduled(dataDirectory: "/data")
        #expect(off.directory == "/data/backups")
        #expect(!off.isScheduled)
        #expect(off.scheduleText.hasPrefix("No scheduled backups"))
    }

    @Test("Rotation keeps the newest N backups and lists no other file")
    func rotation() {
        let names = ["repbook-20261101-120000.sqlite", "notes.txt", "repbook-20261103-120000.zip", "repbook-20261102-120000.sqlite"]
        #expect(BackupRotation.expired(names, keep: 1) == ["repbook-20261102-120000.sqlite", "repbook-20261101-120000.sqlite"])
        #expect(BackupRotation.expired(names, keep: 3).isEmpty)
    }
}
