import Foundation

/// What the owner's status page and `GET /api/v1/admin/status` show: the running version and its uptime, the database
/// engine and size, the backups and their age, the doctor's checks, and each member with their last activity.
public struct InstanceStatus: Sendable {
    /// One backup file.
    public struct Backup: Sendable {
        public let name: String
        public let byteCount: Int
        public let takenAt: Date
        public let ageSeconds: Int
        public let age: String
    }

    /// One of the doctor's checks.
    public struct Check: Sendable {
        /// `ok`, `warning` or `problem`.
        public let level: String
        public let name: String
        public let message: String
        public let isOK: Bool
    }

    /// One account.
    public struct Member: Sendable {
        public let id: Int64
        public let username: String
        public let role: String
        public let disabled: Bool
        /// The newest use of any of their signed-in browsers; nil when none is signed in.
        public let lastActivity: Date?
        public let lastActivityText: String
    }

    public let version: String
    public let commit: String
    public let startedAt: Date
    public let uptimeSeconds: Int
    public let uptime: String
    /// `sqlite` or `postgresql`.
    public let engine: String
    public let databaseBytes: Int64
    public let databaseSize: String
    public let backups: [Backup]
    public let newestBackupAge: String?
    public let checks: [Check]
    public let members: [Member]

    /// Gathers the parts into the status as of `now`.
    public init(
        version: String, commit: String, startedAt: Date, engine: String, databaseBytes: Int64,
        backups: [(name: String, byteCount: Int, takenAt: Date)], checks: [(level: String, name: String, message: String)],
        members: [(user: User, lastActivity: Date?)], now: Date
    ) {
        self.version = version
        self.commit = commit
        self.startedAt = startedAt
        self.uptimeSeconds = max(0, Int(now.timeIntervalSince(startedAt)))
        self.uptime = ElapsedText.of(now.timeIntervalSince(startedAt))
        self.engine = engine
        self.databaseBytes = databaseBytes
        self.databaseSize = String(format: "%.1f MB", Double(databaseBytes) / 1_000_000)
        self.backups = backups.map {
            Backup(
                name: $0.name, byteCount: $0.byteCount, takenAt: $0.takenAt, ageSeconds: max(0, Int(now.timeIntervalSince($0.takenAt))),
                age: ElapsedText.of(now.timeIntervalSince($0.takenAt)))
        }
        self.newestBackupAge = self.backups.first?.age
        self.checks = checks.map { Check(level: $0.level, name: $0.name, message: $0.message, isOK: $0.level == "ok") }
        self.members = members.map { member in
            Member(
                id: member.user.id, username: member.user.username, role: member.user.isOwner ? "owner" : "member",
                disabled: member.user.isDisabled, lastActivity: member.lastActivity,
                lastActivityText: member.lastActivity.map { ElapsedText.of(now.timeIntervalSince($0)) + " ago" } ?? "not signed in")
        }
    }
}
