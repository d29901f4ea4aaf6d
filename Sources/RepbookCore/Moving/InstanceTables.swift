/// The one list `repbook migrate` copies by: every SQLite table is either copied (in this order, which follows the
/// foreign keys: a table comes after every table it names) or listed as not copied with the reason, and every
/// PostgreSQL table is either a copy's target or listed as left empty with the reason. A table added later to either
/// schema and to neither list makes the copy refuse to start (and `InstanceTablesTests` fail), so none is forgotten.
public enum InstanceTables {
    /// The tables copied, parents before children; the same name on both engines.
    public static let copied: [CopiedTable] = [
        CopiedTable("user"),
        CopiedTable("user_settings"),
        CopiedTable("web_session"),
        CopiedTable("api_token"),
        CopiedTable("known_device"),
        CopiedTable("password_reset"),
        CopiedTable("provider_identity"),
        CopiedTable("exercise"),
        CopiedTable("journal_tag"),
        CopiedTable("supplement"),
        CopiedTable("journal_day"),
        CopiedTable("journal_day_tag"),
        CopiedTable("supplement_intake"),
        CopiedTable("body_weight"),
        CopiedTable("body_measure"),
        CopiedTable("body_measurement"),
        CopiedTable("template"),
        CopiedTable("template_exercise"),
        CopiedTable("split"),
        CopiedTable("split_day"),
        CopiedTable("user_program"),
        CopiedTable("program_lift"),
        CopiedTable("program_slot"),
        CopiedTable("program_weight_change"),
        CopiedTable("workout"),
        CopiedTable("workout_exercise"),
        CopiedTable("workout_set"),
        CopiedTable("exercise_session"),
        CopiedTable("exercise_session_reps"),
        CopiedTable("exercise_session_load"),
        CopiedTable("exercise_rep_record"),
        CopiedTable("applied_request"),
        CopiedTable("coaching_settings"),
        CopiedTable("progress_photo"),
    ]

    /// SQLite tables that are not copied, with the reason.
    public static let notCopied: [String: String] = [
        "grdb_migrations": "SQLite's record of its migrations; PostgreSQL keeps its own in repbook_migration",
        "sqlite_sequence": "SQLite's highest id per table; it sets the PostgreSQL identity sequences instead, so no id is used twice",
        "sign_in_attempt": "the sign-in throttle's counts: transient state that a quiet day forgets anyway",
        "upload_reservation": "the room of uploads arriving at the moment: transient, each lapses within minutes",
    ]

    /// PostgreSQL tables that the copy leaves empty, with the reason.
    public static let leftEmpty: [String: String] = [
        "repbook_migration": "PostgreSQL's record of its own migrations, written when the target was migrated",
        "sign_in_attempt": "the sign-in throttle's counts: transient state, not copied from SQLite",
        "upload_reservation": "the room of uploads arriving at the moment: transient, not copied from SQLite",
    ]

    /// Why `table` of SQLite is not copied: listed above, or SQLite's own planner statistics (`sqlite_stat1`…, made by
    /// `ANALYZE`); nil when it must be copied.
    public static func reasonNotCopied(sqliteTable table: String) -> String? {
        if let reason = notCopied[table] { return reason }
        if table.hasPrefix("sqlite_stat") { return "SQLite's planner statistics; PostgreSQL gathers its own" }
        return nil
    }

    /// The copied table named `name`, if any.
    public static func copiedTable(named name: String) -> CopiedTable? {
        copied.first { $0.name == name }
    }
}

/// One table `repbook migrate` copies, row by row with every id; `droppedColumns` are SQLite columns PostgreSQL does not
/// have (with the reason), every other column must exist on both.
public struct CopiedTable: Sendable, Equatable {
    public let name: String
    public let droppedColumns: [String: String]

    public init(_ name: String, droppedColumns: [String: String] = [:]) {
        self.name = name
        self.droppedColumns = droppedColumns
    }
}

extension InstanceTables {
    /// What the list misses for these two schemas, one sentence each: a SQLite table neither copied nor listed as not
    /// copied, a PostgreSQL table neither a copy's target nor listed as left empty, a copied table one side lacks. Empty
    /// when the list covers both.
    public static func gaps(sqliteTables: [String], postgresTables: [String]) -> [String] {
        let sqlite = Set(sqliteTables), postgres = Set(postgresTables), copiedNames = Set(copied.map(\.name))
        var gaps: [String] = []
        for table in sqliteTables.sorted() where !copiedNames.contains(table) && reasonNotCopied(sqliteTable: table) == nil {
            gaps.append("The SQLite table \(table) is neither copied nor listed as not copied (InstanceTables).")
        }
        for table in postgresTables.sorted() where !copiedNames.contains(table) && leftEmpty[table] == nil {
            gaps.append("The PostgreSQL table \(table) is neither a copy's target nor listed as left empty (InstanceTables).")
        }
        for table in copied.map(\.name) {
            if !sqlite.contains(table) { gaps.append("The copied table \(table) is missing from the SQLite database.") }
            if !postgres.contains(table) { gaps.append("The copied table \(table) is missing from the PostgreSQL database.") }
        }
        return gaps
    }
}
