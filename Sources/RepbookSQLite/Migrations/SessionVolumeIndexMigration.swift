import GRDB

/// Migration `v18-session-volume-index`: the dashboard's weekly volume sums each finished workout's session volumes;
/// `exercise_session_volume_by_workout` holds them beside the workout id, so that sum reads the index alone (about a
/// third of the time of a seek of the unique key plus a row per session). Never edited once landed.
enum SessionVolumeIndexMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: "CREATE INDEX exercise_session_volume_by_workout ON exercise_session(workout_id, volume_kg)")
    }
}
