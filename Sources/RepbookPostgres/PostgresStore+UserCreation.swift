import Foundation
import PostgresNIO
import RepbookCore

/// A new account with its starter rows, in one transaction: PostgreSQL's own until the starter lists' seeding (the
/// library, journal tags, supplements) is on the shared path, which this intent then joins with its lock step.
extension PostgresStore {
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
}
