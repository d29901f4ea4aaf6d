import Foundation
import Hummingbird
import RepbookCore

/// `GET /api/v1/admin/status`: the owner's status page as JSON, for monitoring; anyone else gets 403.
struct StatusAPI: Sendable {
    let report: InstanceStatusReport

    func register(on api: RouterGroup<AppRequestContext>) {
        api.get("admin/status") { _, context in
            let user = try context.requireAPIUser()
            guard user.isOwner else { throw DomainError.forbidden(LocalizedText("error.only_owner_sees_instance_s_status")) }
            return StatusJSON(try await report.status(for: user))
        }
    }
}

/// The wire form of `InstanceStatus`.
struct StatusJSON: ResponseEncodable {
    struct Backup: Encodable { let name: String; let bytes: Int; let taken_at: Date; let age_seconds: Int }
    struct Check: Encodable { let level: String; let check: String; let message: String }
    struct Member: Encodable { let id: Int64; let username: String; let role: String; let disabled: Bool; let last_activity: Date? }

    let version: String
    let commit: String
    let started_at: Date
    let uptime_seconds: Int
    let database: [String: String]
    let database_bytes: Int64
    let backups: [Backup]
    let checks: [Check]
    let members: [Member]

    init(_ status: InstanceStatus) {
        version = status.version
        commit = status.commit
        started_at = status.startedAt
        uptime_seconds = status.uptimeSeconds
        database = ["engine": status.engine]
        database_bytes = status.databaseBytes
        backups = status.backups.map { Backup(name: $0.name, bytes: $0.byteCount, taken_at: $0.takenAt, age_seconds: $0.ageSeconds) }
        checks = status.checks.map { Check(level: $0.level, check: $0.name, message: $0.message) }
        members = status.members.map {
            Member(id: $0.id, username: $0.username, role: $0.role, disabled: $0.disabled, last_activity: $0.lastActivity)
        }
    }
}
