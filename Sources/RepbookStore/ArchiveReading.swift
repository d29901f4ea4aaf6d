import Foundation
import GRDB
import RepbookCore

/// The queries behind a user's archive, each scoped by user id and run inside the caller's one read transaction. Lists
/// come in an order that does not depend on row ids where a restore could change them (names, days, positions), and in
/// id order where ids only record the order things were added.
enum ArchiveReading {
    /// Whether the user has anything a restore would clash with; each test walks an index that starts with the user id.
    static func hasHistory(_ userID: Int64, _ db: Database) throws -> Bool {
        let tables = ["workout", "template", "split", "body_weight", "journal_day", "supplement_intake", "progress_photo", "body_measurement"]
        let tests = tables.map { "EXISTS (SELECT 1 FROM \($0) WHERE user_id = :user)" }.joined(separator: " OR ")
        return try Bool.fetchOne(db, sql: "SELECT \(tests)", arguments: ["user": userID]) ?? false
    }

    static func exercises(_ userID: Int64, _ db: Database) throws -> [ArchivedExercise] {
        try Row.fetchAll(db, sql: "SELECT * FROM exercise WHERE user_id = ? ORDER BY name_key", arguments: [userID]).map { row in
            ArchivedExercise(
                name: row["name"], category: try RowDecoding.enumValue(row, "category"), kind: try RowDecoding.enumValue(row, "kind"),
                equipment: try RowDecoding.enumValue(row, "equipment"), notes: row["notes"], favorite: row["is_favorite"],
                archived: row["is_archived"], seedKey: row["seed_key"])
        }
    }

    static func templates(_ userID: Int64, _ db: Database) throws -> [ArchivedTemplate] {
        var targets: [Int64: [ArchivedTarget]] = [:]
        let targetRows = try Row.fetchAll(
            db,
            sql: """
                SELECT template_exercise.*, exercise.name AS exercise_name FROM template_exercise
                JOIN template ON template.id = template_exercise.template_id
                JOIN exercise ON exercise.id = template_exercise.exercise_id
                WHERE template.user_id = ? ORDER BY template_exercise.template_id, template_exercise.position
                """,
            arguments: [userID])
        for row in targetRows {
            let weight: Double? = row["target_weight"]
            let unit: WeightUnit = try RowDecoding.enumValue(row, "target_weight_unit")
            targets[row["template_id"], default: []].append(ArchivedTarget(
                exercise: row["exercise_name"], sets: row["target_sets"], repsMin: row["reps_min"], repsMax: row["reps_max"],
                weight: weight.map { Weight($0, unit) }, restSeconds: row["rest_seconds"], supersetGroup: row["superset_group"],
                notes: row["notes"], progression: ArchivedProgression(try RowDecoding.progression(row))))
        }
        return try Row.fetchAll(db, sql: "SELECT * FROM template WHERE user_id = ? ORDER BY name_key", arguments: [userID]).map { row in
            ArchivedTemplate(name: row["name"], notes: row["notes"], exercises: targets[row["id"]] ?? [])
        }
    }

    static func splits(_ userID: Int64, _ db: Database) throws -> [ArchivedSplit] {
        var days: [Int64: [String?]] = [:]
        let dayRows = try Row.fetchAll(
            db,
            sql: """
                SELECT split_day.split_id, template.name AS template_name FROM split_day
                JOIN split ON split.id = split_day.split_id
                LEFT JOIN template ON template.id = split_day.template_id
                WHERE split.user_id = ? ORDER BY split_day.split_id, split_day.position
                """,
            arguments: [userID])
        for row in dayRows {
            days[row["split_id"], default: []].append(row["template_name"])
        }
        return try Row.fetchAll(db, sql: "SELECT * FROM split WHERE user_id = ? ORDER BY name_key", arguments: [userID]).map { row in
            var activation: ArchivedSplitActivation?
            if row["is_active"] == true {
                activation = ArchivedSplitActivation(
                    customName: row["custom_name"], startDate: try RowDecoding.date(row, "start_date"), activatedAt: row["activated_at"])
            }
            return ArchivedSplit(
                name: row["name"], schedule: try RowDecoding.enumValue(row, "schedule"), advance: try RowDecoding.enumValue(row, "advance"),
                days: days[row["id"]] ?? [], activation: activation)
        }
    }

    static func workouts(_ userID: Int64, _ db: Database) throws -> [ArchivedWorkout] {
        var sets: [Int64: [ArchivedSet]] = [:]
        let setRows = try Row.fetchAll(
            db,
            sql: """
                SELECT workout_set.* FROM workout_set
                JOIN workout_exercise ON workout_exercise.id = workout_set.workout_exercise_id
                JOIN workout ON workout.id = workout_exercise.workout_id
                WHERE workout.user_id = ? ORDER BY workout_set.workout_exercise_id, workout_set.position
                """,
            arguments: [userID])
        for row in setRows {
            sets[row["workout_exercise_id"], default: []].append(ArchivedSet(try RowDecoding.setValues(row), done: row["is_done"]))
        }
        var exercises: [Int64: [ArchivedWorkoutExercise]] = [:]
        let exerciseRows = try Row.fetchAll(
            db,
            sql: """
                SELECT workout_exercise.*, exercise.name AS exercise_name FROM workout_exercise
                JOIN workout ON workout.id = workout_exercise.workout_id
                JOIN exercise ON exercise.id = workout_exercise.exercise_id
                WHERE workout.user_id = ? ORDER BY workout_exercise.workout_id, workout_exercise.position
                """,
            arguments: [userID])
        for row in exerciseRows {
            exercises[row["workout_id"], default: []].append(ArchivedWorkoutExercise(
                exercise: row["exercise_name"], supersetGroup: row["superset_group"], notes: row["notes"], restSeconds: row["rest_seconds"],
                targetSets: row["target_sets"], targetRepsMin: row["target_reps_min"], targetRepsMax: row["target_reps_max"],
                sets: sets[row["id"]] ?? []))
        }
        let workoutRows = try Row.fetchAll(
            db,
            sql: """
                SELECT workout.*, template.name AS template_name, split.name AS split_name FROM workout
                LEFT JOIN template ON template.id = workout.template_id
                LEFT JOIN split ON split.id = workout.split_id
                WHERE workout.user_id = ? ORDER BY workout.local_date, workout.started_at, workout.id
                """,
            arguments: [userID])
        return try workoutRows.map { row in
            ArchivedWorkout(
                name: row["name"], notes: row["notes"], source: try RowDecoding.enumValue(row, "source"),
                date: try RowDecoding.date(row, "local_date"), startedAt: row["started_at"], endedAt: row["ended_at"],
                template: row["template_name"], split: row["split_name"], splitDayIndex: row["split_day_index"],
                exercises: exercises[row["id"]] ?? [])
        }
    }

    static func bodyWeights(_ userID: Int64, _ db: Database) throws -> [ArchivedBodyWeight] {
        try Row.fetchAll(db, sql: "SELECT * FROM body_weight WHERE user_id = ? ORDER BY local_date", arguments: [userID]).map { row in
            ArchivedBodyWeight(
                date: try RowDecoding.date(row, "local_date"), weight: Weight(row["weight"], try RowDecoding.enumValue(row, "weight_unit")),
                bodyFatPercent: row["body_fat_percent"])
        }
    }

    static func journal(_ userID: Int64, _ db: Database) throws -> ArchivedJournal {
        let tags = try Row.fetchAll(
            db, sql: "SELECT * FROM journal_tag WHERE user_id = ? ORDER BY position, name_key", arguments: [userID]
        ).map { ArchivedJournalTag(name: $0["name"], position: $0["position"], hidden: $0["is_hidden"]) }
        var dayTags: [Int64: [String]] = [:]
        let tagRows = try Row.fetchAll(
            db,
            sql: """
                SELECT journal_day_tag.day_id, journal_tag.name FROM journal_day_tag
                JOIN journal_tag ON journal_tag.user_id = journal_day_tag.user_id AND journal_tag.id = journal_day_tag.tag_id
                WHERE journal_day_tag.user_id = ?
                """,
            arguments: [userID])
        for row in tagRows {
            dayTags[row["day_id"], default: []].append(row["name"])
        }
        let days = try Row.fetchAll(db, sql: "SELECT * FROM journal_day WHERE user_id = ? ORDER BY local_date", arguments: [userID]).map { row in
            ArchivedJournalDay(date: try RowDecoding.date(row, "local_date"), note: row["note"], tags: (dayTags[row["id"]] ?? []).sorted())
        }
        return ArchivedJournal(tags: tags, days: days)
    }

    static func supplements(_ userID: Int64, _ db: Database) throws -> [ArchivedSupplement] {
        var intakes: [Int64: [ArchivedIntake]] = [:]
        let intakeRows = try Row.fetchAll(
            db, sql: "SELECT * FROM supplement_intake WHERE user_id = ? ORDER BY supplement_id, local_date", arguments: [userID])
        for row in intakeRows {
            intakes[row["supplement_id"], default: []].append(ArchivedIntake(date: try RowDecoding.date(row, "local_date"), takenAt: row["taken_at"]))
        }
        let rows = try Row.fetchAll(db, sql: "SELECT * FROM supplement WHERE user_id = ? ORDER BY stack, position, name_key", arguments: [userID])
        return try rows.map { row in
            let retired: String? = row["retired_on"]
            return ArchivedSupplement(
                name: row["name"], dose: row["dose"], stack: try RowDecoding.enumValue(row, "stack"), position: row["position"],
                startDate: try RowDecoding.date(row, "start_date"), retiredOn: try retired.map { _ in try RowDecoding.date(row, "retired_on") },
                intakes: intakes[row["id"]] ?? [])
        }
    }

    static func photos(_ userID: Int64, _ db: Database, readPhoto: (PhotoFileKey) throws -> Data) throws -> [ArchivedPhoto] {
        try Row.fetchAll(db, sql: "SELECT * FROM progress_photo WHERE user_id = ? ORDER BY id", arguments: [userID]).map { row in
            let photo = try RowDecoding.progressPhoto(row)
            return ArchivedPhoto(
                date: photo.date, angle: photo.angle, format: photo.format, note: photo.note, weight: photo.weight,
                bodyFatPercent: photo.bodyFatPercent, createdAt: photo.createdAt, image: try readPhoto(photo.fileKey))
        }
    }
}
