import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// Reading and writing splits with their days inside a caller's async transaction, for the PostgreSQL plan import until it
/// is on the shared path; the split intents themselves are `SplitRows`.
enum PostgresSplitRows {
    /// A split's own columns, for `split(_:)`.
    static let splitColumns = "id, name, schedule, advance, is_active, custom_name, start_date, activated_at"

    /// A split row before its days are attached.
    struct Head {
        let id: Int64
        let name: String
        let schedule: SplitSchedule
        let advance: SplitAdvance
        let activation: SplitActivation?

        func split(days: [SplitDay]) -> Split {
            Split(id: id, name: name, schedule: schedule, advance: advance, days: days, activation: activation)
        }
    }

    static func split(_ columns: inout PostgresColumns) throws -> Head {
        let id: Int64 = try columns.next()
        let name: String = try columns.next()
        let schedule: SplitSchedule = try PostgresRowDecoding.value(columns.next(), "schedule")
        let advance: SplitAdvance = try PostgresRowDecoding.value(columns.next(), "advance")
        let isActive: Bool = try columns.next()
        let customName: String? = try columns.next()
        let start = try columns.next(PostgresDay?.self)
        let activatedAt: Date? = try columns.next()
        var activation: SplitActivation?
        if isActive, let start, let activatedAt {
            activation = SplitActivation(customName: customName, startDate: start.day, activatedAt: activatedAt)
        }
        return Head(id: id, name: name, schedule: schedule, advance: advance, activation: activation)
    }

    /// The days of the splits `ids`, in cycle order, by split, with their templates' names: one statement.
    static func days(of ids: [Int64], connection: PostgresConnection, logger: Logger) async throws -> [Int64: [SplitDay]] {
        guard !ids.isEmpty else { return [:] }
        let rows = try await connection.all(
            """
            SELECT split_day.split_id, split_day.template_id, template.name FROM split_day
            LEFT JOIN template ON template.id = split_day.template_id
            WHERE split_day.split_id = ANY(\(ids)::bigint[]) ORDER BY split_day.split_id, split_day.position
            """, logger: logger
        ) { row in
            let (splitID, templateID, name) = try row.decode((Int64, Int64?, String?).self)
            return (splitID: splitID, day: SplitDay(templateID: templateID, templateName: name))
        }
        return Dictionary(grouping: rows, by: \.splitID).mapValues { $0.map(\.day) }
    }

    /// The splits `condition` selects (what follows `WHERE` over `split`'s columns, scoped to a user, with any order), with
    /// their days: two statements for any number of splits.
    static func fetch(_ condition: PostgresQuery, connection: PostgresConnection, logger: Logger) async throws -> [Split] {
        let query = PostgresQuery(unsafeSQL: "SELECT \(splitColumns) FROM split WHERE " + condition.sql, binds: condition.binds)
        let heads = try await connection.all(query, logger: logger, PostgresRowDecoding.row(split))
        let days = try await days(of: heads.map(\.id), connection: connection, logger: logger)
        return heads.map { $0.split(days: days[$0.id] ?? []) }
    }

    /// The user's split `id`, or not found.
    static func require(id: Int64, userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> Split {
        guard let split = try await fetch("id = \(id) AND user_id = \(userID)", connection: connection, logger: logger).first else {
            throw notFound(id)
        }
        return split
    }

    /// Inserts the split's own row, inactive, and answers its id; a name the user has is `conflict`.
    static func insert(
        _ draft: SplitDraft, conflict: DomainError, userID: Int64, now: Date, connection: PostgresConnection, logger: Logger
    ) async throws -> Int64 {
        let id = try await connection.mappingUniqueViolation(to: conflict) {
            try await connection.first(
                """
                INSERT INTO split (user_id, name, name_key, schedule, advance, created_at, updated_at)
                VALUES (\(userID), \(draft.name), \(draft.nameKey), \(draft.schedule.rawValue), \(draft.advance.rawValue), \(now), \(now))
                RETURNING id
                """, logger: logger) { try $0.decode(Int64.self) }
        }
        guard let id else { throw CorruptPostgresRow(description: "INSERT INTO split returned no row") }
        return id
    }

    /// Inserts `days` (template ids, nil for rest) as the split's cycle in one statement, after checking every template is
    /// the user's, locked until the transaction ends (`PostgresKeyShare`).
    static func insertDays(_ days: [Int64?], splitID: Int64, userID: Int64, connection: PostgresConnection, logger: Logger) async throws {
        guard !days.isEmpty else { return }
        let named = days.compactMap { $0 }
        try await PostgresKeyShare.requireOwn(
            named, in: "template", userID: userID, notFound: PostgresTemplateRows.notFound, connection: connection, logger: logger)
        let positions = days.indices.filter { days[$0] != nil }
        try await connection.run(
            """
            INSERT INTO split_day (split_id, position, template_id)
            SELECT \(splitID), cycle.position, day.template_id
            FROM generate_series(0, \(days.count - 1)) AS cycle (position)
            LEFT JOIN unnest(\(positions)::bigint[], \(named)::bigint[]) AS day (position, template_id) ON day.position = cycle.position
            """, logger: logger)
    }

    static func notFound(_ id: Int64) -> DomainError {
        .notFound("No split with id \(id).")
    }
}
