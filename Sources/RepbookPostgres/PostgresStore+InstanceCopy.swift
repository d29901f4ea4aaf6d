import Foundation
import Logging
import NIOCore
import PostgresNIO
import RepbookCore

/// `repbook migrate`: a whole instance copied into this empty database in one transaction, every row with its id, in
/// the order of `InstanceTables.copied`; the identity sequences then continue after the highest id the source ever
/// gave, and the copy commits only when every table holds as many rows as the source's. Any failure, a refusal or a
/// client killed midway leaves the database as it was (PostgreSQL rolls back a transaction whose session ends).
extension PostgresStore {
    /// Copies `source` into this database, which must hold no rows in the copied tables (no users above all);
    /// `tableCopied` hears each table's name and row count as it is written (inside the transaction). Answers the
    /// counts per table.
    public func copyInstance(
        from source: any InstanceSource, batchRows: Int = 1000,
        tableCopied: @Sendable (String, Int) async throws -> Void = { _, _ in }
    ) async throws -> InstanceCopyReport {
        let started = ContinuousClock.now
        let tables: [InstanceCopyReport.TableCount]
        do {
            tables = try await copyTransaction(from: source, batchRows: batchRows, tableCopied: tableCopied)
        } catch let loss as PostgresConnectionLoss {
            throw InstanceCopyRefusal(Self.lostCopy(loss))
        } catch {
            throw Self.mapped(error, outcome: .nothingChanged)
        }
        return InstanceCopyReport(tables: tables, seconds: (ContinuousClock.now - started).seconds)
    }

    /// What `repbook migrate` says when the connection broke: before COMMIT nothing was kept; during COMMIT the copy is
    /// all there or not at all, and running it again tells which (a kept copy is refused as a non-empty target).
    static func lostCopy(_ loss: PostgresConnectionLoss) -> String {
        if loss.unreachable {
            return "The PostgreSQL database cannot be reached: \(loss.cause). Nothing of the copy was kept; run repbook migrate again."
        }
        switch loss.outcome {
        case .nothingChanged:
            return "The connection to the PostgreSQL database was lost during the copy: \(loss.cause). "
                + "Nothing of the copy was kept; run repbook migrate again."
        case .unknown:
            return "The connection to the PostgreSQL database was lost while the copy committed: \(loss.cause). "
                + "The copy was kept whole or not at all; run repbook migrate again: it copies, or says the database already holds users."
        }
    }

    /// The copy's one transaction; a lost connection comes out as `PostgresConnectionLoss`.
    private func copyTransaction(
        from source: any InstanceSource, batchRows: Int, tableCopied: @Sendable (String, Int) async throws -> Void
    ) async throws -> [InstanceCopyReport.TableCount] {
        try await transaction(begin: "BEGIN") { connection in
            // Another server must not make an account while the copy runs: sign-ups and seeding take this table's lock.
            try await connection.run(#"LOCK TABLE "user" IN EXCLUSIVE MODE"#, logger: logger)
            let catalog = try await PostgresCatalog.read(connection, logger: logger)
            let plan = try await InstanceCopyPlan.make(source: source, catalog: catalog)
            try await refuseUnlessEmpty(plan, connection)
            for table in plan.tables {
                let rows = try await copy(table, from: source, batchRows: batchRows, connection)
                try await tableCopied(table.name, rows)
            }
            try await resetIdentities(plan, floors: try await source.identityFloors(), connection)
            return try await verifyCounts(plan, source: source, connection)
        }
    }

    /// Refuses a target that holds users or any row of a copied table.
    private func refuseUnlessEmpty(_ plan: InstanceCopyPlan, _ connection: PostgresConnection) async throws {
        let users = try await connection.first(#"SELECT count(*) FROM "user""#, logger: logger) { try $0.decode(Int.self) } ?? 0
        guard users == 0 else {
            throw InstanceCopyRefusal("The PostgreSQL database already holds \(users == 1 ? "1 user" : "\(users) users"); "
                + "repbook migrate copies into an empty database only.")
        }
        for table in plan.tables {
            let holds = try await connection.first(
                PostgresQuery(unsafeSQL: "SELECT EXISTS (SELECT 1 FROM \(quotedIdentifier(table.name)))"), logger: logger
            ) { try $0.decode(Bool.self) } ?? false
            guard !holds else {
                throw InstanceCopyRefusal(
                    "The PostgreSQL table \(table.name) already holds rows; repbook migrate copies into an empty database only.")
            }
        }
    }

    /// Writes every row of `table`, batch by batch; answers how many.
    private func copy(_ table: InstanceCopyPlan.Table, from source: any InstanceSource, batchRows: Int, _ connection: PostgresConnection) async throws
        -> Int
    {
        let columns = table.columns
        let names = columns.map { quotedIdentifier($0.name) }.joined(separator: ", ")
        let overriding = table.hasIdentity ? " OVERRIDING SYSTEM VALUE" : ""
        let prefix = "INSERT INTO \(quotedIdentifier(table.name)) (\(names))\(overriding) VALUES "
        var written = 0
        try await source.readRows(
            of: table.name, columns: columns.map { CopiedColumn(name: $0.name, kind: $0.kind) },
            batchSize: max(1, min(batchRows, 60_000 / max(1, columns.count)))
        ) { rows in
            var sql = prefix
            var bindings = PostgresBindings(capacity: rows.count * columns.count)
            for (rowIndex, row) in rows.enumerated() {
                sql += rowIndex == 0 ? "(" : ", ("
                for (index, value) in row.enumerated() {
                    sql += (index == 0 ? "$" : ", $") + String(rowIndex * columns.count + index + 1) + "::" + columns[index].type
                    Self.bind(value, into: &bindings)
                }
                sql += ")"
            }
            try await connection.run(PostgresQuery(unsafeSQL: sql, binds: bindings), logger: logger)
            written += rows.count
        }
        return written
    }

    /// Appends `value` in the binary type its case names.
    private static func bind(_ value: CopiedValue, into bindings: inout PostgresBindings) {
        switch value {
        case .null: bindings.appendNull()
        case .integer(let number): bindings.append(number)
        case .real(let number): bindings.append(number)
        case .text(let text): bindings.append(text)
        case .boolean(let flag): bindings.append(flag)
        case .instant(let date): bindings.append(date)
        case .day(let day): bindings.append(PostgresDay(day))
        case .bytes(let bytes): bindings.append(ByteBuffer(bytes: bytes))
        }
    }

    /// Moves each identity sequence past the highest id the table holds and the highest the source ever gave (SQLite's
    /// AUTOINCREMENT never reuses the id of a deleted row, and neither does the copy).
    private func resetIdentities(_ plan: InstanceCopyPlan, floors: [String: Int64], _ connection: PostgresConnection) async throws {
        for table in plan.tables {
            for column in table.columns where column.isIdentity {
                let highest = try await connection.first(
                        PostgresQuery(
                            unsafeSQL: "SELECT coalesce(max(\(quotedIdentifier(column.name))), 0)::bigint FROM \(quotedIdentifier(table.name))"),
                    logger: logger) { try $0.decode(Int64.self) } ?? 0
                let floor = max(highest, floors[table.name] ?? 0)
                guard floor > 0 else { continue }
                try await connection.run(
                    "SELECT setval(pg_get_serial_sequence(\(quotedIdentifier(table.name)), \(column.name)), \(floor))", logger: logger)
            }
        }
    }

    /// Counts each table on both sides; a difference is a refusal (and rolls the copy back).
    private func verifyCounts(_ plan: InstanceCopyPlan, source: any InstanceSource, _ connection: PostgresConnection) async throws
        -> [InstanceCopyReport.TableCount]
    {
        var counts: [InstanceCopyReport.TableCount] = []
        for table in plan.tables {
            let target = try await connection.first(
                PostgresQuery(unsafeSQL: "SELECT count(*) FROM \(quotedIdentifier(table.name))"), logger: logger) { try $0.decode(Int.self) } ?? 0
            counts.append(InstanceCopyReport.TableCount(table: table.name, source: try await source.count(of: table.name), target: target))
        }
        let differing = counts.filter { $0.source != $0.target }
        guard differing.isEmpty else {
            throw InstanceCopyRefusal("The counts differ after the copy, so nothing was kept: "
                + differing.map { "\($0.table) has \($0.source) rows in SQLite and \($0.target) in PostgreSQL" }.joined(separator: "; ") + ".")
        }
        return counts
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
