import Foundation

/// Settings → Status in the owner's language: the instance's status (`InstanceStatus`, which the API sends as it is)
/// with the roles, the check levels and the members' last activity written from the catalogs.
public struct StatusPage: Sendable {
    /// One of the doctor's checks, its level named for people.
    public struct Check: Sendable {
        public let level: String
        public let levelLabel: String
        public let name: String
        public let message: String
    }

    /// A backup by name and its age in the reader's words.
    public struct Backup: Sendable {
        public let name: String
        public let age: String
    }

    /// One account with its role and last activity in words.
    public struct Member: Sendable {
        public let username: String
        public let role: String
        public let disabled: Bool
        public let lastActivityText: String
    }

    public let version: String
    public let commit: String
    public let uptime: String
    public let engine: String
    public let databaseSize: String
    public let newestBackupAge: String?
    public let backups: [Backup]
    public let checks: [Check]
    public let members: [Member]

    /// The page of `status` as of `now`, in the localizer's language.
    public init(_ status: InstanceStatus, now: Date, localizer: Localizer) {
        version = status.version
        commit = status.commit
        uptime = localizer.text(ElapsedText.localized(TimeInterval(status.uptimeSeconds)))
        engine = status.engine
        databaseSize = localizer.text("doctor.megabytes", ["size": localizer.numbers.decimal(Double(status.databaseBytes / 100_000) / 10)])
        backups = status.backups.map { Backup(name: $0.name, age: localizer.text(ElapsedText.localized(TimeInterval($0.ageSeconds)))) }
        newestBackupAge = backups.first?.age
        checks = status.checks.map {
            Check(
                level: $0.level, levelLabel: localizer.text("status.level.\($0.level)"),
                name: localizer.has("status.check.\($0.name)") ? localizer.text("status.check.\($0.name)") : $0.name, message: $0.message)
        }
        members = status.members.map { member in
            let elapsed = member.lastActivity.map { localizer.text(ElapsedText.localized(now.timeIntervalSince($0))) }
            return Member(
                username: member.username, role: localizer.text("status.role.\(member.role)"), disabled: member.disabled,
                lastActivityText: elapsed.map { localizer.text("status.last_active", ["elapsed": $0]) } ?? localizer.text("status.not_signed_in"))
        }
    }
}
