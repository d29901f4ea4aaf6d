/// Migration `pg9-user-language`: the column of the SQLite migration `v26-user-language` (the language a user reads
/// Repbook in, or `auto` for the browser's). Never edited once landed.
enum UserLanguageMigration {
    static let migration = PostgresMigration(name: "pg9-user-language", statements: [
        "ALTER TABLE user_settings ADD COLUMN language text NOT NULL DEFAULT 'auto' CHECK (length(language) BETWEEN 1 AND 16)",
    ])
}
