import Foundation
import RepbookCore

/// A new account with its starter rows, in one transaction: the user (the first one is the owner), a linked sign-in when
/// it came from a provider, their settings, and the starter library, journal tags and supplements.
extension SQLStore {
    public func createUser(_ newUser: NewUser) async throws -> User {
        let now = Date()
        return try await engine.write { connection in
            // On PostgreSQL whether this is the first account is read and acted on under a table lock, so two servers
            // cannot both make an owner; SQLite's one writer already runs the transactions one at a time.
            if connection.dialect == .postgres { try connection.execute(#"LOCK TABLE "user" IN SHARE ROW EXCLUSIVE MODE"#, []) }
            let existing: Int = try connection.value(#"SELECT count(*) AS user_count FROM "user""#, column: "user_count") ?? 0
            if newUser.mustBeFirst && existing > 0 { throw DomainError.forbidden(LocalizedText("error.owner_account_already_exists")) }
            let userID = try connection.mappingUniqueViolation(to: DomainError.conflict(
                LocalizedText("error.user_name_taken", ["username": "\(newUser.username)"]))) {
                try connection.insert(
                    #"INSERT INTO "user" (username, username_key, password_hash, is_owner, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id"#,
                    [newUser.username, Username.key(newUser.username), newUser.passwordHash, existing == 0, now])
            }
            if let subject = newUser.linking {
                try ProviderIdentityRows.insert(
                    ProviderIdentity(issuer: subject.issuer, subject: subject.subject, userID: userID, linkedAt: now), connection)
            }
            try SettingsRows.write(newUser.settings, userID: userID, connection)
            try LibrarySeed.seed(newUser.library, version: StarterLibrary.version, userID: userID, now: now, connection)
            try JournalTagRows.seed(StarterJournalTags.names, userID: userID, now: now, connection)
            try SupplementRows.seed(
                StarterSupplements.drafts, startDate: LocalDate(now, in: newUser.settings.timeZone), userID: userID, now: now, connection)
            return User(id: userID, username: newUser.username, isOwner: existing == 0, createdAt: now)
        }
    }
}
