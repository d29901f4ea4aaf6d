/// Migration `pg8-effort-scale`: the column of the SQLite migration `v25-effort-scale` (the scale a user sees and types a
/// set's effort in, `rpe` by default or `rir`; the effort stays stored as RPE). Never edited once landed.
enum EffortScaleMigration {
    static let migration = PostgresMigration(name: "pg8-effort-scale", statements: [
        "ALTER TABLE user_settings ADD COLUMN effort_scale text NOT NULL DEFAULT 'rpe' CHECK (effort_scale IN ('rpe', 'rir'))",
    ])
}
