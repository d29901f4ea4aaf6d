import Logging
import PostgresNIO
import RepbookCore

/// Migration `pg10-program-reason-keys`: the column of the SQLite migration `v27-program-reason-keys` (a program history
/// reason's values as JSON beside its key in `reason`), and the same backfill of the English rows the engine wrote
/// (`LegacyProgramReason`); any other row keeps its text. Never edited once landed.
enum ProgramReasonKeyMigration {
    static let migration = PostgresMigration(
        name: "pg10-program-reason-keys",
        statements: [
            """
            ALTER TABLE program_weight_change ADD COLUMN reason_values text
                CHECK (reason_values IS NULL OR char_length(reason_values) BETWEEN 2 AND 2000)
            """,
        ],
        backfill: backfill)

    /// Rewrites each old English reason that matches a form the engine wrote as its key and values.
    @Sendable static func backfill(_ connection: PostgresConnection, logger: Logger) async throws {
        let rows = try await connection.all(
            "SELECT program_id, subject, item_key, seq, reason FROM program_weight_change", logger: logger
        ) { try $0.decode((Int64, String, String, Int64, String).self) }
        for (program, subject, item, seq, reason) in rows {
            guard let keyed = LegacyProgramReason.parse(reason) else { continue }
            try await connection.run(
                """
                UPDATE program_weight_change SET reason = \(keyed.key), reason_values = \(keyed.storedValues)
                WHERE program_id = \(program) AND subject = \(subject) AND item_key = \(item) AND seq = \(seq)
                """, logger: logger)
        }
    }
}
