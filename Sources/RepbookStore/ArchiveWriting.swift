import Foundation
import GRDB
import RepbookCore

/// The inserts and merges of a restore, inside the caller's one write transaction; references by name become the new
/// rows' ids through maps keyed by each name's clash key. Instants are written with `StoredInstant`, to the millisecond.
struct ArchiveWriting {
    let db: Database
    let userID: Int64
    /// The restore's time, for bookkeeping columns the archive does not carry.
    let now: String

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
        let existing = try Row.fetchAll(db, sql: "SELECT id, name_key, seed_key FROM exercise WHERE user_id = ?", arguments: [userID])
        var ids: [String: Int64] = [:]
        for row in existing {
            let key: String = row["name_key"]
            let seedKey: String? = row["seed_key"]
            if wanted.contains(key) {
                ids[key] = row["id"]
            } else if seedKey != nil {
                try db.execute(sql: "DELETE FROM exercise WHERE id = ? AND user_id = ?", arguments: [row["id"] as Int64, userID])
            }
        }
        try db.execute(sql: "UPDATE exercise SET seed_key = NULL WHERE user_id = ?", arguments: [userID])
        let update = try db.makeStatement(sql: """
            UPDATE exercise SET name = ?, category = ?, kind = ?, equipment = ?, notes = ?, is_favorite = ?, is_archived = ?, seed_key = ?,
                                updated_at = ?
            WHERE id = ? AND user_id = ?
            """)
        let insert = try db.makeStatement(sql: """
            INSERT INTO exercise (user_id, name, name_key, category, kind, equipment, notes, is_favorite, is_archived, seed_key, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        var library = Library()
        for exercise in exercises {
            let key = ExerciseName.key(exercise.name)
            if let id = ids[key] {
                try update.execute(arguments: [
                    exercise.name, exercise.category.rawValue, exercise.kind.rawValue, exercise.equipment.rawValue, exercise.notes,
                    exercise.favorite, exercise.archived, exercise.seedKey, now, id, userID,
                ])
                library.merged += 1
            } else {
                try insert.execute(arguments: [
                    userID, exercise.name, key, exercise.category.rawValue, exercise.kind.rawValue, exercise.equipment.rawValue,
                    exercise.notes, exercise.favorite, exercise.archived, exercise.seedKey, now, now,
                ])
                ids[key] = db.lastInsertedRowID
                library.added += 1
            }
        }
        library.ids = ids
        return library
    }

    /// Adds the templates; answers their ids by name key.
    func templates(_ templates: [ArchivedTemplate], exercises: [String: Int64]) throws -> [String: Int64] {
        let insertTemplate = try db.makeStatement(sql: """
            INSERT INTO template (user_id, name, name_key, notes, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
            """)
        let insertTarget = try db.makeStatement(sql: """
            INSERT INTO template_exercise (template_id, exercise_id, position, superset_group, target_sets, reps_min, reps_max,
                                           target_weight, target_weight_unit, rest_seconds, notes, progression_rule,
                                           progression_increment, progression_increment_unit, deload_after, deload_percent)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        var ids: [String: Int64] = [:]
        for template in templates {
            let key = ExerciseName.key(template.name)
            try insertTemplate.execute(arguments: [userID, template.name, key, template.notes, now, now])
            let templateID = db.lastInsertedRowID
            ids[key] = templateID
            for (position, target) in template.exercises.enumerated() {
                let progression = try target.progression?.progression() ?? .none
                try insertTarget.execute(arguments: [
                    templateID, try id(of: target.exercise, in: exercises), position, target.supersetGroup, target.sets, target.repsMin,
                    target.repsMax, target.weight?.value, (target.weight?.unit ?? .kilograms).rawValue, target.restSeconds, target.notes,
                    progression.rule.rawValue, progression.increment.value, progression.increment.unit.rawValue, progression.deloadAfter,
                    progression.deloadPercent,
                ])
            }
        }
        return ids
    }

    /// Adds the splits with their days and activation; answers their ids by name key.
    func splits(_ splits: [ArchivedSplit], templates: [String: Int64]) throws -> [String: Int64] {
        let insertSplit = try db.makeStatement(sql: """
            INSERT INTO split (user_id, name, name_key, schedule, advance, is_active, custom_name, start_date, activated_at, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let insertDay = try db.makeStatement(sql: "INSERT INTO split_day (split_id, position, template_id) VALUES (?, ?, ?)")
        var ids: [String: Int64] = [:]
        for split in splits {
            let key = ExerciseName.key(split.name)
            let activation = split.activation
            try insertSplit.execute(arguments: [
                userID, split.name, key, split.schedule.rawValue, split.advance.rawValue, activation != nil, activation?.customName,
                activation?.startDate.description, activation.map { StoredInstant.text($0.activatedAt) }, now, now,
            ])
            let splitID = db.lastInsertedRowID
            ids[key] = splitID
            for (position, day) in split.days.enumerated() {
                try insertDay.execute(arguments: [splitID, position, try day.map { try id(of: $0, in: templates) }])
            }
        }
        return ids
    }

    /// Adds the workouts, their exercises and sets, in the archive's order.
    func workouts(
        _ workouts: [ArchivedWorkout], exercises: [String: Int64], templates: [String: Int64], splits: [String: Int64]
    ) throws {
        let insertWorkout = try db.makeStatement(sql: """
            INSERT INTO workout (user_id, name, notes, source, local_date, started_at, ended_at, template_id, split_id, split_day_index)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let insertExercise = try db.makeStatement(sql: """
            INSERT INTO workout_exercise (workout_id, exercise_id, position, superset_group, notes, rest_seconds, target_sets,
                                          target_reps_min, target_reps_max, workout_started_at, workout_local_date)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let insertSet = try db.makeStatement(sql: """
            INSERT INTO workout_set (workout_exercise_id, position, weight, weight_unit, reps, duration_seconds, distance_meters, kind, rpe,
                                     is_done, note, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for workout in workouts {
            try insertWorkout.execute(arguments: [
                userID, workout.name, workout.notes, workout.source.rawValue, workout.date.description, StoredInstant.text(workout.startedAt),
                workout.endedAt.map(StoredInstant.text), try workout.template.map { try id(of: $0, in: templates) },
                try workout.split.map { try id(of: $0, in: splits) }, workout.splitDayIndex,
            ])
            let workoutID = db.lastInsertedRowID
            for (position, exercise) in workout.exercises.enumerated() {
                try insertExercise.execute(arguments: [
                    workoutID, try id(of: exercise.exercise, in: exercises), position, exercise.supersetGroup, exercise.notes,
                    exercise.restSeconds, exercise.targetSets, exercise.targetRepsMin, exercise.targetRepsMax,
                    StoredInstant.text(workout.startedAt), workout.date.description,
                ])
                let workoutExerciseID = db.lastInsertedRowID
                for (setPosition, set) in exercise.sets.enumerated() {
                    try insertSet.execute(arguments: [
                        workoutExerciseID, setPosition, set.weight?.value, (set.weight?.unit ?? .kilograms).rawValue, set.reps,
                        set.durationSeconds, set.distanceMeters, set.kind.rawValue, set.rpe, set.done, set.note, now,
                    ])
                }
            }
        }
    }

    func bodyWeights(_ weights: [ArchivedBodyWeight]) throws {
        let insert = try db.makeStatement(sql: """
            INSERT INTO body_weight (user_id, local_date, weight, weight_unit, body_fat_percent, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """)
        for entry in weights {
            try insert.execute(arguments: [
                userID, entry.date.description, entry.weight.value, entry.weight.unit.rawValue, entry.bodyFatPercent, now, now,
            ])
        }
    }

    /// Merges the tags by name key (starter tags the archive lacks removed, the account's own kept after the archive's),
    /// then adds the days with their tags.
    func journal(_ journal: ArchivedJournal) throws {
        let ids = try merge(
            table: "journal_tag", keys: journal.tags.map { JournalTagName.key($0.name) },
            starterKeys: Set(StarterJournalTags.names.map(JournalTagName.key)), positionsAfter: (journal.tags.map(\.position).max() ?? -1) + 1)
        let update = try db.makeStatement(sql: """
            UPDATE journal_tag SET name = ?, name_key = ?, position = ?, is_hidden = ?, updated_at = ? WHERE id = ? AND user_id = ?
            """)
        let insert = try db.makeStatement(sql: """
            INSERT INTO journal_tag (user_id, name, name_key, position, is_hidden, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
            """)
        var tagIDs: [String: Int64] = [:]
        for tag in journal.tags {
            let key = JournalTagName.key(tag.name)
            if let id = ids[key] {
                try update.execute(arguments: [tag.name, key, tag.position, tag.hidden, now, id, userID])
                tagIDs[key] = id
            } else {
                try insert.execute(arguments: [userID, tag.name, key, tag.position, tag.hidden, now, now])
                tagIDs[key] = db.lastInsertedRowID
            }
        }
        let insertDay = try db.makeStatement(sql: """
            INSERT INTO journal_day (user_id, local_date, note, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
            """)
        let insertDayTag = try db.makeStatement(sql: "INSERT INTO journal_day_tag (user_id, day_id, tag_id) VALUES (?, ?, ?)")
        for day in journal.days {
            try insertDay.execute(arguments: [userID, day.date.description, day.note, now, now])
            let dayID = db.lastInsertedRowID
            for tag in day.tags {
                try insertDayTag.execute(arguments: [userID, dayID, try id(of: tag, in: tagIDs, key: JournalTagName.key)])
            }
        }
    }

    /// Merges the supplements by name key like the tags, then adds each one's intakes.
    func supplements(_ supplements: [ArchivedSupplement]) throws {
        let ids = try merge(
            table: "supplement", keys: supplements.map { SupplementName.key($0.name) },
            starterKeys: Set(StarterSupplements.drafts.map(\.nameKey)), positionsAfter: (supplements.map(\.position).max() ?? -1) + 1)
        let update = try db.makeStatement(sql: """
            UPDATE supplement SET name = ?, name_key = ?, dose = ?, stack = ?, position = ?, start_date = ?, retired_on = ?, updated_at = ?
            WHERE id = ? AND user_id = ?
            """)
        let insert = try db.makeStatement(sql: """
            INSERT INTO supplement (user_id, name, name_key, dose, stack, position, start_date, retired_on, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let insertIntake = try db.makeStatement(sql: """
            INSERT INTO supplement_intake (user_id, supplement_id, local_date, taken_at) VALUES (?, ?, ?, ?)
            """)
        for supplement in supplements {
            let key = SupplementName.key(supplement.name)
            let supplementID: Int64
            if let id = ids[key] {
                try update.execute(arguments: [
                    supplement.name, key, supplement.dose, supplement.stack.rawValue, supplement.position, supplement.startDate.description,
                    supplement.retiredOn?.description, now, id, userID,
                ])
                supplementID = id
            } else {
                try insert.execute(arguments: [
                    userID, supplement.name, key, supplement.dose, supplement.stack.rawValue, supplement.position,
                    supplement.startDate.description, supplement.retiredOn?.description, now, now,
                ])
                supplementID = db.lastInsertedRowID
            }
            for intake in supplement.intakes {
                try insertIntake.execute(arguments: [userID, supplementID, intake.date.description, StoredInstant.text(intake.takenAt)])
            }
        }
    }

    /// Records the photos, each under its already saved file; the pixel size is read again from the image itself.
    func photos(_ photos: [ArchivedPhoto], keys: [PhotoFileKey]) throws {
        let insert = try db.makeStatement(sql: """
            INSERT INTO progress_photo (user_id, local_date, angle, format, file_key, byte_size, pixel_width, pixel_height, weight,
                                        weight_unit, body_fat_percent, note, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for (photo, key) in zip(photos, keys) {
            let size = PixelSize.read(from: photo.image.prefix(ImageFormat.headerLength), format: photo.format)
            try insert.execute(arguments: [
                userID, photo.date.description, photo.angle.rawValue, photo.format.rawValue, key.description, photo.image.count,
                size?.width, size?.height, photo.weight?.value, photo.weight?.unit.rawValue, photo.bodyFatPercent, photo.note,
                StoredInstant.text(photo.createdAt), now,
            ])
        }
    }

    /// For a list merged by name key: removes the account's starter items the archive lacks, moves the account's own
    /// items the archive lacks after `positionsAfter`, and answers the ids of the items the archive has, by key.
    private func merge(table: String, keys: [String], starterKeys: Set<String>, positionsAfter: Int) throws -> [String: Int64] {
        let wanted = Set(keys)
        var ids: [String: Int64] = [:]
        var kept = positionsAfter
        for row in try Row.fetchAll(db, sql: "SELECT id, name_key FROM \(table) WHERE user_id = ? ORDER BY position, id", arguments: [userID]) {
            let key: String = row["name_key"]
            let id: Int64 = row["id"]
            if wanted.contains(key) {
                ids[key] = id
            } else if starterKeys.contains(key) {
                try db.execute(sql: "DELETE FROM \(table) WHERE id = ? AND user_id = ?", arguments: [id, userID])
            } else {
                try db.execute(sql: "UPDATE \(table) SET position = ? WHERE id = ? AND user_id = ?", arguments: [kept, id, userID])
                kept += 1
            }
        }
        return ids
    }

    /// The id a name refers to; validation has checked every reference, so a miss means a corrupt archive.
    private func id(of name: String, in ids: [String: Int64], key: (String) -> String = ExerciseName.key) throws -> Int64 {
        guard let id = ids[key(name)] else { throw DomainError.invalid(field: "archive", message: "Unknown name \"\(name)\" in the archive.") }
        return id
    }
}
