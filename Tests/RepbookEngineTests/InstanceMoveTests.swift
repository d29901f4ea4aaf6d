import Foundation
import GRDB
import Logging
import NIOCore
import PostgresNIO
@testable import RepbookCLI
import RepbookCore
import RepbookDataFolder
@testable import RepbookPostgres
import RepbookSQLite
import Testing

/// `repbook migrate`: a real SQLite instance with rows in every table, copied into a fresh PostgreSQL database of the
/// test cluster, then compared row by row; a second copy refused; a copy killed midway leaving nothing behind.
@Suite("Moving an instance to PostgreSQL")
struct InstanceMoveTests {
    @Test("Every table of a migrated SQLite database is copied or listed as not copied, and every copied table exists")
    func tableListCoversSQLite() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try SQLiteStore.open(dataDirectory: folder)
        let source = try SQLiteInstanceSource(dataDirectory: folder)
        defer { try? source.close() }
        let tables = try await source.tables()
        let uncovered = tables.filter { InstanceTables.copiedTable(named: $0) == nil && InstanceTables.reasonNotCopied(sqliteTable: $0) == nil }
        #expect(uncovered.isEmpty, "neither copied nor listed as not copied: \(uncovered)")
        let missing = InstanceTables.copied.map(\.name).filter { !tables.contains($0) }
        #expect(missing.isEmpty, "copied but not in SQLite: \(missing)")
        #expect(InstanceTables.gaps(sqliteTables: tables + ["body_fat_log"], postgresTables: []).contains(
            "The SQLite table body_fat_log is neither copied nor listed as not copied (InstanceTables)."))
    }

    @Test("The table list covers the PostgreSQL schema too: every table, every column, every type, foreign keys in order")
    func tableListCoversPostgres() async throws {
        try await TestDatabase.with(.postgres, schema: .empty) { database in
            let target = try #require(try await database.open() as? PostgresStore)
            let folder = try Self.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            _ = try SQLiteStore.open(dataDirectory: folder)
            let source = try SQLiteInstanceSource(dataDirectory: folder)
            defer { try? source.close() }
            let catalog = try await target.single { connection in try await PostgresCatalog.read(connection, logger: target.logger) }
            let unlisted = catalog.tables.keys.filter { InstanceTables.copiedTable(named: $0) == nil && InstanceTables.leftEmpty[$0] == nil }
            #expect(unlisted.isEmpty, "neither copied nor listed as left empty: \(unlisted.sorted())")
            let plan = try await InstanceCopyPlan.make(source: source, catalog: catalog)
            #expect(plan.tables.map(\.name) == InstanceTables.copied.map(\.name))
        }
    }

    @Test("A whole instance is copied with its ids, row for row, sessions and tokens still work and new ids follow the old")
    func copiesEverything() async throws {
        try await TestDatabase.with(.postgres, schema: .empty) { database in
            let folder = try Self.temporaryFolder()
            let photos = try Self.temporaryFolder()
            defer { for path in [folder, photos] { try? FileManager.default.removeItem(atPath: path) } }
            let seed = try await InstanceSeed.write(into: folder)
            let counts = try await Self.sqliteCounts(folder)
            let empty = InstanceTables.copied.map(\.name).filter { (counts[$0] ?? 0) == 0 }
            #expect(empty.isEmpty, "the seed leaves these tables empty: \(empty)")

            let output = try await MigrateCommand.migrate(dataDirectory: folder, url: database.location, photosDirectory: photos)
            #expect(output.contains("workout_set"))
            #expect(output.contains("Copied the files of 1 progress photo into \(photos)/photos"))
            let target = try #require(try await database.open() as? PostgresStore)
            for table in InstanceTables.copied.map(\.name) {
                let rows = try await RawSQL.integer("SELECT count(*) FROM \(quotedIdentifier(table))", on: target)
                #expect(rows == counts[table], "\(table)")
            }
            try await Self.expectSameRows(folder: folder, target: target)

            // What the copy is for: the same people, signed in as before, on the same ids.
            let sqlite = try SQLiteStore.open(dataDirectory: folder)
            #expect(try await target.allUsers() == (try await sqlite.allUsers()))
            #expect(try await target.sessionOwner(tokenDigest: seed.anaSession.tokenDigest, now: Date(timeIntervalSince1970: 1_795_000_100))?
                .caller.user.id == seed.ana.id)
            let query = ExerciseQuery(includeArchived: true)
            #expect(try await target.exercises(userID: seed.ana.id, query: query).map { "\($0.id) \($0.name)" }
                == (try await sqlite.exercises(userID: seed.ana.id, query: query).map { "\($0.id) \($0.name)" }))
            #expect(try await target.bodyWeights(userID: seed.ben.id) == (try await sqlite.bodyWeights(userID: seed.ben.id)))
            let made = try await ExerciseService(store: target, now: { Date() })
                .create(for: seed.ana, input: ExerciseInput(name: "Zercher Squat", category: "legs", kind: "weight_reps"))
            #expect(made.id == seed.deletedExerciseID + 1, "the identity continues after the highest id SQLite ever gave")
            let photoFiles = try FileManager.default.subpathsOfDirectory(atPath: photos + "/photos").filter { $0.hasSuffix(".png") }
            #expect(photoFiles.count == 1)
        }
    }

    @Test("A target that already holds users is refused and left as it was")
    func refusesNonEmptyTarget() async throws {
        try await TestDatabase.with(.postgres, schema: .empty) { database in
            let folder = try Self.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            _ = try await InstanceSeed.write(into: folder)
            _ = try await MigrateCommand.migrate(dataDirectory: folder, url: database.location, photosDirectory: nil)
            let target = try #require(try await database.open() as? PostgresStore)
            let sets = try await RawSQL.integer("SELECT count(*) FROM workout_set", on: target)
            let refusal = await #expect(throws: CommandFailure.self) {
                _ = try await MigrateCommand.migrate(dataDirectory: folder, url: database.location, photosDirectory: nil)
            }
            #expect(refusal?.description == "The PostgreSQL database already holds 2 users; repbook migrate copies into an empty database only.")
            #expect(try await RawSQL.integer(#"SELECT count(*) FROM "user""#, on: target) == 2)
            #expect(try await RawSQL.integer("SELECT count(*) FROM workout_set", on: target) == sets)
        }
    }

    @Test("A copy that fails midway leaves every table empty and takes its copied photo files away")
    func failedCopyLeavesNothing() async throws {
        try await TestDatabase.with(.postgres, schema: .empty) { database in
            let folder = try Self.temporaryFolder()
            let photos = try Self.temporaryFolder()
            defer { for path in [folder, photos] { try? FileManager.default.removeItem(atPath: path) } }
            _ = try await InstanceSeed.write(into: folder)
            await #expect(throws: Interrupted.self) {
                _ = try await MigrateCommand.migrate(dataDirectory: folder, url: database.location, photosDirectory: photos) { table, _ in
                    // Half the tables are written inside the transaction when this one fails.
                    if table == "workout" { throw Interrupted() }
                }
            }
            let target = try #require(try await database.open() as? PostgresStore)
            for table in InstanceTables.copied.map(\.name) {
                #expect(try await RawSQL.integer("SELECT count(*) FROM \(quotedIdentifier(table))", on: target) == 0, "\(table)")
            }
            #expect(((try? FileManager.default.subpathsOfDirectory(atPath: photos + "/photos")) ?? []).isEmpty)
            // The data folder is free again, and a second try copies everything.
            _ = try await MigrateCommand.migrate(dataDirectory: folder, url: database.location, photosDirectory: nil)
            #expect(try await RawSQL.integer(#"SELECT count(*) FROM "user""#, on: target) == 2)
        }
    }

    private struct Interrupted: Error {}

    @Test("A copy whose connection the server ends midway fails at once, saying the connection was lost, and leaves nothing")
    func copyWithEndedConnection() async throws {
        try await TestDatabase.with(.postgres, schema: .empty) { database in
            let folder = try Self.temporaryFolder()
            let photos = try Self.temporaryFolder()
            defer { for path in [folder, photos] { try? FileManager.default.removeItem(atPath: path) } }
            _ = try await InstanceSeed.write(into: folder)
            let url = database.location
            let failure = await #expect(throws: CommandFailure.self) {
                _ = try await Deadline.within(seconds: 120, "repbook migrate after its connection was ended") {
                    try await MigrateCommand.migrate(dataDirectory: folder, url: url, photosDirectory: photos) { table, _ in
                        // Half the tables are written inside the transaction when the server ends its connection: the
                        // one holding the copy's lock on "user" (a real second connection, pg_terminate_backend).
                        if table == "workout" {
                            let ended = try await PostgresBackends.terminateHolder(of: #""user""#, mode: "ExclusiveLock", url: url)
                            #expect(ended == 1)
                        }
                    }
                }
            }
            // It names what happened and what became of the copy; no SQL, no PostgreSQL internals.
            let said = failure?.description ?? ""
            #expect(said.hasPrefix("The connection to the PostgreSQL database was lost during the copy: the database server "), "\(said)")
            #expect(said.hasSuffix("Nothing of the copy was kept; run repbook migrate again."), "\(said)")
            #expect(!said.contains("INSERT") && !said.contains("PSQLError"), "\(said)")
            let target = try #require(try await database.open() as? PostgresStore)
            for table in InstanceTables.copied.map(\.name) {
                #expect(try await RawSQL.integer("SELECT count(*) FROM \(quotedIdentifier(table))", on: target) == 0, "\(table)")
            }
            #expect(((try? FileManager.default.subpathsOfDirectory(atPath: photos + "/photos")) ?? []).isEmpty)
            _ = try await MigrateCommand.migrate(dataDirectory: folder, url: url, photosDirectory: nil)
            #expect(try await RawSQL.integer(#"SELECT count(*) FROM "user""#, on: target) == 2)
        }
    }

    @Test("A copy whose connection is ended while its statement waits for a lock fails at once and leaves nothing")
    func copyEndedWhileWaiting() async throws {
        try await TestDatabase.with(.postgres, schema: .empty) { database in
            let folder = try Self.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            _ = try await InstanceSeed.write(into: folder)
            let url = database.location
            let target = try #require(try await database.open() as? PostgresStore)  // migrated, so workout_set exists
            // The test holds a SHARE lock on workout_set: the copy reads it (ACCESS SHARE passes) but its first INSERT
            // into it waits, midway through the copy; the copy's backend is ended while it waits.
            try await PostgresBackends.withConnection(url: url) { holder in
                try await holder.query("BEGIN", logger: Logger(label: "test"))
                try await holder.query("LOCK TABLE workout_set IN SHARE MODE", logger: Logger(label: "test"))
                let copy = Task {
                    try await Deadline.within(seconds: 120, "repbook migrate after its waiting connection was ended") {
                        try await MigrateCommand.migrate(dataDirectory: folder, url: url, photosDirectory: nil)
                    }
                }
                let waiting = try await PostgresBackends.waitForLockWait(queryPrefix: #"INSERT INTO "workout_set""#, url: url)
                #expect(try await PostgresBackends.terminate(where: "pid = \(waiting)", url: url) == 1)
                let failure = await #expect(throws: CommandFailure.self) { _ = try await copy.value }
                #expect(failure?.description == "The connection to the PostgreSQL database was lost during the copy: the database server "
                    + "ended it (an administrator, or the server stopping or restarting). Nothing of the copy was kept; run repbook migrate again.")
                try await holder.query("ROLLBACK", logger: Logger(label: "test"))
            }
            for table in InstanceTables.copied.map(\.name) {
                #expect(try await RawSQL.integer("SELECT count(*) FROM \(quotedIdentifier(table))", on: target) == 0, "\(table)")
            }
        }
    }

    @Test("A data folder a server holds is refused: stop the server first")
    func refusesWhileServerRuns() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try SQLiteStore.open(dataDirectory: folder)
        let lock = try DataDirectoryLock(dataDirectory: folder)
        let refusal = await #expect(throws: CommandFailure.self) {
            _ = try await MigrateCommand.migrate(dataDirectory: folder, url: "postgres://nobody@127.0.0.1:1/none", photosDirectory: nil)
        }
        #expect(refusal?.description.contains("Stop the server first") == true)
        withExtendedLifetime(lock) {}
    }

    @Test("The table of counts lines up and totals")
    func reportText() {
        let report = InstanceCopyReport(
            tables: [.init(table: "user", source: 2, target: 2), .init(table: "workout_set", source: 1234, target: 1234)], seconds: 1)
        #expect(report.text == """
            table            SQLite  PostgreSQL
            user                  2           2
            workout_set        1234        1234
            total              1236        1236
            """)
    }

    // MARK: - Helpers

    private static func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-move-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The rows of every copied table in the data folder's database.
    private static func sqliteCounts(_ folder: String) async throws -> [String: Int] {
        let source = try SQLiteInstanceSource(dataDirectory: folder)
        defer { try? source.close() }
        var counts: [String: Int] = [:]
        for table in InstanceTables.copied.map(\.name) { counts[table] = try await source.count(of: table) }
        return counts
    }

    /// Every row of every copied table is the same on both sides, value by value (instants to the millisecond).
    private static func expectSameRows(folder: String, target: PostgresStore) async throws {
        let source = try SQLiteInstanceSource(dataDirectory: folder)
        defer { try? source.close() }
        let catalog = try await target.single { connection in try await PostgresCatalog.read(connection, logger: target.logger) }
        let plan = try await InstanceCopyPlan.make(source: source, catalog: catalog)
        for table in plan.tables {
            var expected: [String] = []
            try await source.readRows(of: table.name, columns: table.columns.map { CopiedColumn(name: $0.name, kind: $0.kind) }, batchSize: 500) {
                rows in
                expected += rows.map { $0.map(Self.text).joined(separator: "|") }
            }
            let selected = table.columns.map { $0.kind == .text ? "\(quotedIdentifier($0.name))::text" : quotedIdentifier($0.name) }.joined(
                separator: ", ")
            let actual = try await target.single { connection in
                try await connection.all(PostgresQuery(unsafeSQL: "SELECT \(selected) FROM \(quotedIdentifier(table.name))"), logger: target.logger) {
                    row in
                    try zip(row, table.columns).map { cell, column in Self.text(try Self.value(cell, column.kind)) }.joined(separator: "|")
                }
            }
            #expect(actual.sorted() == expected.sorted(), "table \(table.name)")
        }
    }

    private static func value(_ cell: PostgresCell, _ kind: CopiedColumnKind) throws -> CopiedValue {
        switch kind {
        case .integer: try cell.decode(Int64?.self).map(CopiedValue.integer) ?? .null
        case .real: try cell.decode(Double?.self).map(CopiedValue.real) ?? .null
        case .text: try cell.decode(String?.self).map(CopiedValue.text) ?? .null
        case .boolean: try cell.decode(Bool?.self).map(CopiedValue.boolean) ?? .null
        case .instant: try cell.decode(Date?.self).map(CopiedValue.instant) ?? .null
        case .day: try cell.decode(PostgresDay?.self).map { CopiedValue.day($0.day) } ?? .null
        case .bytes: try cell.decode(ByteBuffer?.self).map { CopiedValue.bytes(Array($0.readableBytesView)) } ?? .null
        }
    }

    private static func text(_ value: CopiedValue) -> String {
        switch value {
        case .null: "NULL"
        case .integer(let number): "i\(number)"
        case .real(let number): "r\(number)"
        case .text(let text): "t\(text.debugDescription)"
        case .boolean(let flag): "b\(flag)"
        case .instant(let date): "@\(Int64((date.timeIntervalSince1970 * 1000).rounded()))"
        case .day(let day): "d\(day)"
        case .bytes(let bytes): "x" + bytes.map { String(format: "%02x", $0) }.joined()
        }
    }
}
