import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// The inserts and merges of a restore, inside the caller's one write transaction under the user's row lock: the twin
/// of the SQLite store's `ArchiveWriting`. References by name become the new rows' ids through maps keyed by each name's
/// clash key; ids are drawn from the sequences first, then each table's rows go in as arrays in one statement (a missing
/// optional travels as NaN, -1 or '' and is turned back into NULL by `NULLIF`).
struct PostgresArchiveWriting {
    let connection: PostgresConnection
    let logger: Logger
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
    func exercises(_ exercises: [ArchivedExercise]) async throws -> Library {
        let wanted = exercises.map { ExerciseName.key($0.name) }
        try await connection.run(
            "DELETE FROM exercise WHERE user_id = \(userID) AND seed_key IS NOT NULL AND NOT (name_key = ANY(\(wanted)::text[]))",
            logger: logger)
        try await connection.run("UPDATE exercise SET seed_key = NULL WHERE user_id = \(userID)", logger: logger)
        var ids = Dictionary(
            try await connection.all("SELECT name_key, id FROM exercise WHERE user_id = \(userID)", logger: logger) {
                try $0.decode((String, Int64).self)
            }, uniquingKeysWith: { first, _ in first })
        var library = Library()
        var merged: [(id: Int64, exercise: ArchivedExercise)] = []
        var added: [(key: String, exercise: ArchivedExercise)] = []
        for exercise in exercises {
            let key = ExerciseName.key(exercise.name)
            if let id = ids[key] { merged.append((id, exercise)) } else { added.append((key, exercise)) }
        }
        if !merged.isEmpty {
            let rows = merged.map(\.exercise)
            try await connection.run(
                """
                UPDATE exercise SET name = item.name, category = item.category, kind = item.kind, equipment = item.equipment,
                    notes = item.notes, is_favorite = item.is_favorite, is_archived = item.is_archived,
                    seed_key = NULLIF(item.seed_key, ''), updated_at = \(now)
                FROM unnest(
                    \(merged.map(\.id))::bigint[], \(rows.map(\.name))::text[], \(rows.map(\.category.rawValue))::text[],
                    \(rows.map(\.kind.rawValue))::text[], \(rows.map(\.equipment.rawValue))::text[], \(rows.map(\.notes))::text[],
                    \(rows.map(\.favorite))::boolean[], \(rows.map(\.archived))::boolean[], \(rows.map { $0.seedKey ?? "" })::text[]
                ) AS item (id, name, category, kind, equipment, notes, is_favorite, is_archived, seed_key)
                WHERE exercise.id = item.id AND exercise.user_id = \(userID)
                """, logger: logger)
            library.merged = merged.count
        }
        if !added.isEmpty {
            let newIDs = try await PostgresFinishedWorkouts.nextIDs("exercise", count: added.count, connection: connection, logger: logger)
            let rows = added.map(\.exercise)
            try await connection.run(
                """
                INSERT INTO exercise (id, user_id, name, name_key, category, kind, equipment, notes, is_favorite, is_archived, seed_key,
                                      created_at, updated_at)
                SELECT item.id, \(userID), item.name, item.name_key, item.category, item.kind, item.equipment, item.notes,
                    item.is_favorite, item.is_archived, NULLIF(item.seed_key, ''), \(now), \(now)
                FROM unnest(
                    \(newIDs)::bigint[], \(rows.map(\.name))::text[], \(added.map(\.key))::text[], \(rows.map(\.category.rawValue))::text[],
                    \(rows.map(\.kind.rawValue))::text[], \(rows.map(\.equipment.rawValue))::text[], \(rows.map(\.notes))::text[],
                    \(rows.map(\.favorite))::boolean[], \(rows.map(\.archived))::boolean[], \(rows.map { $0.seedKey ?? "" })::text[]
                ) AS item (id, name, name_key, category, kind, equipment, notes, is_favorite, is_archived, seed_key)
                """, logger: logger)
            for (id, entry) in zip(newIDs, added) { ids[entry.key] = id }
            library.added = added.count
        }
        library.ids = ids
        return library
    }

    /// Adds the templates with their exercises; answers their ids by name key.
    func templates(_ templates: [ArchivedTemplate], exercises: [String: Int64]) async throws -> [String: Int64] {
        guard !templates.isEmpty else { return [:] }
        let templateIDs = try await PostgresFinishedWorkouts.nextIDs("template", count: templates.count, connection: connection, logger: logger)
        try await connection.run(
            """
            INSERT INTO template (id, user_id, name, name_key, notes, created_at, updated_at)
            SELECT item.id, \(userID), item.name, item.name_key, item.notes, \(now), \(now)
            FROM unnest(
                \(templateIDs)::bigint[], \(templates.map(\.name))::text[], \(templates.map { ExerciseName.key($0.name) })::text[],
                \(templates.map(\.notes))::text[]
            ) AS item (id, name, name_key, notes)
            """, logger: logger)
        var targets: [(templateID: Int64, position: Int, exerciseID: Int64, target: ArchivedTarget, progression: Progression)] = []
        for (templateID, template) in zip(templateIDs, templates) {
            for (position, target) in template.exercises.enumerated() {
                targets.append((templateID, position, try id(of: target.exercise, in: exercises), target, try target.progression?.progression() ?? .none))
            }
        }
        if !targets.isEmpty {
            try await connection.run(
                """
                INSERT INTO template_exercise (template_id, exercise_id, position, superset_group, target_sets, reps_min, reps_max,
                                               target_weight, target_weight_unit, rest_seconds, notes, progression_rule,
                                               progression_increment, progression_increment_unit, deload_after, deload_percent)
                SELECT item.template_id, item.exercise_id, item.position, NULLIF(item.superset_group, -1), item.target_sets, item.reps_min,
                    item.reps_max, NULLIF(item.target_weight, 'NaN'), item.target_weight_unit, NULLIF(item.rest_seconds, -1), item.notes,
                    item.progression_rule, item.progression_increment, item.progression_increment_unit, NULLIF(item.deload_after, -1),
                    item.deload_percent
                FROM unnest(
                    \(targets.map(\.templateID))::bigint[], \(targets.map(\.exerciseID))::bigint[], \(targets.map(\.position))::bigint[],
                    \(targets.map { $0.target.supersetGroup ?? -1 })::bigint[], \(targets.map(\.target.sets))::bigint[],
                    \(targets.map(\.target.repsMin))::bigint[], \(targets.map(\.target.repsMax))::bigint[],
                    \(targets.map { $0.target.weight?.value ?? .nan })::float8[],
                    \(targets.map { ($0.target.weight?.unit ?? .kilograms).rawValue })::text[],
                    \(targets.map { $0.target.restSeconds ?? -1 })::bigint[], \(targets.map(\.target.notes))::text[],
                    \(targets.map(\.progression.rule.rawValue))::text[], \(targets.map(\.progression.increment.value))::float8[],
                    \(targets.map(\.progression.increment.unit.rawValue))::text[], \(targets.map { $0.progression.deloadAfter ?? -1 })::bigint[],
                    \(targets.map(\.progression.deloadPercent))::float8[]
                ) AS item (template_id, exercise_id, position, superset_group, target_sets, reps_min, reps_max, target_weight,
                           target_weight_unit, rest_seconds, notes, progression_rule, progression_increment, progression_increment_unit,
                           deload_after, deload_percent)
                """, logger: logger)
        }
        return Dictionary(zip(templates.map { ExerciseName.key($0.name) }, templateIDs), uniquingKeysWith: { first, _ in first })
    }

    /// Adds the splits with their days and activation; answers their ids by name key.
    func splits(_ splits: [ArchivedSplit], templates: [String: Int64]) async throws -> [String: Int64] {
        guard !splits.isEmpty else { return [:] }
        let splitIDs = try await PostgresFinishedWorkouts.nextIDs("split", count: splits.count, connection: connection, logger: logger)
        let activations = splits.map(\.activation)
        try await connection.run(
            """
            INSERT INTO split (id, user_id, name, name_key, schedule, advance, is_active, custom_name, start_date, activated_at,
                               created_at, updated_at)
            SELECT item.id, \(userID), item.name, item.name_key, item.schedule, item.advance, item.is_active,
                CASE WHEN item.is_active THEN NULLIF(item.custom_name, '') END, CASE WHEN item.is_active THEN item.start_date END,
                CASE WHEN item.is_active THEN item.activated_at END, \(now), \(now)
            FROM unnest(
                \(splitIDs)::bigint[], \(splits.map(\.name))::text[], \(splits.map { ExerciseName.key($0.name) })::text[],
                \(splits.map(\.schedule.rawValue))::text[], \(splits.map(\.advance.rawValue))::text[],
                \(activations.map { $0 != nil })::boolean[], \(activations.map { $0?.customName ?? "" })::text[],
                \(activations.map { PostgresDay($0?.startDate ?? LocalDate("2000-01-01")!) })::date[],
                \(activations.map { $0?.activatedAt ?? now })::timestamptz[]
            ) AS item (id, name, name_key, schedule, advance, is_active, custom_name, start_date, activated_at)
            """, logger: logger)
        var days: [(splitID: Int64, position: Int, templateID: Int64)] = []
        for (splitID, split) in zip(splitIDs, splits) {
            for (position, day) in split.days.enumerated() {
                days.append((splitID, position, try day.map { try id(of: $0, in: templates) } ?? -1))
            }
        }
        if !days.isEmpty {
            try await connection.run(
                """
                INSERT INTO split_day (split_id, position, template_id)
                SELECT item.split_id, item.position, NULLIF(item.template_id, -1)
                FROM unnest(\(days.map(\.splitID))::bigint[], \(days.map(\.position))::bigint[], \(days.map(\.templateID))::bigint[])
                    AS item (split_id, position, template_id)
                """, logger: logger)
        }
        return Dictionary(zip(splits.map { ExerciseName.key($0.name) }, splitIDs), uniquingKeysWith: { first, _ in first })
    }

    /// Adds the workouts, their exercises and sets, in the archive's order; answers the workouts' ids.
    func workouts(
        _ workouts: [ArchivedWorkout], exercises: [String: Int64], templates: [String: Int64], splits: [String: Int64]
    ) async throws -> [Int64] {
        guard !workouts.isEmpty else { return [] }
        let workoutIDs = try await PostgresFinishedWorkouts.nextIDs("workout", count: workouts.count, connection: connection, logger: logger)
        try await connection.run(
            """
            INSERT INTO workout (id, user_id, name, notes, source, local_date, started_at, ended_at, template_id, split_id, split_day_index)
            SELECT item.id, \(userID), item.name, item.notes, item.source, item.local_date, item.started_at,
                CASE WHEN item.ended THEN item.ended_at END, NULLIF(item.template_id, -1), NULLIF(item.split_id, -1),
                NULLIF(item.split_day_index, -1)
            FROM unnest(
                \(workoutIDs)::bigint[], \(workouts.map(\.name))::text[], \(workouts.map(\.notes))::text[],
                \(workouts.map(\.source.rawValue))::text[], \(workouts.map { PostgresDay($0.date) })::date[],
                \(workouts.map(\.startedAt))::timestamptz[], \(workouts.map { $0.endedAt != nil })::boolean[],
                \(workouts.map { $0.endedAt ?? $0.startedAt })::timestamptz[],
                \(try workouts.map { try $0.template.map { try id(of: $0, in: templates) } ?? -1 })::bigint[],
                \(try workouts.map { try $0.split.map { try id(of: $0, in: splits) } ?? -1 })::bigint[],
                \(workouts.map { $0.splitDayIndex ?? -1 })::bigint[]
            ) AS item (id, name, notes, source, local_date, started_at, ended, ended_at, template_id, split_id, split_day_index)
            """, logger: logger)
        var entries: [(workout: ArchivedWorkout, workoutID: Int64, position: Int, exerciseID: Int64, exercise: ArchivedWorkoutExercise)] = []
        for (workoutID, workout) in zip(workoutIDs, workouts) {
            for (position, exercise) in workout.exercises.enumerated() {
                entries.append((workout, workoutID, position, try id(of: exercise.exercise, in: exercises), exercise))
            }
        }
        guard !entries.isEmpty else { return workoutIDs }
        let entryIDs = try await PostgresFinishedWorkouts.nextIDs("workout_exercise", count: entries.count, connection: connection, logger: logger)
        try await connection.run(
            """
            INSERT INTO workout_exercise (id, workout_id, exercise_id, position, superset_group, notes, rest_seconds, target_sets,
                                          target_reps_min, target_reps_max, workout_started_at, workout_local_date)
            SELECT item.id, item.workout_id, item.exercise_id, item.position, NULLIF(item.superset_group, -1), item.notes,
                NULLIF(item.rest_seconds, -1), NULLIF(item.target_sets, -1), NULLIF(item.target_reps_min, -1),
                NULLIF(item.target_reps_max, -1), item.started_at, item.local_date
            FROM unnest(
                \(entryIDs)::bigint[], \(entries.map(\.workoutID))::bigint[], \(entries.map(\.exerciseID))::bigint[],
                \(entries.map(\.position))::bigint[], \(entries.map { $0.exercise.supersetGroup ?? -1 })::bigint[],
                \(entries.map(\.exercise.notes))::text[], \(entries.map { $0.exercise.restSeconds ?? -1 })::bigint[],
                \(entries.map { $0.exercise.targetSets ?? -1 })::bigint[], \(entries.map { $0.exercise.targetRepsMin ?? -1 })::bigint[],
                \(entries.map { $0.exercise.targetRepsMax ?? -1 })::bigint[], \(entries.map(\.workout.startedAt))::timestamptz[],
                \(entries.map { PostgresDay($0.workout.date) })::date[]
            ) AS item (id, workout_id, exercise_id, position, superset_group, notes, rest_seconds, target_sets, target_reps_min,
                       target_reps_max, started_at, local_date)
            """, logger: logger)
        let sets = zip(entryIDs, entries).flatMap { id, entry in
            entry.exercise.sets.enumerated().map { (entryID: id, position: $0.offset, set: $0.element) }
        }
        guard !sets.isEmpty else { return workoutIDs }
        try await connection.run(
            """
            INSERT INTO workout_set (workout_exercise_id, position, weight, weight_unit, reps, duration_seconds, distance_meters, kind,
                                     rpe, is_done, note, created_at)
            SELECT item.entry_id, item.position, NULLIF(item.weight, 'NaN'), item.weight_unit, NULLIF(item.reps, -1),
                NULLIF(item.duration_seconds, -1), NULLIF(item.distance_meters, 'NaN'), item.kind, NULLIF(item.rpe, 'NaN'), item.is_done,
                item.note, \(now)
            FROM unnest(
                \(sets.map(\.entryID))::bigint[], \(sets.map(\.position))::bigint[], \(sets.map { $0.set.weight?.value ?? .nan })::float8[],
                \(sets.map { ($0.set.weight?.unit ?? .kilograms).rawValue })::text[], \(sets.map { $0.set.reps ?? -1 })::bigint[],
                \(sets.map { $0.set.durationSeconds ?? -1 })::bigint[], \(sets.map { $0.set.distanceMeters ?? .nan })::float8[],
                \(sets.map(\.set.kind.rawValue))::text[], \(sets.map { $0.set.rpe ?? .nan })::float8[], \(sets.map(\.set.done))::boolean[],
                \(sets.map(\.set.note))::text[]
            ) AS item (entry_id, position, weight, weight_unit, reps, duration_seconds, distance_meters, kind, rpe, is_done, note)
            """, logger: logger)
        return workoutIDs
    }

    func bodyWeights(_ weights: [ArchivedBodyWeight]) async throws {
        guard !weights.isEmpty else { return }
        try await connection.run(
            """
            INSERT INTO body_weight (user_id, local_date, weight, weight_unit, body_fat_percent, created_at, updated_at)
            SELECT \(userID), item.local_date, item.weight, item.weight_unit, NULLIF(item.body_fat_percent, 'NaN'), \(now), \(now)
            FROM unnest(
                \(weights.map { PostgresDay($0.date) })::date[], \(weights.map(\.weight.value))::float8[],
                \(weights.map(\.weight.unit.rawValue))::text[], \(weights.map { $0.bodyFatPercent ?? .nan })::float8[]
            ) AS item (local_date, weight, weight_unit, body_fat_percent)
            """, logger: logger)
    }

    /// Merges the tags by name key (starter tags the archive lacks removed, the account's own kept after the archive's),
    /// then adds the days with their tags.
    func journal(_ journal: ArchivedJournal) async throws {
        let ids = try await merge(
            table: "journal_tag", keys: journal.tags.map { JournalTagName.key($0.name) },
            starterKeys: Set(StarterJournalTags.names.map(JournalTagName.key)), positionsAfter: (journal.tags.map(\.position).max() ?? -1) + 1)
        var tagIDs: [String: Int64] = [:]
        for tag in journal.tags {
            let key = JournalTagName.key(tag.name)
            if let id = ids[key] {
                try await connection.run(
                    """
                    UPDATE journal_tag SET name = \(tag.name), name_key = \(key), position = \(tag.position), is_hidden = \(tag.hidden),
                        updated_at = \(now)
                    WHERE id = \(id) AND user_id = \(userID)
                    """, logger: logger)
                tagIDs[key] = id
            } else {
                tagIDs[key] = try await insertedID(
                    """
                    INSERT INTO journal_tag (user_id, name, name_key, position, is_hidden, created_at, updated_at)
                    VALUES (\(userID), \(tag.name), \(key), \(tag.position), \(tag.hidden), \(now), \(now)) RETURNING id
                    """)
            }
        }
        guard !journal.days.isEmpty else { return }
        let dayIDs = try await PostgresFinishedWorkouts.nextIDs("journal_day", count: journal.days.count, connection: connection, logger: logger)
        try await connection.run(
            """
            INSERT INTO journal_day (id, user_id, local_date, note, created_at, updated_at)
            SELECT item.id, \(userID), item.local_date, NULLIF(item.note, ''), \(now), \(now)
            FROM unnest(
                \(dayIDs)::bigint[], \(journal.days.map { PostgresDay($0.date) })::date[], \(journal.days.map { $0.note ?? "" })::text[]
            ) AS item (id, local_date, note)
            """, logger: logger)
        var dayTags: [(dayID: Int64, tagID: Int64)] = []
        for (dayID, day) in zip(dayIDs, journal.days) {
            for tag in day.tags { dayTags.append((dayID, try id(of: tag, in: tagIDs, key: JournalTagName.key))) }
        }
        guard !dayTags.isEmpty else { return }
        try await connection.run(
            """
            INSERT INTO journal_day_tag (user_id, day_id, tag_id)
            SELECT \(userID), item.day_id, item.tag_id FROM unnest(\(dayTags.map(\.dayID))::bigint[], \(dayTags.map(\.tagID))::bigint[])
                AS item (day_id, tag_id)
            """, logger: logger)
    }

    /// Merges the supplements by name key like the tags, then adds each one's intakes.
    func supplements(_ supplements: [ArchivedSupplement]) async throws {
        let ids = try await merge(
            table: "supplement", keys: supplements.map { SupplementName.key($0.name) },
            starterKeys: Set(StarterSupplements.drafts.map(\.nameKey)), positionsAfter: (supplements.map(\.position).max() ?? -1) + 1)
        var intakes: [(supplementID: Int64, intake: ArchivedIntake)] = []
        for supplement in supplements {
            let key = SupplementName.key(supplement.name)
            let retiredOn = supplement.retiredOn.map(PostgresDay.init)
            let supplementID: Int64
            if let id = ids[key] {
                try await connection.run(
                    """
                    UPDATE supplement SET name = \(supplement.name), name_key = \(key), dose = \(supplement.dose),
                        stack = \(supplement.stack.rawValue), position = \(supplement.position), start_date = \(PostgresDay(supplement.startDate)),
                        retired_on = \(retiredOn), updated_at = \(now)
                    WHERE id = \(id) AND user_id = \(userID)
                    """, logger: logger)
                supplementID = id
            } else {
                supplementID = try await insertedID(
                    """
                    INSERT INTO supplement (user_id, name, name_key, dose, stack, position, start_date, retired_on, created_at, updated_at)
                    VALUES (\(userID), \(supplement.name), \(key), \(supplement.dose), \(supplement.stack.rawValue), \(supplement.position),
                            \(PostgresDay(supplement.startDate)), \(retiredOn), \(now), \(now))
                    RETURNING id
                    """)
            }
            intakes += supplement.intakes.map { (supplementID, $0) }
        }
        guard !intakes.isEmpty else { return }
        try await connection.run(
            """
            INSERT INTO supplement_intake (user_id, supplement_id, local_date, taken_at)
            SELECT \(userID), item.supplement_id, item.local_date, item.taken_at
            FROM unnest(
                \(intakes.map(\.supplementID))::bigint[], \(intakes.map { PostgresDay($0.intake.date) })::date[],
                \(intakes.map(\.intake.takenAt))::timestamptz[]
            ) AS item (supplement_id, local_date, taken_at)
            """, logger: logger)
    }

    /// Records the photos, each under its already saved file; the pixel size is read again from the image itself.
    func photos(_ photos: [ArchivedPhoto], keys: [PhotoFileKey]) async throws {
        for (photo, key) in zip(photos, keys) {
            let size = PixelSize.read(from: photo.image.prefix(ImageFormat.headerLength), format: photo.format)
            try await connection.run(
                """
                INSERT INTO progress_photo (user_id, local_date, angle, format, file_key, byte_size, pixel_width, pixel_height, weight,
                                            weight_unit, body_fat_percent, note, created_at, updated_at)
                VALUES (\(userID), \(PostgresDay(photo.date)), \(photo.angle.rawValue), \(photo.format.rawValue), \(key.description),
                        \(photo.image.count), \(size?.width), \(size?.height), \(photo.weight?.value), \(photo.weight?.unit.rawValue),
                        \(photo.bodyFatPercent), \(photo.note), \(photo.createdAt), \(now))
                """, logger: logger)
        }
    }

    /// For a list merged by name key: removes the account's starter items the archive lacks, moves the account's own
    /// items the archive lacks after `positionsAfter`, and answers the ids of the items the archive has, by key.
    private func merge(table: String, keys: [String], starterKeys: Set<String>, positionsAfter: Int) async throws -> [String: Int64] {
        let wanted = Set(keys)
        var ids: [String: Int64] = [:]
        var kept = positionsAfter
        let rows = try await connection.all(
            "SELECT id, name_key FROM \(unescaped: table) WHERE user_id = \(userID) ORDER BY position, id", logger: logger
        ) { try $0.decode((Int64, String).self) }
        for (id, key) in rows {
            if wanted.contains(key) {
                ids[key] = id
            } else if starterKeys.contains(key) {
                try await connection.run("DELETE FROM \(unescaped: table) WHERE id = \(id) AND user_id = \(userID)", logger: logger)
            } else {
                try await connection.run("UPDATE \(unescaped: table) SET position = \(kept) WHERE id = \(id) AND user_id = \(userID)", logger: logger)
                kept += 1
            }
        }
        return ids
    }

    /// The id an `INSERT … RETURNING id` answered.
    private func insertedID(_ query: PostgresQuery) async throws -> Int64 {
        guard let id = try await connection.first(query, logger: logger, { try $0.decode(Int64.self) }) else {
            throw CorruptPostgresRow(description: "An INSERT returned no id")
        }
        return id
    }

    /// The id a name refers to; validation has checked every reference, so a miss means a corrupt archive.
    private func id(of name: String, in ids: [String: Int64], key: (String) -> String = ExerciseName.key) throws -> Int64 {
        guard let id = ids[key(name)] else { throw DomainError.invalid(field: "archive", message: "Unknown name \"\(name)\" in the archive.") }
        return id
    }
}
