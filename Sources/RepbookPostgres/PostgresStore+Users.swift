import Foundation
import PostgresNIO
import RepbookCore

extension PostgresStore: UserStore {
    public func userCount() async throws -> Int {
        try await single { connection in
            try await connection.first(#"SELECT count(*) FROM "user""#, logger: logger) { try $0.decode(Int.self) } ?? 0
        }
    }

    public func createUser(_ newUser: NewUser) async throws -> User {
        let now = Date()
        return try await write { connection in
            // Whether this is the first account is read and acted on under a lock, so two servers cannot both make an owner.
            try await connection.run(#"LOCK TABLE "user" IN SHARE ROW EXCLUSIVE MODE"#, logger: logger)
            let existing = try await connection.first(#"SELECT count(*) FROM "user""#, logger: logger) { try $0.decode(Int.self) } ?? 0
            if newUser.mustBeFirst && existing > 0 { throw DomainError.forbidden("The owner account already exists.") }
            let userID = try await connection.mappingUniqueViolation(to: .conflict("The user name \"\(newUser.username)\" is taken.")) {
                try await connection.first(
                    """
                    INSERT INTO "user" (username, username_key, password_hash, is_owner, created_at)
                    VALUES (\(newUser.username), \(Username.key(newUser.username)), \(newUser.passwordHash), \(existing == 0), \(now))
                    RETURNING id
                    """, logger: logger) { try $0.decode(Int64.self) }
            }
            guard let userID else { throw DomainError.notFound("The new user was not stored.") }
            if let subject = newUser.linking {
                try await Self.insertProviderIdentity(
                    ProviderIdentity(issuer: subject.issuer, subject: subject.subject, userID: userID, linkedAt: now),
                    connection: connection, logger: logger)
            }
            try await Self.writeSettings(newUser.settings, userID: userID, connection: connection, logger: logger)
            try await Self.seed(newUser.library, version: StarterLibrary.version, userID: userID, now: now, connection: connection, logger: logger)
            try await Self.seedJournalTags(StarterJournalTags.names, userID: userID, now: now, connection: connection, logger: logger)
            try await Self.seedSupplements(
                StarterSupplements.drafts, startDate: LocalDate(now, in: newUser.settings.timeZone), userID: userID, now: now,
                connection: connection, logger: logger)
            return User(id: userID, username: newUser.username, isOwner: existing == 0, createdAt: now)
        }
    }

    public func user(id: Int64) async throws -> User? {
        try await single { connection in
            try await connection.first(
                #"SELECT \#(unescaped: PostgresRowDecoding.userColumns) FROM "user" WHERE id = \#(id)"#, logger: logger,
                PostgresRowDecoding.row(PostgresRowDecoding.user))
        }
    }

    public func credentials(username: String) async throws -> StoredCredentials? {
        try await credentials(username: username, deviceDigest: nil)
    }

    public func credentials(username: String, deviceDigest: String?) async throws -> StoredCredentials? {
        try await single { connection in
            try await connection.first(
                #"""
                SELECT \#(unescaped: PostgresRowDecoding.userColumns), "user".password_hash,
                    EXISTS (SELECT 1 FROM known_device WHERE known_device.user_id = "user".id AND device_digest = \#(deviceDigest))
                FROM "user" WHERE username_key = \#(Username.lookupKey(username))
                """#, logger: logger
            ) { row in
                var columns = PostgresColumns(row)
                let user = try PostgresRowDecoding.user(&columns)
                return StoredCredentials(user: user, passwordHash: try columns.next(), isKnownDevice: try columns.next())
            }
        }
    }

    public func allUsers() async throws -> [User] {
        try await single { connection in
            try await connection.all(
                #"SELECT \#(unescaped: PostgresRowDecoding.userColumns) FROM "user" ORDER BY id"#, logger: logger,
                PostgresRowDecoding.row(PostgresRowDecoding.user))
        }
    }

    public func replacePassword(userID: Int64, hash: String, keepingSession: String?, revokeTokens: Bool) async throws -> PasswordChange {
        try await write { connection in
            let changed = try await connection.count(
                #"UPDATE "user" SET password_hash = \#(hash) WHERE id = \#(userID) RETURNING id"#, logger: logger)
            guard changed == 1 else { throw DomainError.notFound("No such user.") }
            let ended = try await connection.count(
                """
                DELETE FROM web_session WHERE user_id = \(userID) AND token_digest IS DISTINCT FROM \(keepingSession) RETURNING id
                """, logger: logger)
            var revoked = 0
            if revokeTokens {
                revoked = try await connection.count("DELETE FROM api_token WHERE user_id = \(userID) RETURNING id", logger: logger)
            }
            try await connection.run("DELETE FROM password_reset WHERE user_id = \(userID)", logger: logger)
            return PasswordChange(endedSessions: ended, revokedTokens: revoked)
        }
    }
}
