import Foundation

/// A workout file made ready to write for one user: every exercise name resolved, every workout placed in the user's
/// time zone and checked against the log's limits, and a workout the file repeats set aside. Which workouts the log
/// already has is asked of the store, so `plan(inLog:)` takes the answer.
struct PreparedWorkoutImport {
    let file: WorkoutFile
    /// The workouts to write (those the file repeats left out) and the exercises they may create.
    let batch: WorkoutImportBatch
    /// Workouts the file has twice, each after its first time.
    let repeatedInFile: [SkippedImportRow]
    private let names: ExerciseNameResolution
    /// For each workout of the batch, the file's name of each of its exercises.
    private let sourceNames: [[String]]

    /// Prepares `file`; a file without workouts, a choice of an exercise not the user's, or a workout the log cannot
    /// hold (named by line) is invalid.
    init(file: WorkoutFile, exercises: [Exercise], timeZone: TimeZone, choices: [String: ExerciseChoice]) throws {
        guard !file.workouts.isEmpty else { throw DomainError.invalid(field: "file", message: LocalizedText("error.file_has_no_workouts")) }
        let names = try ExerciseNameResolution(file: file, exercises: exercises, choices: choices)
        var workouts: [ImportBatchWorkout] = []
        var sourceNames: [[String]] = []
        var repeated: [SkippedImportRow] = []
        var firstLine: [WorkoutIdentity: Int] = [:]
        for imported in file.workouts {
            let workout = Self.workout(imported, timeZone: timeZone, names: names)
            if let line = firstLine[workout.identity] {
                repeated.append(
                    SkippedImportRow(line: imported.line, reason: LocalizedText(
                        "import.reason.same_workout_as_line", ["line": .integer(line), "name": .text(workout.name), "date": .day(workout.date)])))
                continue
            }
            try workout.validate()
            firstLine[workout.identity] = imported.line
            workouts.append(workout)
            sourceNames.append(imported.exercises.map(\.name))
        }
        self.file = file
        self.names = names
        self.batch = WorkoutImportBatch(newExercises: names.newExercises, workouts: workouts)
        self.sourceNames = sourceNames
        self.repeatedInFile = repeated
    }

    /// The preview, given the identities of workouts already in the log.
    func plan(inLog: Set<WorkoutIdentity>) -> WorkoutImportPlan {
        var alreadyImported = repeatedInFile
        var setCounts: [String: Int] = [:]
        var days: [LocalDate] = []
        var setsToAdd = 0
        for (workout, exerciseNames) in zip(batch.workouts, sourceNames) {
            guard !inLog.contains(workout.identity) else {
                alreadyImported.append(SkippedImportRow(line: workout.line, reason: LocalizedText(
                    "import.reason.already_in_log", ["name": .text(workout.name), "date": .day(workout.date)])))
                continue
            }
            days.append(workout.date)
            setsToAdd += workout.setCount
            for (name, exercise) in zip(exerciseNames, workout.exercises) { setCounts[name, default: 0] += exercise.sets.count }
        }
        return WorkoutImportPlan(
            format: file.format, statedUnit: file.statedUnit, assumedUnit: file.assumedUnit, workoutsToAdd: days.count,
            setsToAdd: setsToAdd, firstDay: days.min(), lastDay: days.max(), mappings: mappings(setCounts: setCounts),
            alreadyImported: alreadyImported.sorted { $0.line < $1.line }, skippedRows: file.skipped)
    }

    /// One mapping per name used by a workout to add, by name.
    private func mappings(setCounts: [String: Int]) -> [ExerciseMapping] {
        setCounts.keys.sorted { (SearchFolding.fold($0), $0) < (SearchFolding.fold($1), $1) }.compactMap { name in
            guard let entry = names.entries[name] else { return nil }
            var newExercise: ExerciseDraft?
            if case .new(let index) = entry.target { newExercise = batch.newExercises[index] }
            return ExerciseMapping(
                sourceName: name, setCount: setCounts[name] ?? 0, match: entry.match, exercise: entry.exercise, newExercise: newExercise)
        }
    }

    /// `imported` as a finished workout: its wall-clock start read in `timeZone`, ending after its length (or at its
    /// start when the file gives none), on the day it started there.
    private static func workout(_ imported: ImportedWorkout, timeZone: TimeZone, names: ExerciseNameResolution) -> ImportBatchWorkout {
        let start = imported.start.instant(in: timeZone)
        let end = start + TimeInterval(max(0, imported.durationSeconds ?? 0))
        return ImportBatchWorkout(
            line: imported.line, name: ImportedName.stored(imported.name, fallback: "Workout"), date: LocalDate(start, in: timeZone),
            startedAt: start, endedAt: end, notes: ImportedText.clipped(imported.notes, to: ImportedText.workoutNotes),
            exercises: imported.exercises.map { exercise in
                ImportBatchExercise(
                    target: names.entries[exercise.name]!.target, sets: exercise.sets.map { ImportedText.clipped($0.values) },
                    supersetGroup: exercise.supersetGroup, notes: ImportedText.clipped(exercise.notes, to: ImportedText.exerciseNotes))
            })
    }
}
