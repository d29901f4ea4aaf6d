import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// The tables of the current schema as PostgreSQL's catalog describes them: columns with their types, identity and
/// defaults, and the foreign keys between tables. `repbook migrate` copies by it rather than by column lists of its own.
struct PostgresCatalog {
    /// One column of a table.
    struct Column {
        let name: String
        /// The type as written in a cast (`format_type`: `bigint`, `timestamp(3) with time zone`).
        let type: String
        /// The base type's name (`int8`, `timestamptz`).
        let typeName: String
        let isIdentity: Bool
        let isGenerated: Bool
        /// A default or NULL is allowed: the column may be left out of an INSERT.
        let mayBeOmitted: Bool

        /// The kind of value the column takes, or nil for a type the copy does not know.
        var kind: CopiedColumnKind? {
            switch typeName {
            case "bool": .boolean
            case "int2", "int4", "int8": .integer
            case "float4", "float8", "numeric": .real
            case "text", "varchar", "bpchar", "json", "jsonb": .text
            case "timestamptz": .instant
            case "date": .day
            case "bytea": .bytes
            default: nil
            }
        }
    }

    /// The columns of each table, in the table's order.
    let tables: [String: [Column]]
    /// Each foreign key as the table holding it and the table it names.
    let foreignKeys: [(child: String, parent: String)]

    /// Reads the catalog of the connection's current schema.
    static func read(_ connection: PostgresConnection, logger: Logger) async throws -> PostgresCatalog {
        let rows = try await connection.all("""
            SELECT c.relname::text, a.attname::text, format_type(a.atttypid, a.atttypmod), t.typname::text,
                   a.attidentity <> '', a.attgenerated <> '', a.atthasdef OR NOT a.attnotnull
            FROM pg_class c
            JOIN pg_namespace n ON n.oid = c.relnamespace
            JOIN pg_attribute a ON a.attrelid = c.oid
            JOIN pg_type t ON t.oid = a.atttypid
            WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
            ORDER BY c.relname, a.attnum
            """, logger: logger) { row in
            let (table, name, type, typeName, identity, generated, omitted) = try row.decode((String, String, String, String, Bool, Bool, Bool).self)
            return (table, Column(name: name, type: type, typeName: typeName, isIdentity: identity, isGenerated: generated, mayBeOmitted: omitted))
        }
        var tables: [String: [Column]] = [:]
        for (table, column) in rows { tables[table, default: []].append(column) }
        let keys = try await connection.all("""
            SELECT child.relname::text, parent.relname::text
            FROM pg_constraint k
            JOIN pg_class child ON child.oid = k.conrelid
            JOIN pg_class parent ON parent.oid = k.confrelid
            JOIN pg_namespace n ON n.oid = child.relnamespace
            WHERE k.contype = 'f' AND n.nspname = current_schema()
            """, logger: logger) { row in try row.decode((String, String).self) }
        return PostgresCatalog(tables: tables, foreignKeys: keys.map { (child: $0.0, parent: $0.1) })
    }
}

/// A name quoted as a PostgreSQL identifier (`"user"`).
func quotedIdentifier(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}
