import Foundation
import RepbookCore

/// Reading and writing splits with their days inside a caller's transaction, for the split intents and the plan import.
enum SplitRows: PlanRows {
    /// A split's own columns, for `split(_:days:)`.
    static let columns = "id, name, schedule, advance, is_active, custom_name, start_date, activated_at"

    /// Leaves the user (bound first) with no active split; SQLite's text matches its partial index's `is_active = 1`.
    static let deactivate = SQL(
        sqlite: "UPDATE split SET is_active = 0 WHERE user_id = ? AND is_active = 1",
        postgres: "UPDATE split SET is_active = false WHERE user_id = ? AND is_active")

    /// A split from a row of `columns` and its days.
    static func split(_ row: any SQLRow, days: [SplitDay]) throws -> Split {
        var activation: SplitActivation?
        let startDate: LocalDate? = try row["start_date"]
        let activatedAt: Date? = try row["activated_at"]
        if try row["is_active"], let startDate, let activatedAt {
            activation = SplitActivation(customName: try row["custom_name"], startDate: startDate, activatedAt: activatedAt)
        }
        return Split(
            id: try row["id"], name: try row["name"], schedule: try row.choice("schedule"), advance: try row.choice("advance"),
            days: days, activation: activation)
    }

    /// The days of the splits `ids`, in cycle order, by split, with their templates' names: one statement.
    static func days(of ids: [Int64], _ connection: any SQLConnection) throws -> [Int64: [SplitDay]] {
        guard !ids.isEmpty else { return [:] }
        let rows = try connection.rows(SQL("""
            SELECT split_day.split_id, split_day.template_id, template.name AS template_name FROM split_day
            LEFT JOIN template ON template.id = split_day.template_id
            WHERE split_day.split_id IN (\(SQL.placeholders(ids.count))) ORDER BY split_day.split_id, split_day.position
            """), ids)
        var result: [Int64: [SplitDay]] = [:]
        for row in rows {
            result[try row["split_id"], default: []].append(SplitDay(templateID: try row["template_id"], templateName: try row["template_name"]))
        }
        return result
    }

    /// The splits `condition` selects (what follows `WHERE` over `split`'s columns, scoped to a user, with any order), with
    /// their days: two statements for any number of splits.
    static func fetch(_ condition: SQL, _ arguments: [any SQLBindable], _ connection: any SQLConnection) throws -> [Split] {
        let heads = try connection.rows(
            // The condition's PostgreSQL text is numbered already; the prefix holds no placeholder, so numbering again keeps it.
            SQL(
                sqlite: "SELECT \(columns) FROM split WHERE " + condition.sqlite, postgres: "SELECT \(columns) FROM split WHERE " + condition.postgres
            ),
            arguments)
        let days = try days(of: heads.map { row -> Int64 in try row["id"] }, connection)
        return try heads.map { row in try split(row, days: days[try row["id"] as Int64] ?? []) }
    }

    /// The user's split `id`, or not found.
    static func require(id: Int64, userID: Int64, _ connection: any SQLConnection) throws -> Split {
        guard let split = try fetch(SQL("id = ? AND user_id = ?"), [id, userID], connection).first else { throw notFound(id) }
        return split
    }

    /// Inserts the split's own row, inactive, and answers its id; a name the user has is `conflict`.
    static func insert(_ draft: SplitDraft, conflict: DomainError, userID: Int64, now: Date, _ connection: any SQLConnection) throws -> Int64 {
        try connection.mappingUniqueViolation(to: conflict) {
            try connection.insert(
                "INSERT INTO split (user_id, name, name_key, schedule, advance, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
                [userID, draft.name, draft.nameKey, draft.schedule.rawValue, draft.advance.rawValue, now, now])
        }
    }

    /// Inserts `days` (template ids, nil for rest) as the split's cycle in one statement, after checking every template is
    /// the user's (locked until the transaction ends on PostgreSQL, `OwnRows`).
    static func insertDays(_ days: [Int64?], splitID: Int64, userID: Int64, _ connection: any SQLConnection) throws {
        guard !days.isEmpty else { return }
        try OwnRows.require(days.compactMap { $0 }, in: "template", userID: userID, notFound: TemplateRows.notFound, connection)
        try insertDayRows(days, splitID: splitID, connection)
    }

    /// Inserts `days` as the split's cycle in one statement; the caller has checked their templates.
    static func insertDayRows(_ days: [Int64?], splitID: Int64, _ connection: any SQLConnection) throws {
        guard !days.isEmpty else { return }
        let values = Array(repeating: "(?, ?, ?)", count: days.count).joined(separator: ", ")
        let arguments = days.enumerated().flatMap { position, templateID -> [any SQLBindable] in [splitID, position, templateID] }
        try connection.execute(SQL("INSERT INTO split_day (split_id, position, template_id) VALUES \(values)"), arguments)
    }

    static func updateRow(id: Int64, to draft: SplitDraft, userID: Int64, now: Date, _ connection: any SQLConnection) throws -> Int {
        try connection.execute(
            "UPDATE split SET name = ?, name_key = ?, schedule = ?, advance = ?, updated_at = ? WHERE id = ? AND user_id = ?",
            [draft.name, draft.nameKey, draft.schedule.rawValue, draft.advance.rawValue, now, id, userID])
    }

    static func deleteChildren(of id: Int64, _ connection: any SQLConnection) throws {
        try connection.execute("DELETE FROM split_day WHERE split_id = ?", [id])
    }

    static func insertChildren(of draft: SplitDraft, id: Int64, userID: Int64, _ connection: any SQLConnection) throws {
        try insertDays(draft.days, splitID: id, userID: userID, connection)
    }

    /// The not-found error of the split `id`.
    static func notFound(_ id: Int64) -> DomainError {
        .notFound(LocalizedText("error.no_split_with_id", ["id": "\(id)"]))
    }

    /// The conflict of a split name the user already has.
    static func nameTaken(_ name: String) -> DomainError {
        .conflict(LocalizedText("error.split_named_already_exists_pick_another", ["value": "\(name)"]))
    }
}
