/// Migration `pg6-oidc-identities`: the final state of the SQLite table `provider_identity` of `v22-oidc-identities`
/// (the links between accounts and their OpenID Connect identities, one account per issuer and subject). Issuers and
/// subjects compare byte-wise (`COLLATE "C"`), as the provider sends them. Never edited once landed.
enum ProviderIdentityMigration {
    static let migration = PostgresMigration(name: "pg6-oidc-identities", statements: [
        """
        CREATE TABLE provider_identity (
            issuer text COLLATE "C" NOT NULL CHECK (char_length(issuer) BETWEEN 1 AND 255),
            subject text COLLATE "C" NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 255),
            user_id bigint NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
            linked_at timestamptz(3) NOT NULL,
            PRIMARY KEY (issuer, subject)
        )
        """,
        "CREATE INDEX provider_identity_user ON provider_identity (user_id)",
    ])
}
