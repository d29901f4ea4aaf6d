import Foundation
import GRDB
import PostgresNIO
@testable import RepbookCore
@testable import RepbookPostgres
@testable import RepbookSQLite
import RepbookTestFixtures
import Testing

/// Program history reasons in the store: written as a catalog key with its values and read back equal, on both engines;
/// rows stored as English text before reasons were keys are read back into key and values by the migration's backfill,
/// and a text in no known form keeps its words.
@Suite("Program history reasons in the store, and the backfill of old English rows, on both engines")
struct ProgramReasonStoreTests {
    static let maxes: [String: Weight] = [
        "overhead-press": Weight(60, .kilograms), "deadlift": Weight(180, .kilograms), "bench-press": Weight(100, .kilograms),
        "squat": Weight(140, .kilograms), "lat-pulldown": Weight(40, .kilograms), "dumbbell-row": Weight(20, .kilograms),
    ]

    /// Runs `test` over a fresh database of `engine` with `ana`'s program `slug` started.
    private func withProgram(
        _ engine: Engine, _ slug: String, _ test: (ProgramStoreTests.Body, User, UserProgram) async throws -> Void
    ) async throws {
        try await TestDatabase.with(engine) { database in
            let body = ProgramStoreTests.Body(store: try await database.open())
            let ana = try await body.user("ana")
            let maxes = Self.maxes.filter { key, _ in (try? ProgramLibrary.program(slug))?.trainingMaxLifts.contains { $0.key == key } ?? false }
            try await test(body, ana, try await body.programs.start(ProgramStartInput(from: slug, trainingMaxes: maxes), for: ana).unkeyed())
        }
    }

    @Test("A reason is stored as its key and values and read back equal; a typed reason is kept as typed", arguments: Engine.allCases)
    func writeAndReadBack(engine: Engine) async throws {
        // GZCLP: training maxes typed at the start, working weights at a share of them.
        try await withProgram(engine, "gzclp") { body, ana, started in
            let (store, programs) = (body.store, body.programs)
            _ = try await programs.setTrainingMax(Weight(105, .kilograms), lift: "bench-press", reason: nil, of: started.id, for: ana)
            let changed = try await programs.setTrainingMax(
                Weight(110, .kilograms), lift: "bench-press", reason: "Tested", of: started.id, for: ana
            ).unkeyed()
            let read = try await programs.program(started.id, of: ana)
            #expect(read == changed)
            #expect(read.state.trainingMaxes["bench-press"]?.history.map(\.reason) == [
                ProgramHistoryReason.setAtStart, ProgramHistoryReason.setByYou, .verbatim("Tested"),
            ])
            let working = try #require(read.state.slots.values.compactMap(\.workingWeight).first).history[0]
            #expect(working.reason.key == "program.history.start_percent")
            #expect(EnglishMessages.text(working.reason).contains(" of the training max "), "\(EnglishMessages.text(working.reason))")
            // The column holds the key and JSON values, never English words.
            #expect(try await RawSQL.integer(
                "SELECT COUNT(*) FROM program_weight_change WHERE reason = 'program.history.start_percent' AND reason_values LIKE '{%'",
                on: store) >= 1)
            #expect(try await RawSQL.integer(
                "SELECT COUNT(*) FROM program_weight_change WHERE reason = 'Tested' AND reason_values IS NULL", on: store) == 1)
        }
    }

    @Test("Backfill: English rows written the old way become key and values, shown as before in English; others keep their text",
          arguments: Engine.allCases)
    func backfillOldRows(engine: Engine) async throws {
        try await withProgram(engine, "531-bbb") { body, ana, started in
            let (store, programs) = (body.store, body.programs)
            let old = [
                "Set at the start",
                "End of cycle: Squat +5 kg (lower body) → training max 145 kg",
                "Squat missed 3 sessions in a row at 102.5 kg (last: 5, 5, 5, 5, 3) → deload −10 %, 92.25 kg",
                "Squat 10x1+ missed (1, 1, 1, 1, 1, 1, 0) → back to 5x3+ at 85 % of a 5RM of 110 kg (tested) = 93.5 kg",
                "Suggested: 90 % of e1RM 154 kg (140 kg × 3, Epley) = 138.5 kg",
                "Moved up after a test",
            ]
            // The old engine's rows: English text, no values (as every row was before the migration).
            try await RawSQL.execute(old.enumerated().map { index, reason in
                """
                INSERT INTO program_weight_change (program_id, subject, item_key, seq, local_date, weight, weight_unit, reason)
                VALUES (\(started.id), 'training_max', 'squat', \(10 + index), '2026-11-0\(index + 2)', \(145 + index), 'kg', '\(reason)')
                """
            }, on: store)
            try await Self.backfill(store)

            let squat = try #require(try await programs.program(started.id, of: ana).state.trainingMaxes["squat"])
            let backfilled = Array(squat.history.suffix(old.count))
            #expect(backfilled.map { EnglishMessages.text($0.reason) } == old, "the English reads exactly as the old engine wrote it")
            #expect(backfilled.map(\.reason.key) == [
                "program.history.set_at_start", "program.history.cycle_step_lower", "program.history.deload",
                "program.history.stage_reset_rm", "program.history.suggested", "Moved up after a test",
            ])
            #expect(backfilled[1].reason == ProgramHistoryReason.cycleStep(
                "Squat", step: Weight(5, .kilograms), region: .lower, max: Weight(145, .kilograms)))
            #expect(try await RawSQL.integer(
                "SELECT COUNT(*) FROM program_weight_change WHERE item_key = 'squat' AND seq >= 10 AND reason_values IS NULL", on: store) == 2,
                "the start (a key without values) and the typed text")
            // Running it again changes nothing: a key is no English form.
            let before = try await RawSQL.rows(of: "program_weight_change", orderedBy: "program_id, subject, item_key, seq", on: store)
            try await Self.backfill(store)
            #expect(try await RawSQL.rows(of: "program_weight_change", orderedBy: "program_id, subject, item_key, seq", on: store) == before)
        }
    }

    /// The migrations' backfill of `store`'s engine, run again over the rows as they are.
    private static func backfill(_ store: any EngineStore) async throws {
        switch store {
        case let sqlite as SQLiteStore:
            try await sqlite.writer.write { db in try RepbookSQLite.ProgramReasonKeyMigration.backfill(db) }
        case let postgres as PostgresStore:
            try await postgres.write { connection in
                try await RepbookPostgres.ProgramReasonKeyMigration.backfill(connection, logger: postgres.logger)
            }
        default:
            Issue.record("an engine store of neither engine")
        }
    }
}
