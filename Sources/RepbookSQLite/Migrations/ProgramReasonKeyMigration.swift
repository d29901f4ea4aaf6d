import GRDB
import RepbookCore

/// Migration `v27-program-reason-keys`: a program history reason becomes a catalog key (in `reason`) with its values as
/// JSON (`reason_values`), written in the reader's language when shown. Old rows the engine wrote in English are read
/// back into key and values (`LegacyProgramReason`); any other keeps its text, shown as written. Never edited once landed.
enum ProgramReasonKeyMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE program_weight_change ADD COLUMN reason_values TEXT
                CHECK (reason_values IS NULL OR length(reason_values) BETWEEN 2 AND 2000);
            """)
        try backfill(db)
    }

    /// Rewrites each old English reason that matches a form the engine wrote as its key and values.
    static func backfill(_ db: Database) throws {
        let rows = try Row.fetchAll(db, sql: "SELECT program_id, subject, item_key, seq, reason FROM program_weight_change")
        for row in rows {
            let reason: String = row["reason"]
            guard let keyed = LegacyProgramReason.parse(reason) else { continue }
            let programID: Int64 = row["program_id"]
            let subject: String = row["subject"]
            let item: String = row["item_key"]
            let seq: Int64 = row["seq"]
            try db.execute(
                sql: """
                    UPDATE program_weight_change SET reason = ?, reason_values = ?
                    WHERE program_id = ? AND subject = ? AND item_key = ? AND seq = ?
                    """,
                arguments: [keyed.key, keyed.storedValues, programID, subject, item, seq])
        }
    }
}
