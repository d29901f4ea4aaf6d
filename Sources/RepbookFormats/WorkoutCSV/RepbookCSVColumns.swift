/// The columns of Repbook's own workout CSV, in the order it writes them (see docs/FORMATS.md).
enum RepbookCSVColumns {
    static let workout = "workout"
    static let start = "start"
    static let durationSeconds = "duration_s"
    static let workoutName = "workout_name"
    static let workoutNotes = "workout_notes"
    static let exerciseNumber = "exercise_no"
    static let exercise = "exercise"
    static let exerciseNotes = "exercise_notes"
    static let superset = "superset"
    static let setNumber = "set_no"
    static let kind = "kind"
    static let weight = "weight"
    static let unit = "unit"
    static let reps = "reps"
    static let seconds = "time_s"
    static let distanceMeters = "distance_m"
    static let rpe = "rpe"
    static let setNote = "set_note"

    /// Every column, in order: the header line.
    static let all = [
        workout, start, durationSeconds, workoutName, workoutNotes, exerciseNumber, exercise, exerciseNotes, superset,
        setNumber, kind, weight, unit, reps, seconds, distanceMeters, rpe, setNote,
    ]

    /// The columns a file must name to be read as ours.
    static let required = [workout, start, workoutName, exerciseNumber, exercise, kind, weight, unit, reps]
}
