import Foundation
import GRDB
import RepbookCore

/// A new account with its starter rows, in one transaction: SQLite's own until the starter lists' seeding (the library,
/// journal tags, supplements) is on the shared path, which this intent then joins.
extension SQLiteStore {
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
}
