import GRDB

/// Migration `v11-drop-history-revision`: removes `user.history_revision` and the eleven triggers of
/// `v7-history-revision` that bumped it. Nothing reads it any more: the figures of older history it guarded are the
/// `exercise_session` rows of `v10-exercise-sessions`, written with the data. Never edited once landed.
enum HistoryRevisionRemovalMigration {
    static let triggers = [
        "history_revision_workout_insert", "history_revision_workout_delete", "history_revision_workout_update",
        "history_revision_exercise_entry_delete", "history_revision_exercise_entry_update", "history_revision_set_delete",
        "history_revision_set_update", "history_revision_body_weight_insert", "history_revision_body_weight_delete",
        "history_revision_body_weight_update", "history_revision_exercise_kind",
    ]

    static func migrate(_ db: Database) throws {
        for trigger in triggers { try db.execute(sql: "DROP TRIGGER IF EXISTS \(trigger)") }
        try db.execute(sql: "ALTER TABLE user DROP COLUMN history_revision")
    }
}
