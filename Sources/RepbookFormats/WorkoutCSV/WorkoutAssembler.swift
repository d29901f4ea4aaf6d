import RepbookCore

/// Gathers read rows into workouts: rows sharing a workout key form one workout (in order of first appearance),
/// consecutive rows with the same exercise key one exercise; a later return of the same name is a new exercise entry.
struct WorkoutAssembler {
    /// Whether the file's superset marks are renumbered from 0 per workout in order of appearance (Hevy's ids), or
    /// kept as written (our own format).
    let renumbersSupersets: Bool
    private var workouts: [WorkoutBuilder] = []
    private var indexByKey: [String: Int] = [:]

    init(renumbersSupersets: Bool) {
        self.renumbersSupersets = renumbersSupersets
    }

    mutating func add(_ row: WorkoutCSVRow) {
        if let index = indexByKey[row.workoutKey] {
            workouts[index].add(row, renumbersSupersets: renumbersSupersets)
        } else {
            indexByKey[row.workoutKey] = workouts.count
            var builder = WorkoutBuilder(row)
            builder.add(row, renumbersSupersets: renumbersSupersets)
            workouts.append(builder)
        }
    }

    /// The workouts in order of first appearance, each with at least one set; exercises without sets are left out.
    func result() -> [ImportedWorkout] {
        workouts.compactMap { $0.result() }
    }
}

/// A workout being gathered.
private struct WorkoutBuilder {
    let line: Int
    let name: String
    let start: NaiveDateTime
    let durationSeconds: Int?
    var notes: String
    var exercises: [ExerciseBuilder] = []
    var supersetNumbers: [Int: Int] = [:]

    init(_ row: WorkoutCSVRow) {
        line = row.line
        name = row.workoutName
        start = row.start
        durationSeconds = row.durationSeconds
        notes = ""
    }

    mutating func add(_ row: WorkoutCSVRow, renumbersSupersets: Bool) {
        notes = NoteJoining.joined(notes, row.workoutNotes)
        if exercises.last?.key != row.exerciseKey {
            exercises.append(ExerciseBuilder(
                key: row.exerciseKey, name: row.exerciseName, category: row.category,
                supersetGroup: row.superset.map { renumbersSupersets ? supersetNumber(for: $0) : $0 }))
        }
        let last = exercises.count - 1
        exercises[last].notes = NoteJoining.joined(exercises[last].notes, row.exerciseNotes)
        if let set = row.set { exercises[last].sets.append(ImportedSet(line: row.line, values: set)) }
    }

    /// The group number of the file's superset mark in this workout: 0, 1, … in order of appearance.
    private mutating func supersetNumber(for mark: Int) -> Int {
        if let number = supersetNumbers[mark] { return number }
        let number = supersetNumbers.count
        supersetNumbers[mark] = number
        return number
    }

    func result() -> ImportedWorkout? {
        let kept = exercises.filter { !$0.sets.isEmpty }.map {
            ImportedExercise(name: $0.name, category: $0.category, notes: $0.notes, supersetGroup: $0.supersetGroup, sets: $0.sets)
        }
        guard !kept.isEmpty else { return nil }
        return ImportedWorkout(line: line, name: name, start: start, durationSeconds: durationSeconds, notes: notes, exercises: kept)
    }
}

/// An exercise entry being gathered.
private struct ExerciseBuilder {
    let key: String
    let name: String
    let category: String?
    let supersetGroup: Int?
    var notes = ""
    var sets: [ImportedSet] = []
}
