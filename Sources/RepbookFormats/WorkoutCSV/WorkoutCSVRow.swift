import RepbookCore

/// One data row of a workout file, read: the workout and exercise it belongs to and its set, or, for a note row, only
/// the exercise's notes.
struct WorkoutCSVRow {
    let line: Int
    /// Rows with the same key belong to one workout.
    let workoutKey: String
    let workoutName: String
    let start: NaiveDateTime
    let durationSeconds: Int?
    let workoutNotes: String
    /// Consecutive rows of a workout with the same key form one exercise.
    let exerciseKey: String
    let exerciseName: String
    let category: String?
    let exerciseNotes: String
    /// The file's superset mark for the exercise, if any.
    let superset: Int?
    /// The set; nil for a row that only carries the exercise's notes.
    let set: SetValues?
    /// The weight unit the row's cells or its header state, if any.
    let statedUnit: WeightUnit?
}
