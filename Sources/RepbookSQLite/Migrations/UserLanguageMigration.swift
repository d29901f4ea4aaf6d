import GRDB

/// Migration `v26-user-language`: the language a user reads Repbook in, a tag such as `de` or `pt-BR`, or `auto` (the
/// default) for the browser's `Accept-Language`. No CHECK list: the shipped languages grow with catalogs, and Core
/// validates the choice. Never edited once landed.
enum UserLanguageMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE user_settings ADD COLUMN language TEXT NOT NULL DEFAULT 'auto' CHECK (length(language) BETWEEN 1 AND 16);
            """)
    }
}
