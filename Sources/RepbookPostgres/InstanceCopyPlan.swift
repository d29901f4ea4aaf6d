import RepbookCore

/// What `repbook migrate` will write, checked before a row is read: every table of both schemas covered by
/// `InstanceTables`, every SQLite column of a copied table present in PostgreSQL (or listed as dropped), every
/// PostgreSQL column either copied or allowed to be left out, every type known, and the list's order following the
/// foreign keys. Anything else is a refusal naming the table and column.
struct InstanceCopyPlan {
    /// A column written: its name, the type to cast to and the kind of value it takes.
    struct Column {
        let name: String
        let type: String
        let kind: CopiedColumnKind
        let isIdentity: Bool
    }

    /// A table written, with its columns.
    struct Table {
        let name: String
        let columns: [Column]
        var hasIdentity: Bool { columns.contains { $0.isIdentity } }
    }

    let tables: [Table]

    /// The plan for copying `source` into the schema `catalog` describes, or a refusal listing every problem.
    static func make(source: any InstanceSource, catalog: PostgresCatalog) async throws -> InstanceCopyPlan {
        var problems = InstanceTables.gaps(sqliteTables: try await source.tables(), postgresTables: Array(catalog.tables.keys))
        guard problems.isEmpty else { throw refusal(problems) }
        var tables: [Table] = []
        for copied in InstanceTables.copied {
            let targetColumns = catalog.tables[copied.name] ?? []
            let sourceColumns = Set(try await source.columns(of: copied.name))
            let targetNames = Set(targetColumns.map(\.name))
            for column in sourceColumns.sorted() where !targetNames.contains(column) && copied.droppedColumns[column] == nil {
                problems.append("The SQLite column \(copied.name).\(column) has no PostgreSQL column and is not listed as dropped.")
            }
            var columns: [Column] = []
            for column in targetColumns where !column.isGenerated {
                guard sourceColumns.contains(column.name) else {
                    if !column.mayBeOmitted {
                        problems.append("The PostgreSQL column \(copied.name).\(column.name) has no SQLite column to copy and no default.")
                    }
                    continue
                }
                guard let kind = column.kind else {
                    problems.append("The PostgreSQL column \(copied.name).\(column.name) has the type \(column.type), which the copy does not know.")
                    continue
                }
                columns.append(Column(name: column.name, type: column.type, kind: kind, isIdentity: column.isIdentity))
            }
            tables.append(Table(name: copied.name, columns: columns))
        }
        let position = Dictionary(uniqueKeysWithValues: InstanceTables.copied.enumerated().map { ($1.name, $0) })
        for key in catalog.foreignKeys where key.child != key.parent {
            guard let child = position[key.child], let parent = position[key.parent], parent > child else { continue }
            problems.append("The copied table \(key.child) names \(key.parent), which InstanceTables.copied lists after it.")
        }
        guard problems.isEmpty else { throw refusal(problems) }
        return InstanceCopyPlan(tables: tables)
    }

    private static func refusal(_ problems: [String]) -> InstanceCopyRefusal {
        InstanceCopyRefusal("This Repbook cannot copy between these two schemas, so nothing was written:\n"
            + problems.map { "- " + $0 }.joined(separator: "\n"))
    }
}
