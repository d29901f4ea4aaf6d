import Foundation
import RepbookCore

/// A restore's library and plans, inside the caller's one write transaction: the exercises merged into the account's
/// library, then the templates and splits added; each step answers the new rows' ids by name key for the next.
struct ArchivePlanWriting {
    let connection: any SQLConnection
    let userID: Int64
    /// The restore's time, for bookkeeping columns the archive does not carry.
    let now: Date

    /// The exercises written, by name key, and how many were new or merged into the account's library.
    struct Library {
        var ids: [String: Int64] = [:]
        var added = 0
        var merged = 0
    }

    /// Merges by name key: a library exercise of the same key takes the archive's fields, others are added, and starter
    /// exercises the archive lacks (its owner deleted them) are removed. Seed keys are cleared first so they can move.
    func exercises(_ exercises: [ArchivedExercise]) throws -> Library {
        let wanted = Set(exercises.map { ExerciseName.key($0.name) })
        var ids: [String: Int64] = [:]
        var unwantedStarters: [Int64] = []
        for row in try connection.rows("SELECT id, name_key, seed_key FROM exercise WHERE user_id = ?", [userID]) {
            let key: String = try row["name_key"]
            let seedKey: String? = try row["seed_key"]
            if wanted.contains(key) {
                ids[key] = try row["id"]
            } else if seedKey != nil {
                unwantedStarters.append(try row["id"])
            }
        }
        if !unwantedStarters.isEmpty {
            try connection.execute(
                SQL("DELETE FROM exercise WHERE user_id = ? AND id IN (\(SQL.placeholders(unwantedStarters.count)))"), [userID] + unwantedStarters)
        }
        try connection.execute("UPDATE exercise SET seed_key = NULL WHERE user_id = ?", [userID])
        var library = Library()
        for exercise in exercises {
            let key = ExerciseName.key(exercise.name)
            let fields: [any SQLBindable] = [
                exercise.name, exercise.category.rawValue, exercise.kind.rawValue, exercise.equipment.rawValue, exercise.notes,
                exercise.favorite, exercise.archived, exercise.seedKey,
            ]
            if let id = ids[key] {
                try connection.execute(Self.updateExercise, fields + [now, id, userID])
                library.merged += 1
            } else {
                ids[key] = try connection.insert(Self.insertExercise, [userID, key] + fields + [now, now])
                library.added += 1
            }
        }
        library.ids = ids
        return library
    }

    private static let updateExercise: SQL = """
        UPDATE exercise SET name = ?, category = ?, kind = ?, equipment = ?, notes = ?, is_favorite = ?, is_archived = ?, seed_key = ?,
                            updated_at = ?
        WHERE id = ? AND user_id = ?
        """
    private static let insertExercise: SQL = """
        INSERT INTO exercise (user_id, name_key, name, category, kind, equipment, notes, is_favorite, is_archived, seed_key, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        RETURNING id
        """

    /// Adds the templates with their exercises; answers their ids by name key.
    func templates(_ templates: [ArchivedTemplate], exercises: [String: Int64]) throws -> [String: Int64] {
        var ids: [String: Int64] = [:]
        for template in templates {
            let targets = try template.exercises.map { target in
                guard let reps = RepRange(target.repsMin, target.repsMax) else {
                    throw DomainError.invalid(field: "archive", message:
                        LocalizedText("error.unexpected_rep_range_in_archive", ["repsMin": "\(target.repsMin)", "repsMax": "\(target.repsMax)"]))
                }
                return ExerciseTarget(
                    exerciseID: try archivedID(of: target.exercise, in: exercises), sets: target.sets, reps: reps, weight: target.weight,
                    restSeconds: target.restSeconds, supersetGroup: target.supersetGroup, notes: target.notes,
                    progression: try target.progression?.progression() ?? .none)
            }
            let draft = TemplateDraft(name: template.name, notes: template.notes, exercises: targets)
            let templateID = try TemplateRows.insert(draft, conflict: TemplateRows.nameTaken(draft.name), userID: userID, now: now, connection)
            ids[draft.nameKey] = templateID
            try TemplateExerciseRows.insertRows(targets, templateID: templateID, connection)
        }
        return ids
    }

    /// Adds the splits with their days and activation; answers their ids by name key.
    func splits(_ splits: [ArchivedSplit], templates: [String: Int64]) throws -> [String: Int64] {
        var ids: [String: Int64] = [:]
        for split in splits {
            let key = ExerciseName.key(split.name)
            let activation = split.activation
            let splitID = try connection.insert(
                """
                INSERT INTO split (user_id, name, name_key, schedule, advance, is_active, custom_name, start_date, activated_at,
                                   created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                RETURNING id
                """,
                [
                    userID, split.name, key, split.schedule.rawValue, split.advance.rawValue, activation != nil, activation?.customName,
                    activation?.startDate, activation?.activatedAt, now, now,
                ])
            ids[key] = splitID
            try SplitRows.insertDayRows(try split.days.map { try $0.map { try archivedID(of: $0, in: templates) } }, splitID: splitID, connection)
        }
        return ids
    }
}
