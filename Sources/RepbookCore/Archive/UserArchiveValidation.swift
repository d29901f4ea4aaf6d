import Foundation

/// Checks an archive against everything the database holds it to (lengths, ranges, one name per key, references by
/// name), so a restore either writes all of it or refuses before writing, naming the JSON path at fault.
enum UserArchiveValidation {
    /// Throws `invalid` with a path such as `workouts[12].exercises[0]` for the first problem found.
    static func validate(_ archive: UserArchive) throws(DomainError) {
        try settings(archive.settings)
        let exercises = try names(archive.exercises.map(\.name), in: "exercises", maximumLength: 80, key: ExerciseName.key)
        for (index, exercise) in archive.exercises.enumerated() {
            try text(exercise.notes, "exercises[\(index)].notes", maximum: 2000, multiline: true)
        }
        try unique(archive.exercises.compactMap(\.seedKey), in: "exercises", what: .seedKey)
        let templates = try names(archive.templates.map(\.name), in: "templates", maximumLength: 80, key: ExerciseName.key)
        for (index, template) in archive.templates.enumerated() {
            try self.template(template, at: "templates[\(index)]", exercises: exercises)
        }
        let splits = try names(archive.splits.map(\.name), in: "splits", maximumLength: 80, key: ExerciseName.key)
        for (index, split) in archive.splits.enumerated() {
            try self.split(split, at: "splits[\(index)]", templates: templates)
        }
        try check(archive.splits.filter { $0.activation != nil }.count <= 1, "splits", LocalizedText("error.archive.one_active_split"))
        try workouts(archive.workouts, exercises: exercises, templates: templates, splits: splits, programs: archive.programs?.count ?? 0)
        try bodyWeights(archive.bodyWeights)
        try journal(archive.journal)
        try supplements(archive.supplements)
        try archive.measurements?.validate()
        for (index, program) in (archive.programs ?? []).enumerated() {
            try self.program(program, at: "programs[\(index)]", exercises: exercises)
        }
        try check((archive.programs ?? []).filter { $0.endedAt == nil }.count <= 1, "programs", LocalizedText("error.archive.one_running_program"))
        for (index, photo) in archive.photos.enumerated() {
            try self.photo(photo, at: "photos[\(index)]")
        }
    }

    private static func settings(_ settings: ArchivedSettings) throws(DomainError) {
        try check(TimeZone(identifier: settings.timeZone) != nil, "settings.timeZone",
            LocalizedText("error.archive.unknown_time_zone", ["zone": .text(settings.timeZone)]))
        try check(UserSettings.restSecondsRange.contains(settings.defaultRestSeconds), "settings.defaultRestSeconds",
            LocalizedText("error.archive.range", ["minimum": "0", "maximum": "3600"]))
        try check(settings.warmUpRestSeconds.map(UserSettings.restSecondsRange.contains) ?? true, "settings.warmUpRestSeconds",
            LocalizedText("error.archive.range", ["minimum": "0", "maximum": "3600"]))
        try check(settings.dropSetRestSeconds.map(UserSettings.restSecondsRange.contains) ?? true, "settings.dropSetRestSeconds",
            LocalizedText("error.archive.range", ["minimum": "0", "maximum": "3600"]))
        try check(UserSettings.weeklyTargetRange.contains(settings.weeklyTarget), "settings.weeklyTarget",
            LocalizedText("error.archive.range", ["minimum": "1", "maximum": "7"]))
        if let height = settings.heightCentimetres {
            try check(Height.centimetresRange.contains(height), "settings.heightCentimetres",
                LocalizedText("error.archive.range", ["minimum": "50", "maximum": "272"]))
        }
        if let goal = settings.goalWeight {
            try check(isBodyWeight(goal.value), "settings.goalWeight.value", LocalizedText("error.archive.above_zero_at_most", ["maximum": "1000"]))
        }
    }

    private static func template(_ template: ArchivedTemplate, at path: String, exercises: Set<String>) throws(DomainError) {
        try text(template.notes, "\(path).notes", maximum: 4000, multiline: true)
        for (index, target) in template.exercises.enumerated() {
            let at = "\(path).exercises[\(index)]"
            try reference(target.exercise, in: exercises, at: at, noun: .exercise)
            try check((1...ExerciseTarget.maximumSets).contains(target.sets), "\(at).sets",
                LocalizedText("error.archive.range", ["minimum": "1", "maximum": "20"]))
            try check(RepRange(target.repsMin, target.repsMax) != nil, "\(at).repsMin", LocalizedText("error.archive.rep_range"))
            if let weight = target.weight { try check(SetValueRules.isWeight(weight.value), "\(at).weight.value",
                LocalizedText("error.archive.range", ["minimum": "0", "maximum": "2000"])) }
            try restSeconds(target.restSeconds, at: at)
            if let group = target.supersetGroup { try check((0...25).contains(group), "\(at).supersetGroup",
                LocalizedText("error.archive.range", ["minimum": "0", "maximum": "25"])) }
            try text(target.notes, "\(at).notes", maximum: 2000, multiline: true)
        }
    }

    private static func program(_ archived: ArchivedProgram, at path: String, exercises: Set<String>) throws(DomainError) {
        do {
            try archived.program.validate()
        } catch {
            throw .invalid(field: "\(path).program.\(Self.field(of: error))", message: error.text)
        }
        for lift in archived.program.lifts {
            guard let name = archived.lifts[lift.key] else {
                throw .invalid(field: "\(path).lifts.\(lift.key)", message: LocalizedText("error.has_no_exercise", ["lift": "\(lift.name)"]))
            }
            try reference(name, in: exercises, at: "\(path).lifts.\(lift.key)", noun: .exercise)
        }
        let position = ProgramPosition(cycle: archived.cycle, week: archived.week, day: archived.day)
        try check(archived.cycle >= 1 && archived.program.day(at: position) != nil, "\(path).week",
            LocalizedText("error.archive.position_outside_program"))
        try check(archived.state != nil, "\(path).trainingMaxes", LocalizedText("error.archive.history_needs_entry"))
        for (key, history) in archived.trainingMaxes {
            try weightHistory(history, at: "\(path).trainingMaxes.\(key)")
        }
        for (key, slot) in archived.slots {
            try check(slot.stage >= 0 && slot.failures >= 0, "\(path).slots.\(key)", LocalizedText("error.archive.stage_failures_negative"))
            try weightHistory(slot.workingWeight ?? [], at: "\(path).slots.\(key).workingWeight")
            if let weight = slot.firstStageWeight {
                try check(weight.value >= 0 && weight.value <= 5000, "\(path).slots.\(key).firstStageWeight.value",
                    LocalizedText("error.archive.range", ["minimum": "0", "maximum": "5000"]))
            }
        }
    }

    /// A training max's or working weight's history: weights 0 to 5000, reasons of at most 400 characters
    /// (their values at most 2000 as stored).
    private static func weightHistory(_ history: [WeightHistoryEntry], at path: String) throws(DomainError) {
        for (index, entry) in history.enumerated() {
            try check(entry.weight.value >= 0 && entry.weight.value <= 5000, "\(path)[\(index)].weight.value",
                LocalizedText("error.archive.range", ["minimum": "0", "maximum": "5000"]))
            try text(entry.reason.key, "\(path)[\(index)].reason", maximum: 400, multiline: false)
            try text(entry.reason.storedValues ?? "", "\(path)[\(index)].reasonValues", maximum: 2000, multiline: false)
        }
    }

    /// The field a domain error names, or `program`.
    private static func field(of error: DomainError) -> String {
        if case .invalid(let field, _) = error { return field }
        return "program"
    }

    private static func split(_ split: ArchivedSplit, at path: String, templates: Set<String>) throws(DomainError) {
        switch split.schedule {
        case .weekly: try check(split.days.count == 7, "\(path).days", LocalizedText("error.archive.weekly_split_days"))
        case .rotation: try check((1...SplitInput.maximumDays).contains(split.days.count), "\(path).days",
            LocalizedText("error.archive.rotation_days"))
        }
        for (index, day) in split.days.enumerated() {
            if let day { try reference(day, in: templates, at: "\(path).days[\(index)]", noun: .template) }
        }
        if let name = split.activation?.customName {
            try check((1...80).contains(name.unicodeScalars.count), "\(path).activation.customName",
                LocalizedText("error.archive.characters_range", ["maximum": "80"]))
            try text(name, "\(path).activation.customName", maximum: 80, multiline: false)
        }
    }

    private static func workouts(
        _ workouts: [ArchivedWorkout], exercises: Set<String>, templates: Set<String>, splits: Set<String>, programs: Int
    ) throws(DomainError) {
        try check(workouts.filter { $0.endedAt == nil }.count <= 1, "workouts", LocalizedText("error.archive.one_workout_in_progress"))
        var quickLogDays: Set<LocalDate> = []
        for (index, workout) in workouts.enumerated() {
            let path = "workouts[\(index)]"
            if workout.source == .quickLog {
                try check(quickLogDays.insert(workout.date).inserted, "\(path).date",
                    LocalizedText("error.archive.second_quick_log", ["day": .text(workout.date.description)]))
            }
            try check((1...80).contains(workout.name.unicodeScalars.count), "\(path).name", LocalizedText("error.archive.workout_name_length"))
            try text(workout.name, "\(path).name", maximum: 80, multiline: false)
            try text(workout.notes, "\(path).notes", maximum: 4000, multiline: true)
            if let end = workout.endedAt { try check(end >= workout.startedAt, "\(path).endedAt", LocalizedText("error.archive.ends_before_start")) }
            for (field, instant) in [("startedAt", workout.startedAt), ("endedAt", workout.endedAt ?? workout.startedAt)] {
                try check(WorkoutLimits.instants.contains(instant), "\(path).\(field)", LocalizedText("error.archive.years_range"))
            }
            try check(
                workout.exercises.count <= WorkoutLimits.maximumExercises, "\(path).exercises",
                LocalizedText("error.archive.too_many_exercises", ["maximum": .text(String(WorkoutLimits.maximumExercises))]))
            let setCount = workout.exercises.reduce(0) { $0 + $1.sets.count }
            try check(setCount <= WorkoutLimits.maximumSets, "\(path).exercises",
                LocalizedText("error.archive.too_many_sets", ["maximum": .text(String(WorkoutLimits.maximumSets))]))
            if let template = workout.template { try reference(template, in: templates, at: "\(path).template", noun: .template) }
            if let split = workout.split { try reference(split, in: splits, at: "\(path).split", noun: .split) }
            if let day = workout.splitDayIndex { try check((0..<SplitInput.maximumDays).contains(day), "\(path).splitDayIndex",
                LocalizedText("error.archive.range", ["minimum": "0", "maximum": "27"])) }
            if let day = workout.program {
                try check((0..<programs).contains(day.program), "\(path).program.program",
                    LocalizedText("error.archive.unknown_program_index", ["index": .text(String(day.program))]))
                try check(day.cycle >= 1 && day.week >= 1 && day.day >= 1, "\(path).program", LocalizedText("error.archive.program_day_from_one"))
            }
            for (position, exercise) in workout.exercises.enumerated() {
                if let slot = exercise.programSlot {
                    try check(
                        (1...Program.keyLength).contains(slot.unicodeScalars.count), "\(path).exercises[\(position)].programSlot",
                        LocalizedText("error.archive.characters_range", ["maximum": "80"]))
                }
                try self.exercise(exercise, at: "\(path).exercises[\(position)]", exercises: exercises)
            }
        }
    }

    private static func exercise(_ exercise: ArchivedWorkoutExercise, at path: String, exercises: Set<String>) throws(DomainError) {
        try reference(exercise.exercise, in: exercises, at: path, noun: .exercise)
        if let group = exercise.supersetGroup { try check(group >= 0, "\(path).supersetGroup", LocalizedText("error.archive.negative")) }
        try text(exercise.notes, "\(path).notes", maximum: 2000, multiline: true)
        try restSeconds(exercise.restSeconds, at: path)
        if let sets = exercise.targetSets { try check((1...20).contains(sets), "\(path).targetSets",
            LocalizedText("error.archive.range", ["minimum": "1", "maximum": "20"])) }
        for (field, reps) in [("targetRepsMin", exercise.targetRepsMin), ("targetRepsMax", exercise.targetRepsMax)] {
            if let reps { try check((1...1000).contains(reps), "\(path).\(field)",
                LocalizedText("error.archive.range", ["minimum": "1", "maximum": "1000"])) }
        }
        for (index, set) in exercise.sets.enumerated() {
            let at = "\(path).sets[\(index)]"
            if let problem = SetValueRules.problem(in: set.values) {
                let field = "\(at).\(problem.field.jsonName)"
                throw .invalid(field: field, message:
                    LocalizedText("error.set.problem_at", ["label": .text(field), "problem": .localized(problem.message)]))
            }
        }
    }

    private static func bodyWeights(_ weights: [ArchivedBodyWeight]) throws(DomainError) {
        try unique(weights.map(\.date.description), in: "bodyWeights", what: .day)
        for (index, entry) in weights.enumerated() {
            try check(isBodyWeight(entry.weight.value), "bodyWeights[\(index)].weight.value",
                LocalizedText("error.archive.above_zero_at_most", ["maximum": "1000"]))
            try bodyFat(entry.bodyFatPercent, at: "bodyWeights[\(index)]")
        }
    }

    private static func journal(_ journal: ArchivedJournal) throws(DomainError) {
        let tags = try names(journal.tags.map(\.name), in: "journal.tags", maximumLength: 128, key: JournalTagName.key)
        for (index, tag) in journal.tags.enumerated() {
            try check(tag.position >= 0, "journal.tags[\(index)].position", LocalizedText("error.archive.negative"))
        }
        try unique(journal.days.map(\.date.description), in: "journal.days", what: .day)
        for (index, day) in journal.days.enumerated() {
            let path = "journal.days[\(index)]"
            if let note = day.note {
                try check(!note.isEmpty, "\(path).note", LocalizedText("error.archive.characters_range", ["maximum": "8000"]))
                try text(note, "\(path).note", maximum: 8000, multiline: true)
            }
            for (position, tag) in day.tags.enumerated() {
                try reference(tag, in: tags, at: "\(path).tags[\(position)]", noun: .tag, key: JournalTagName.key)
            }
        }
    }

    private static func supplements(_ supplements: [ArchivedSupplement]) throws(DomainError) {
        _ = try names(supplements.map(\.name), in: "supplements", maximumLength: 240, key: SupplementName.key)
        for (index, supplement) in supplements.enumerated() {
            let path = "supplements[\(index)]"
            try check(supplement.dose == supplement.dose.trimmingCharacters(in: .whitespacesAndNewlines), "\(path).dose",
                LocalizedText("error.archive.untrimmed"))
            try text(supplement.dose, "\(path).dose", maximum: 160, multiline: false)
            try check(supplement.position >= 0, "\(path).position", LocalizedText("error.archive.negative"))
            if let retired = supplement.retiredOn { try check(retired >= supplement.startDate, "\(path).retiredOn",
                LocalizedText("error.archive.before_start_date")) }
            try unique(supplement.intakes.map(\.date.description), in: "\(path).intakes", what: .day)
        }
    }

    private static func photo(_ photo: ArchivedPhoto, at path: String) throws(DomainError) {
        try check(!photo.image.isEmpty, "\(path).image", LocalizedText("error.archive.image_empty"))
        try check(photo.image.count <= ProgressPhotoService.defaultByteLimit, "\(path).image", LocalizedText("error.archive.image_too_large"))
        let found = ImageFormat.detect(in: photo.image.prefix(ImageFormat.headerLength))
        try check(found == photo.format, "\(path).image", LocalizedText("error.archive.image_wrong_format", ["format": .text(photo.format.label)]))
        do {
            try PixelSize.check(photo.image.prefix(ImageFormat.headerLength), format: photo.format, field: "\(path).image")
        } catch {
            try check(
                false, "\(path).image",
                    LocalizedText("error.archive.image_size_unknown",
                        ["format": .text(photo.format.label), "maximum": .text(String(PixelSize.maximumSide))]))
        }
        if let note = photo.note {
            try check(!note.isEmpty, "\(path).note", LocalizedText("error.archive.characters_range", ["maximum": "500"]))
            try text(note, "\(path).note", maximum: 500, multiline: true)
        }
        if let weight = photo.weight { try check(isBodyWeight(weight.value), "\(path).weight.value",
            LocalizedText("error.archive.above_zero_at_most", ["maximum": "1000"])) }
        try check(photo.bodyFatPercent == nil || photo.weight != nil, "\(path).bodyFatPercent", LocalizedText("error.archive.body_fat_needs_weight"))
        try bodyFat(photo.bodyFatPercent, at: path)
    }

    /// The keys of `names`, each trimmed, not empty, within `maximumLength` and used once.
    private static func names(
        _ names: [String], in path: String, maximumLength: Int, key: (String) -> String
    ) throws(DomainError) -> Set<String> {
        var keys: Set<String> = []
        for (index, name) in names.enumerated() {
            let at = "\(path)[\(index)].name"
            try check(name == name.trimmingCharacters(in: .whitespacesAndNewlines) && !name.isEmpty, at,
                LocalizedText("error.archive.name_untrimmed"))
            try text(name, at, maximum: maximumLength, multiline: false)
            try check(keys.insert(key(name)).inserted, at, LocalizedText("error.archive.name_twice", ["name": .text(name)]))
        }
        return keys
    }

    private static func reference(
        _ name: String, in known: Set<String>, at path: String, noun: Noun, key: (String) -> String = ExerciseName.key
    ) throws(DomainError) {
        try check(known.contains(key(name)), path, noun.unknown(name))
    }

    private static func unique(_ values: [String], in path: String, what: Repeated) throws(DomainError) {
        var seen: Set<String> = []
        for (index, value) in values.enumerated() {
            try check(seen.insert(value).inserted, "\(path)[\(index)]", what.twice(value))
        }
    }

    private static func restSeconds(_ seconds: Int?, at path: String) throws(DomainError) {
        if let seconds { try check(UserSettings.restSecondsRange.contains(seconds), "\(path).restSeconds",
            LocalizedText("error.archive.range", ["minimum": "0", "maximum": "3600"])) }
    }

    private static func bodyFat(_ percent: Double?, at path: String) throws(DomainError) {
        if let percent { try check(percent > 0 && percent < 100, "\(path).bodyFatPercent", LocalizedText("error.archive.body_fat_range")) }
    }

    /// The rule of a weigh-in typed or imported (`ImportedWeightRules`): finite, above 0, at most 1000.
    private static func isBodyWeight(_ value: Double) -> Bool {
        ImportedWeightRules.weightProblem(value, written: "", unit: .kilograms) == nil
    }

    /// Refuses text longer than `maximum` Unicode scalars or holding a control character (`UserText`), naming `path`.
    private static func text(_ text: String, _ path: String, maximum: Int, multiline: Bool) throws(DomainError) {
        try check(UserText.length(text) <= maximum, path, LocalizedText("error.archive.too_long", ["maximum": .text(String(maximum))]))
        if let scalar = UserText.forbiddenCharacter(in: text, multiline: multiline) {
            try check(false, path, LocalizedText("error.archive.control_character", ["scalar": .text(UserText.codePoint(scalar))]))
        }
    }

    /// Throws `invalid` at `path` with "path: problem." unless `condition` holds.
    private static func check(_ condition: Bool, _ path: String, _ problem: LocalizedText) throws(DomainError) {
        guard condition else {
            throw .invalid(field: path, message: LocalizedText("error.archive.at_path", ["path": .text(path), "problem": .localized(problem)]))
        }
    }

    /// What an archive refers to by name, which the messages say in the reader's language (one key each, for the grammar).
    enum Noun {
        case exercise, template, split, tag

        /// "unknown exercise "Bench"".
        func unknown(_ name: String) -> LocalizedText {
            switch self {
            case .exercise: LocalizedText("error.archive.unknown_exercise", ["name": .text(name)])
            case .template: LocalizedText("error.archive.unknown_template", ["name": .text(name)])
            case .split: LocalizedText("error.archive.unknown_split", ["name": .text(name)])
            case .tag: LocalizedText("error.archive.unknown_tag", ["name": .text(name)])
            }
        }
    }

    /// What an archive must not hold twice.
    enum Repeated {
        case seedKey, day

        /// "the day 2026-11-21 appears twice".
        func twice(_ value: String) -> LocalizedText {
            switch self {
            case .seedKey: LocalizedText("error.archive.seed_key_twice", ["value": .text(value)])
            case .day: LocalizedText("error.archive.day_twice", ["value": .text(value)])
            }
        }
    }
}
