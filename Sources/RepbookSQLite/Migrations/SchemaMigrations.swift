import GRDB

/// The database schema as named migrations; a landed migration is never edited, only followed by new ones.
enum SchemaMigrations {
    /// The migrator that brings any Repbook database up to date.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-accounts", migrate: createAccounts)
        migrator.registerMigration("v1-exercise-library", migrate: createExerciseLibrary)
        migrator.registerMigration("v2-workout-log", migrate: WorkoutLogMigration.migrate)
        migrator.registerMigration("v3-training", migrate: TrainingMigration.migrate)
        migrator.registerMigration("v4-analytics", migrate: AnalyticsMigration.migrate)
        migrator.registerMigration("v5-body-settings", migrate: BodyMigration.migrate)
        migrator.registerMigration("v5-journal", migrate: JournalMigration.migrate)
        migrator.registerMigration("v5-supplements", migrate: SupplementMigration.migrate)
        migrator.registerMigration("v5-progress-photos", migrate: ProgressPhotoMigration.migrate)
        migrator.registerMigration("v6-history-import", migrate: HistoryImportMigration.migrate)
        migrator.registerMigration("v7-history-revision", migrate: HistoryRevisionMigration.migrate)
        migrator.registerMigration("v8-exercise-recency", migrate: ExerciseRecencyMigration.migrate)
        migrator.registerMigration("v9-open-sets", migrate: OpenSetsMigration.migrate)
        migrator.registerMigration("v10-exercise-sessions", migrate: ExerciseSessionMigration.migrate)
        migrator.registerMigration("v11-drop-history-revision", migrate: HistoryRevisionRemovalMigration.migrate)
        migrator.registerMigration("v12-running-bests", migrate: RunningBestsMigration.migrate)
        migrator.registerMigration("v12-recency-keys", migrate: RecencyKeyMigration.migrate)
        migrator.registerMigration("v13-account-security", migrate: AccountSecurityMigration.migrate)
        migrator.registerMigration("v14-set-kind-rest", migrate: SetKindRestMigration.migrate)
        migrator.registerMigration("v15-set-version-idempotency", migrate: SetVersionIdempotencyMigration.migrate)
        migrator.registerMigration("v16-progression", migrate: ProgressionMigration.migrate)
        migrator.registerMigration("v16-coaching", migrate: CoachingMigration.migrate)
        migrator.registerMigration("v18-session-keys", migrate: SessionKeyMigration.migrate)
        migrator.registerMigration("v18-session-volume-index", migrate: SessionVolumeIndexMigration.migrate)
        migrator.registerMigration("v19-body-measurements", migrate: BodyMeasurementMigration.migrate)
        migrator.registerMigration("v20-sign-in-throttle", migrate: SignInThrottleMigration.migrate)
        migrator.registerMigration("v21-upload-reservations", migrate: UploadReservationMigration.migrate)
        migrator.registerMigration("v22-oidc-identities", migrate: ProviderIdentityMigration.migrate)
        migrator.registerMigration("v23-open-sets-shared-condition", migrate: SharedOpenSetsMigration.migrate)
        migrator.registerMigration("v24-programs", migrate: ProgramMigration.migrate)
        migrator.registerMigration("v25-effort-scale", migrate: EffortScaleMigration.migrate)
        migrator.registerMigration("v26-user-language", migrate: UserLanguageMigration.migrate)
        migrator.registerMigration("v27-program-reason-keys", migrate: ProgramReasonKeyMigration.migrate)
        return migrator
    }

    private static func createAccounts(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE user (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                username TEXT NOT NULL CHECK (length(username) BETWEEN 1 AND 32),
                username_key TEXT NOT NULL UNIQUE CHECK (username_key = lower(username)),
                password_hash TEXT NOT NULL CHECK (length(password_hash) > 0),
                is_owner INTEGER NOT NULL DEFAULT 0 CHECK (is_owner IN (0, 1)),
                library_version INTEGER NOT NULL DEFAULT 0 CHECK (library_version >= 0),
                created_at DATETIME NOT NULL
            );
            CREATE UNIQUE INDEX user_single_owner ON user(is_owner) WHERE is_owner = 1;

            CREATE TABLE user_settings (
                user_id INTEGER PRIMARY KEY REFERENCES user(id) ON DELETE CASCADE,
                weight_unit TEXT NOT NULL CHECK (weight_unit IN ('kg', 'lb')),
                appearance TEXT NOT NULL CHECK (appearance IN ('system', 'light', 'dark')),
                time_zone TEXT NOT NULL CHECK (length(time_zone) > 0),
                default_rest_seconds INTEGER NOT NULL CHECK (default_rest_seconds BETWEEN 0 AND 3600)
            );

            CREATE TABLE web_session (
                token_digest TEXT PRIMARY KEY NOT NULL,
                user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                csrf_token TEXT NOT NULL CHECK (length(csrf_token) >= 32),
                created_at DATETIME NOT NULL,
                expires_at DATETIME NOT NULL CHECK (expires_at > created_at)
            );
            CREATE INDEX web_session_by_user ON web_session(user_id);
            CREATE INDEX web_session_by_expiry ON web_session(expires_at);

            CREATE TABLE api_token (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                token_digest TEXT NOT NULL UNIQUE,
                label TEXT NOT NULL CHECK (length(label) BETWEEN 1 AND 80),
                created_at DATETIME NOT NULL,
                last_used_at DATETIME
            );
            CREATE INDEX api_token_by_user ON api_token(user_id, created_at);
            """)
    }

    private static func createExerciseLibrary(_ db: Database) throws {
        let categories = sqlList(ExerciseCategoryValues.all)
        let kinds = sqlList(ExerciseKindValues.all)
        let equipment = sqlList(EquipmentValues.all)
        try db.execute(sql: """
            CREATE TABLE exercise (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80 AND name = trim(name)),
                name_key TEXT NOT NULL CHECK (length(name_key) > 0),
                category TEXT NOT NULL CHECK (category IN (\(categories))),
                kind TEXT NOT NULL CHECK (kind IN (\(kinds))),
                equipment TEXT NOT NULL CHECK (equipment IN (\(equipment))),
                notes TEXT NOT NULL DEFAULT '' CHECK (length(notes) <= 2000),
                is_favorite INTEGER NOT NULL DEFAULT 0 CHECK (is_favorite IN (0, 1)),
                is_archived INTEGER NOT NULL DEFAULT 0 CHECK (is_archived IN (0, 1)),
                seed_key TEXT,
                created_at DATETIME NOT NULL,
                updated_at DATETIME NOT NULL
            );
            CREATE UNIQUE INDEX exercise_by_user_name ON exercise(user_id, name_key);
            CREATE UNIQUE INDEX exercise_by_user_seed ON exercise(user_id, seed_key) WHERE seed_key IS NOT NULL;
            CREATE INDEX exercise_by_user_category ON exercise(user_id, category, name_key);
            """)
    }

    private static func sqlList(_ values: [String]) -> String {
        values.map { "'\($0)'" }.joined(separator: ", ")
    }
}
