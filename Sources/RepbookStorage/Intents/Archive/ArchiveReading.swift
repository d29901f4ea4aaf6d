import Foundation
import RepbookCore

/// The queries behind a user's archive, each scoped by user id and run inside the caller's one read snapshot. Lists come
/// in an order that does not depend on row ids where a restore could change them (names, days, positions), and in id
/// order where ids only record the order things were added.
struct ArchiveReading {
    let userID: Int64
    let connection: any SQLConnection

    /// The tables whose rows a restore would clash with.
    private static let historyTables = [
        "workout", "template", "split", "body_weight", "journal_day", "supplement_intake", "progress_photo", "body_measurement", "user_program",
    ]

    /// Whether the user has anything a restore would clash with; each test walks an index that starts with the user id.
    static func hasHistory(_ userID: Int64, _ connection: any SQLConnection) throws -> Bool {
        try connection.value(hasHistoryStatement, Array(repeating: userID, count: historyTables.count), column: "has_history") ?? false
    }

    private static let hasHistoryStatement = SQL(
        "SELECT " + historyTables.map { "EXISTS (SELECT 1 FROM \($0) WHERE user_id = ?)" }.joined(separator: " OR ") + " AS has_history")

    func exercises() throws -> [ArchivedExercise] {
        try connection.all(
            "SELECT name, category, kind, equipment, notes, is_favorite, is_archived, seed_key FROM exercise WHERE user_id = ? ORDER BY name_key",
            [userID]
        ) { row in
            ArchivedExercise(
                name: try row["name"], category: try row.choice("category"), kind: try row.choice("kind"), equipment: try row.choice("equipment"),
                notes: try row["notes"], favorite: try row["is_favorite"], archived: try row["is_archived"], seedKey: try row["seed_key"])
        }
    }

    /// The user's programs, oldest first, their lifts by exercise name, with their ids (workouts name them by place).
    func programs() throws -> (ids: [Int64], programs: [ArchivedProgram]) {
        let programs = try ProgramRows.fetch(SQL("user_id = ? ORDER BY id"), [userID], connection)
        guard !programs.isEmpty else { return ([], []) }
        var names: [Int64: String] = [:]
        try connection.forEachRow("SELECT id, name FROM exercise WHERE user_id = ?", [userID]) { row in names[try row["id"]] = try row["name"] }
        return (programs.map(\.id), programs.map { ArchivedProgram($0, exerciseNames: names) })
    }

    func templates() throws -> [ArchivedTemplate] {
        let heads = try connection.rows(SQL("SELECT \(TemplateRows.columns) FROM template WHERE user_id = ? ORDER BY name_key"), [userID])
        let targets = try TemplateExerciseRows.exercises(of: heads.map { try $0["id"] }, connection)
        return try heads.map { head in
            let exercises = (targets[try head["id"]] ?? []).map { exercise in
                let target = exercise.target
                return ArchivedTarget(
                    exercise: exercise.exerciseName, sets: target.sets, repsMin: target.reps.lower, repsMax: target.reps.upper,
                    weight: target.weight, restSeconds: target.restSeconds, supersetGroup: target.supersetGroup, notes: target.notes,
                    progression: ArchivedProgression(target.progression))
            }
            return ArchivedTemplate(name: try head["name"], notes: try head["notes"], exercises: exercises)
        }
    }

    func splits() throws -> [ArchivedSplit] {
        try SplitRows.fetch(SQL("user_id = ? ORDER BY name_key"), [userID], connection).map { split in
            ArchivedSplit(
                name: split.name, schedule: split.schedule, advance: split.advance, days: split.days.map(\.templateName),
                activation: split.activation.map {
                    ArchivedSplitActivation(customName: $0.customName, startDate: $0.startDate, activatedAt: $0.activatedAt)
                })
        }
    }

    /// The user's workouts; `programs` are the program ids in the archive's order, which a workout's program day names.
    func workouts(programs: [Int64]) throws -> [ArchivedWorkout] {
        let programPlace = Dictionary(uniqueKeysWithValues: programs.enumerated().map { ($1, $0) })
        var sets: [Int64: [ArchivedSet]] = [:]
        for row in try connection.rows(
            """
            SELECT workout_set.* FROM workout_set
            JOIN workout_exercise ON workout_exercise.id = workout_set.workout_exercise_id
            JOIN workout ON workout.id = workout_exercise.workout_id
            WHERE workout.user_id = ? ORDER BY workout_set.workout_exercise_id, workout_set.position
            """, [userID]) {
            sets[try row["workout_exercise_id"], default: []].append(ArchivedSet(try TrainingRows.setValues(row), done: try row["is_done"]))
        }
        var exercises: [Int64: [ArchivedWorkoutExercise]] = [:]
        for row in try connection.rows(
            """
            SELECT workout_exercise.*, exercise.name AS exercise_name FROM workout_exercise
            JOIN workout ON workout.id = workout_exercise.workout_id
            JOIN exercise ON exercise.id = workout_exercise.exercise_id
            WHERE workout.user_id = ? ORDER BY workout_exercise.workout_id, workout_exercise.position
            """, [userID]) {
            exercises[try row["workout_id"], default: []].append(ArchivedWorkoutExercise(
                exercise: try row["exercise_name"], supersetGroup: try row["superset_group"], notes: try row["notes"],
                restSeconds: try row["rest_seconds"], targetSets: try row["target_sets"], targetRepsMin: try row["target_reps_min"],
                targetRepsMax: try row["target_reps_max"], sets: sets[try row["id"]] ?? [], programSlot: try row["program_slot_key"]))
        }
        return try connection.all(
            """
            SELECT workout.*, template.name AS template_name, split.name AS split_name FROM workout
            LEFT JOIN template ON template.id = workout.template_id
            LEFT JOIN split ON split.id = workout.split_id
            WHERE workout.user_id = ? ORDER BY workout.local_date, workout.started_at, workout.id
            """, [userID]
        ) { row in
            let programID: Int64? = try row["program_id"]
            var day: ArchivedProgramDay?
            if let place = programID.flatMap({ programPlace[$0] }) {
                day = ArchivedProgramDay(program: place, cycle: try row["program_cycle"], week: try row["program_week"], day: try row["program_day"])
            }
            return ArchivedWorkout(
                name: try row["name"], notes: try row["notes"], source: try row.choice("source"), date: try row["local_date"],
                startedAt: try row["started_at"], endedAt: try row["ended_at"], template: try row["template_name"],
                split: try row["split_name"], splitDayIndex: try row["split_day_index"], exercises: exercises[try row["id"]] ?? [],
                program: day)
        }
    }

    func bodyWeights() throws -> [ArchivedBodyWeight] {
        try connection.all(SQL("SELECT \(BodyWeightRows.columns) FROM body_weight WHERE user_id = ? ORDER BY local_date"), [userID]) { row in
            let entry = try BodyWeightRows.entry(row)
            return ArchivedBodyWeight(date: entry.date, weight: entry.weight, bodyFatPercent: entry.bodyFatPercent)
        }
    }

    func journal() throws -> ArchivedJournal {
        let tags = try connection.all(
            SQL("SELECT \(JournalTagRows.columns) FROM journal_tag WHERE user_id = ? ORDER BY position, name_key"), [userID]
        ) { row in
            let tag = try JournalTagRows.tag(row)
            return ArchivedJournalTag(name: tag.name, position: tag.position, hidden: tag.isHidden)
        }
        var dayTags: [Int64: [String]] = [:]
        for row in try connection.rows(
            """
            SELECT journal_day_tag.day_id, journal_tag.name FROM journal_day_tag
            JOIN journal_tag ON journal_tag.user_id = journal_day_tag.user_id AND journal_tag.id = journal_day_tag.tag_id
            WHERE journal_day_tag.user_id = ?
            """, [userID]) {
            dayTags[try row["day_id"], default: []].append(try row["name"])
        }
        let days = try connection.all("SELECT id, local_date, note FROM journal_day WHERE user_id = ? ORDER BY local_date", [userID]) { row in
            ArchivedJournalDay(date: try row["local_date"], note: try row["note"], tags: (dayTags[try row["id"]] ?? []).sorted())
        }
        return ArchivedJournal(tags: tags, days: days)
    }

    func supplements() throws -> [ArchivedSupplement] {
        var intakes: [Int64: [ArchivedIntake]] = [:]
        for row in try connection.rows(
            "SELECT supplement_id, local_date, taken_at FROM supplement_intake WHERE user_id = ? ORDER BY supplement_id, local_date", [userID]) {
            intakes[try row["supplement_id"], default: []].append(ArchivedIntake(date: try row["local_date"], takenAt: try row["taken_at"]))
        }
        let select = "SELECT \(SupplementRows.columns) FROM supplement WHERE user_id = ?"
        return try connection.all(
            SQL(sqlite: select + " ORDER BY stack, position, name_key", postgres: select + #" ORDER BY stack COLLATE "C", position, name_key"#),
            [userID]
        ) { row in
            let supplement = try SupplementRows.supplement(row)
            return ArchivedSupplement(
                name: supplement.name, dose: supplement.dose, stack: supplement.stack, position: supplement.position,
                startDate: supplement.startDate, retiredOn: supplement.retiredOn, intakes: intakes[supplement.id] ?? [])
        }
    }

    func photos(readPhoto: (PhotoFileKey) throws -> Data) throws -> [ArchivedPhoto] {
        try connection.all(SQL("SELECT \(ProgressPhotoRows.columns) FROM progress_photo WHERE user_id = ? ORDER BY id"), [userID]) { row in
            let photo = try ProgressPhotoRows.photo(row)
            return ArchivedPhoto(
                date: photo.date, angle: photo.angle, format: photo.format, note: photo.note, weight: photo.weight,
                bodyFatPercent: photo.bodyFatPercent, createdAt: photo.createdAt, image: try readPhoto(photo.fileKey))
        }
    }
}
