import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    public func userCount() async throws -> Int {
        try await writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM user") ?? 0 }
    }

    public func createUser(_ newUser: NewUser) async throws -> User {
        let now = Date()
        return try await writer.write { db in
            let existing = try Int.fetchOne(db, sql: "SELECT count(*) FROM user") ?? 0
            if newUser.mustBeFirst && existing > 0 { throw DomainError.forbidden("The owner account already exists.") }
            try mappingUniqueViolation(to: .conflict("The user name \"\(newUser.username)\" is taken.")) {
                try db.execute(
                    sql: """
                        INSERT INTO user (username, username_key, password_hash, is_owner, created_at)
                        VALUES (?, ?, ?, ?, ?)
                        """,
                    arguments: [newUser.username, Username.key(newUser.username), newUser.passwordHash, existing == 0, now])
            }
            let userID = db.lastInsertedRowID
            if let subject = newUser.linking {
                try Self.insertProviderIdentity(
                    ProviderIdentity(issuer: subject.issuer, subject: subject.subject, userID: userID, linkedAt: now), db: db)
            }
            try Self.writeSettings(newUser.settings, userID: userID, db: db)
            try Self.seed(newUser.library, version: StarterLibrary.version, userID: userID, now: now, db: db)
            try Self.seedJournalTags(StarterJournalTags.names, userID: userID, now: now, db: db)
            try Self.seedSupplements(
                StarterSupplements.drafts, startDate: LocalDate(now, in: newUser.settings.timeZone), userID: userID, now: now, db: db)
            return User(id: userID, username: newUser.username, isOwner: existing == 0, createdAt: now)
        }
    }

    public func user(id: Int64) async throws -> User? {
        try await writer.read { db in
            try Row.fetchOne(db, cached: "SELECT * FROM user WHERE id = ?", arguments: [id]).map(RowDecoding.user)
        }
    }

    public func credentials(username: String) async throws -> StoredCredentials? {
        try await credentials(username: username, deviceDigest: nil)
    }

    public func credentials(username: String, deviceDigest: String?) async throws -> StoredCredentials? {
        try await writer.read { db in
            try Row.fetchOne(
                db, cached: """
                    SELECT user.*, EXISTS (SELECT 1 FROM known_device WHERE known_device.user_id = user.id AND device_digest = ?) AS known
                    FROM user WHERE username_key = ?
                    """,
                arguments: [deviceDigest, Username.lookupKey(username)]
            ).map {
                StoredCredentials(user: RowDecoding.user($0), passwordHash: $0["password_hash"], isKnownDevice: $0["known"])
            }
        }
    }

    public func replacePassword(userID: Int64, hash: String, keepingSession: String?, revokeTokens: Bool) async throws -> PasswordChange {
        try await writer.write { db in
            try db.execute(sql: "UPDATE user SET password_hash = ? WHERE id = ?", arguments: [hash, userID])
            guard db.changesCount == 1 else { throw DomainError.notFound("No such user.") }
            try db.execute(sql: "DELETE FROM web_session WHERE user_id = ? AND token_digest IS NOT ?", arguments: [userID, keepingSession])
            let ended = db.changesCount
            var revoked = 0
            if revokeTokens {
                try db.execute(sql: "DELETE FROM api_token WHERE user_id = ?", arguments: [userID])
                revoked = db.changesCount
            }
            try db.execute(sql: "DELETE FROM password_reset WHERE user_id = ?", arguments: [userID])
            return PasswordChange(endedSessions: ended, revokedTokens: revoked)
        }
    }

    public func allUsers() async throws -> [User] {
        try await writer.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM user ORDER BY id").map(RowDecoding.user)
        }
    }
}
