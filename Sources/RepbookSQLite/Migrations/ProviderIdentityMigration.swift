import GRDB

/// Migration `v22-oidc-identities`: the links between accounts and their OpenID Connect identities
/// (`provider_identity`: the provider's issuer and subject, the account, when linked; PostgreSQL's
/// `pg6-oidc-identities`). One person at one provider is linked to at most one account (the primary key); an account may
/// have several. Never edited once landed.
///
/// Indexes, one per read: the account of an identity (the primary key), an account's identities (`user_id`).
enum ProviderIdentityMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE provider_identity (
                issuer TEXT NOT NULL CHECK (length(issuer) BETWEEN 1 AND 255),
                subject TEXT NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
                user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                linked_at DATETIME NOT NULL,
                PRIMARY KEY (issuer, subject)
            ) WITHOUT ROWID;
            CREATE INDEX provider_identity_user ON provider_identity(user_id);
            """)
    }
}
