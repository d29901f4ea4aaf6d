import Foundation
import RepbookCore
import RepbookStorage
import Testing

/// Rows read by position (`SQLColumns`, `SQLColumnReader`), on both engines: each type as the by-name read gives it,
/// and a column list that does not match its statement refused before any value is read.
@Suite("Rows read by position")
struct ColumnReaderTests {
    /// One row of every type the store reads, in each engine's own column types.
    static let everyType = SQL(
        sqlite: """
            SELECT 7 AS n, 2.5 AS r, 'text' AS t, 1 AS f, '2026-11-28 10:20:30.456' AS i, '2026-11-28' AS d, NULL AS missing
            """,
        postgres: """
            SELECT 7::bigint AS n, 2.5::float8 AS r, 'text' AS t, true AS f, timestamptz '2026-11-28 10:20:30.456+00' AS i,
                   date '2026-11-28' AS d, NULL::text AS missing
            """)
    static let everyTypeColumns = SQLColumns(["7 AS n", "2.5 AS r", "'text' AS t", "1 AS f", "x.i AS i", "d", "NULL AS missing"])

    @Test("Each column reads by position as it reads by name", arguments: Engine.allCases)
    func positionalMatchesNamed(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let store = try #require(try await database.open() as? any SQLStore)
            let read = try await store.engine.readSingle { connection in
                try connection.all(Self.everyType, columns: Self.everyTypeColumns) { row in
                    (n: try row.next() as Int64, r: try row.next() as Double, t: try row.next() as String, f: try row.next() as Bool,
                     i: try row.next() as Date, d: try row.next() as LocalDate, missing: try row.next() as String?)
                }
            }
            let named = try await store.engine.readSingle { connection in
                let row = try #require(try connection.rows(Self.everyType, []).first)
                return (n: try row.integer("n"), r: try row.real("r"), t: try row.text("t"), f: try row.flag("f"), i: try row.instant("i"),
                        d: try row.day("d"), missing: try row.text("missing"))
            }
            #expect(read.count == 1)
            let row = try #require(read.first)
            #expect(row.n == 7 && row.r == 2.5 && row.t == "text" && row.f && row.missing == nil)
            #expect(row.i.unixMilliseconds == 1_795_861_230_456)
            #expect(row.d == LocalDate("2026-11-28"))
            #expect(named.n == row.n && named.r == row.r && named.t == row.t && named.f == row.f && named.i == row.i && named.d == row.d)
            #expect(named.missing == nil)
        }
    }

    @Test("A column list that differs from the statement's columns, or a NULL where a value must be, is refused by name",
          arguments: Engine.allCases)
    func mismatchRefused(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let store = try #require(try await database.open() as? any SQLStore)
            let swapped = SQLColumns(["r", "n", "t", "f", "i", "d", "missing"])
            let short = SQLColumns(["n", "r", "t", "f", "i", "d"])
            for columns in [swapped, short] {
                let error = await #expect(throws: CorruptColumn.self) {
                    try await store.engine.readSingle { connection in
                        try connection.all(Self.everyType, columns: columns) { row in try row.next() as Int64 }
                    }
                }
                #expect(error?.description.contains("its decoder reads") == true)
            }
            let null = await #expect(throws: CorruptColumn.self) {
                try await store.engine.readSingle { connection in
                    try connection.first(Self.everyType, columns: Self.everyTypeColumns) { row in
                        _ = (try row.next() as Int64, try row.next() as Double, try row.next() as String, try row.next() as Bool)
                        _ = (try row.next() as Date, try row.next() as LocalDate)
                        return try row.next() as String
                    }
                }
            }
            #expect(null?.description == "missing is NULL")
        }
    }

    @Test("A column is named by its alias, else by what follows its last dot")
    func names() {
        let columns = SQLColumns([
            "exercise.id", #""user".username"#, "(SELECT max(w.started_at) FROM w WHERE w.id = exercise.id) AS last_performed_at",
            "count(*) AS sets", "local_date",
        ])
        #expect(columns.names == ["id", "username", "last_performed_at", "sets", "local_date"])
        #expect(columns.text.hasPrefix(#"exercise.id, "user".username, (SELECT"#))
    }
}
