import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// The queries behind a user's archive, each scoped by user id and run inside the caller's one read snapshot: the twin of
/// the SQLite store's `ArchiveReading`, with the same orders (names, days and positions where a restore could change
/// ids, ids where they only record the order things were added).
enum PostgresArchiveReading {
    /// Whether the user has anything a restore would clash with; each test walks an index that starts with the user id.
    static func hasHistory(_ userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> Bool {
        let tables = ["workout", "template", "split", "body_weight", "journal_day", "supplement_intake", "progress_photo", "body_measurement"]
        let tests = tables.map { "EXISTS (SELECT 1 FROM \($0) WHERE user_id = \(userID))" }.joined(separator: " OR ")
        return try await connection.first(PostgresQuery(unsafeSQL: "SELECT \(tests)"), logger: logger) { try $0.decode(Bool.self) } ?? false
    }

    static func exercises(_ userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> [ArchivedExercise] {
        try await connection.all(
            """
            SELECT name, category, kind, equipment, notes, is_favorite, is_archived, seed_key FROM exercise
            WHERE user_id = \(userID) ORDER BY name_key
            """, logger: logger,
            PostgresRowDecoding.row { columns in
                ArchivedExercise(
                    name: try columns.next(), category: try PostgresRowDecoding.value(columns.next(), "category"),
                    kind: try PostgresRowDecoding.value(columns.next(), "kind"),
                    equipment: try PostgresRowDecoding.value(columns.next(), "equipment"), notes: try columns.next(),
                    favorite: try columns.next(), archived: try columns.next(), seedKey: try columns.next())
            })
    }

    static func templates(_ userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> [ArchivedTemplate] {
        let heads = try await connection.all(
            "SELECT \(unescaped: PostgresTemplateRows.templateColumns) FROM template WHERE user_id = \(userID) ORDER BY name_key", logger: logger,
            PostgresRowDecoding.row(PostgresTemplateRows.template))
        let targets = try await PostgresTemplateRows.exercises(of: heads.map(\.id), connection: connection, logger: logger)
        return heads.map { head in
            ArchivedTemplate(name: head.name, notes: head.notes, exercises: (targets[head.id] ?? []).map { exercise in
                let target = exercise.target
                return ArchivedTarget(
                    exercise: exercise.exerciseName, sets: target.sets, repsMin: target.reps.lower, repsMax: target.reps.upper,
                    weight: target.weight, restSeconds: target.restSeconds, supersetGroup: target.supersetGroup, notes: target.notes,
                    progression: ArchivedProgression(target.progression))
            })
        }
    }

    static func splits(_ userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> [ArchivedSplit] {
        let dayRows = try await connection.all(
            """
            SELECT split_day.split_id, template.name FROM split_day
            JOIN split ON split.id = split_day.split_id
            LEFT JOIN template ON template.id = split_day.template_id
            WHERE split.user_id = \(userID) ORDER BY split_day.split_id, split_day.position
            """, logger: logger) { try $0.decode((Int64, String?).self) }
        var days: [Int64: [String?]] = [:]
        for (splitID, name) in dayRows { days[splitID, default: []].append(name) }
        return try await connection.all(
            """
            SELECT id, name, schedule, advance, is_active, custom_name, start_date, activated_at FROM split
            WHERE user_id = \(userID) ORDER BY name_key
            """, logger: logger,
            PostgresRowDecoding.row { columns in
                let id: Int64 = try columns.next()
                let name: String = try columns.next()
                let schedule: SplitSchedule = try PostgresRowDecoding.value(columns.next(), "schedule")
                let advance: SplitAdvance = try PostgresRowDecoding.value(columns.next(), "advance")
                let active: Bool = try columns.next()
                let customName: String? = try columns.next()
                let start = try columns.next(PostgresDay?.self)?.day
                let activatedAt: Date? = try columns.next()
                var activation: ArchivedSplitActivation?
                if active, let start, let activatedAt {
                    activation = ArchivedSplitActivation(customName: customName, startDate: start, activatedAt: activatedAt)
                }
                return ArchivedSplit(name: name, schedule: schedule, advance: advance, days: days[id] ?? [], activation: activation)
            })
    }

    static func workouts(_ userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> [ArchivedWorkout] {
        let setRows = try await connection.all(
            """
            SELECT workout_set.workout_exercise_id, workout_set.weight, workout_set.weight_unit, workout_set.reps,
                workout_set.duration_seconds, workout_set.distance_meters, workout_set.kind, workout_set.rpe, workout_set.note,
                workout_set.is_done
            FROM workout_set
            JOIN workout_exercise ON workout_exercise.id = workout_set.workout_exercise_id
            JOIN workout ON workout.id = workout_exercise.workout_id
            WHERE workout.user_id = \(userID) ORDER BY workout_set.workout_exercise_id, workout_set.position
            """, logger: logger,
            PostgresRowDecoding.row { columns -> (Int64, ArchivedSet) in
                let entryID: Int64 = try columns.next()
                let weight: Double? = try columns.next()
                let unit: WeightUnit = try PostgresRowDecoding.value(columns.next(), "weight_unit")
                let values = SetValues(
                    weight: weight.map { Weight($0, unit) }, reps: try columns.next(), durationSeconds: try columns.next(),
                    distanceMeters: try columns.next(), kind: try PostgresRowDecoding.value(columns.next(), "kind"), rpe: try columns.next(),
                    note: try columns.next())
                return (entryID, ArchivedSet(values, done: try columns.next()))
            })
        var sets: [Int64: [ArchivedSet]] = [:]
        for (entryID, set) in setRows { sets[entryID, default: []].append(set) }
        let exerciseRows = try await connection.all(
            """
            SELECT workout_exercise.id, workout_exercise.workout_id, exercise.name, workout_exercise.superset_group, workout_exercise.notes,
                workout_exercise.rest_seconds, workout_exercise.target_sets, workout_exercise.target_reps_min, workout_exercise.target_reps_max
            FROM workout_exercise
            JOIN workout ON workout.id = workout_exercise.workout_id
            JOIN exercise ON exercise.id = workout_exercise.exercise_id
            WHERE workout.user_id = \(userID) ORDER BY workout_exercise.workout_id, workout_exercise.position
            """, logger: logger,
            PostgresRowDecoding.row { columns -> (Int64, ArchivedWorkoutExercise) in
                let id: Int64 = try columns.next()
                let workoutID: Int64 = try columns.next()
                return (workoutID, ArchivedWorkoutExercise(
                    exercise: try columns.next(), supersetGroup: try columns.next(), notes: try columns.next(), restSeconds: try columns.next(),
                    targetSets: try columns.next(), targetRepsMin: try columns.next(), targetRepsMax: try columns.next(), sets: sets[id] ?? []))
            })
        var exercises: [Int64: [ArchivedWorkoutExercise]] = [:]
        for (workoutID, exercise) in exerciseRows { exercises[workoutID, default: []].append(exercise) }
        return try await connection.all(
            """
            SELECT workout.id, workout.name, workout.notes, workout.source, workout.local_date, workout.started_at, workout.ended_at,
                template.name, split.name, workout.split_day_index
            FROM workout
            LEFT JOIN template ON template.id = workout.template_id
            LEFT JOIN split ON split.id = workout.split_id
            WHERE workout.user_id = \(userID) ORDER BY workout.local_date, workout.started_at, workout.id
            """, logger: logger,
            PostgresRowDecoding.row { columns in
                let id: Int64 = try columns.next()
                return ArchivedWorkout(
                    name: try columns.next(), notes: try columns.next(), source: try PostgresRowDecoding.value(columns.next(), "source"),
                    date: try columns.next(PostgresDay.self).day, startedAt: try columns.next(), endedAt: try columns.next(),
                    template: try columns.next(), split: try columns.next(), splitDayIndex: try columns.next(), exercises: exercises[id] ?? [])
            })
    }

    static func bodyWeights(_ userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> [ArchivedBodyWeight] {
        try await connection.all(
            "SELECT local_date, weight, weight_unit, body_fat_percent FROM body_weight WHERE user_id = \(userID) ORDER BY local_date",
            logger: logger,
            PostgresRowDecoding.row { columns in
                let date = try columns.next(PostgresDay.self).day
                let weight: Double = try columns.next()
                return ArchivedBodyWeight(
                    date: date, weight: Weight(weight, try PostgresRowDecoding.value(columns.next(), "weight_unit")),
                    bodyFatPercent: try columns.next())
            })
    }

    static func journal(_ userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> ArchivedJournal {
        let tags = try await connection.all(
            "SELECT name, position, is_hidden FROM journal_tag WHERE user_id = \(userID) ORDER BY position, name_key", logger: logger
        ) { row in
            let (name, position, hidden) = try row.decode((String, Int, Bool).self)
            return ArchivedJournalTag(name: name, position: position, hidden: hidden)
        }
        let tagRows = try await connection.all(
            """
            SELECT journal_day_tag.day_id, journal_tag.name FROM journal_day_tag
            JOIN journal_tag ON journal_tag.user_id = journal_day_tag.user_id AND journal_tag.id = journal_day_tag.tag_id
            WHERE journal_day_tag.user_id = \(userID)
            """, logger: logger) { try $0.decode((Int64, String).self) }
        var dayTags: [Int64: [String]] = [:]
        for (dayID, name) in tagRows { dayTags[dayID, default: []].append(name) }
        let days = try await connection.all(
            "SELECT id, local_date, note FROM journal_day WHERE user_id = \(userID) ORDER BY local_date", logger: logger,
            PostgresRowDecoding.row { columns in
                let id: Int64 = try columns.next()
                return ArchivedJournalDay(date: try columns.next(PostgresDay.self).day, note: try columns.next(), tags: (dayTags[id] ?? []).sorted())
            })
        return ArchivedJournal(tags: tags, days: days)
    }

    static func supplements(_ userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> [ArchivedSupplement] {
        let intakeRows = try await connection.all(
            """
            SELECT supplement_id, local_date, taken_at FROM supplement_intake
            WHERE user_id = \(userID) ORDER BY supplement_id, local_date
            """, logger: logger) { try $0.decode((Int64, PostgresDay, Date).self) }
        var intakes: [Int64: [ArchivedIntake]] = [:]
        for (supplementID, day, takenAt) in intakeRows {
            intakes[supplementID, default: []].append(ArchivedIntake(date: day.day, takenAt: takenAt))
        }
        return try await connection.all(
            """
            SELECT id, name, dose, stack, position, start_date, retired_on FROM supplement
            WHERE user_id = \(userID) ORDER BY stack COLLATE "C", position, name_key
            """, logger: logger,
            PostgresRowDecoding.row { columns in
                let id: Int64 = try columns.next()
                return ArchivedSupplement(
                    name: try columns.next(), dose: try columns.next(), stack: try PostgresRowDecoding.value(columns.next(), "stack"),
                    position: try columns.next(), startDate: try columns.next(PostgresDay.self).day,
                    retiredOn: try columns.next(PostgresDay?.self)?.day, intakes: intakes[id] ?? [])
            })
    }

    static func photos(
        _ userID: Int64, connection: PostgresConnection, logger: Logger, readPhoto: (PhotoFileKey) throws -> Data
    ) async throws -> [ArchivedPhoto] {
        let photos = try await connection.all(
            "SELECT \(unescaped: PostgresStore.photoColumns) FROM progress_photo WHERE user_id = \(userID) ORDER BY id", logger: logger,
            PostgresRowDecoding.row(PostgresStore.progressPhoto))
        return try photos.map { photo in
            ArchivedPhoto(
                date: photo.date, angle: photo.angle, format: photo.format, note: photo.note, weight: photo.weight,
                bodyFatPercent: photo.bodyFatPercent, createdAt: photo.createdAt, image: try readPhoto(photo.fileKey))
        }
    }

    /// The user's measurements: their own ones and every value.
    static func measurements(_ userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> ArchivedMeasurements? {
        let measures = try await connection.all(
            "SELECT id, name FROM body_measure WHERE user_id = \(userID) AND name_key IS NOT NULL ORDER BY name_key", logger: logger
        ) { row in
            let (id, name) = try row.decode((Int64, String).self)
            return BodyMeasure(key: .custom(id), name: name)
        }
        let entries = try await connection.all(
            """
            SELECT \(unescaped: PostgresStore.measurementColumns) FROM body_measurement v JOIN body_measure m ON m.id = v.measure_id
            WHERE v.user_id = \(userID) ORDER BY v.local_date
            """, logger: logger, PostgresRowDecoding.row(PostgresStore.measurementEntry))
        return ArchivedMeasurements(measures: measures, entries: entries)
    }
}
