import Foundation
import RepbookCore

/// Writes workouts as Repbook's own CSV (docs/FORMATS.md): one row per done set with its workout, exercise, superset,
/// kind, weight and unit as typed, reps, time, distance, RPE and note, so `WorkoutCSVReader` reads back exactly the
/// same workouts. Text cells are neutralised against spreadsheet formulas.
public enum RepbookCSVWriter {
    /// The header line.
    public static let header = RepbookCSVColumns.all.joined(separator: ",")

    /// The whole file: the header and every workout's rows, numbered from 1, with `\n` line ends.
    public static func csv(_ workouts: [Workout], timeZone: TimeZone) -> String {
        var text = header + "\n"
        for (index, workout) in workouts.enumerated() { text += rows(workout, number: index + 1, timeZone: timeZone) }
        return text
    }

    /// One workout's rows (each ending in `\n`) under the file's workout `number`, for writing a large history piece by
    /// piece; empty without done sets. Notes are written on the first row of their workout or exercise.
    public static func rows(_ workout: Workout, number: Int, timeZone: TimeZone) -> String {
        let start = WallClockText(timeZone: timeZone).text(workout.startedAt)
        let duration = workout.endedAt.map { String(Int($0.timeIntervalSince(workout.startedAt))) } ?? ""
        let name = CSVFieldWriting.text(workout.name)
        var text = ""
        var isFirstRowOfWorkout = true
        var exerciseNumber = 0
        for exercise in workout.exercises {
            let doneSets = exercise.sets.filter(\.isDone)
            guard !doneSets.isEmpty else { continue }
            exerciseNumber += 1
            let exerciseName = CSVFieldWriting.text(exercise.exerciseName)
            for (index, set) in doneSets.enumerated() {
                let values = set.values
                let measurements: [String] = [
                    values.weight.map { CSVFieldWriting.number($0.value) } ?? "",
                    values.weight?.unit.rawValue ?? "",
                    values.reps.map { String($0) } ?? "",
                    values.durationSeconds.map { String($0) } ?? "",
                    values.distanceMeters.map { CSVFieldWriting.number($0) } ?? "",
                    values.rpe.map { CSVFieldWriting.number($0) } ?? "",
                ]
                let workoutCells: [String] = [
                    String(number), start, duration, name, CSVFieldWriting.text(isFirstRowOfWorkout ? workout.notes : ""),
                ]
                let exerciseCells: [String] = [
                    String(exerciseNumber), exerciseName, CSVFieldWriting.text(index == 0 ? exercise.notes : ""),
                    exercise.supersetGroup.map { String($0) } ?? "",
                ]
                let setCells: [String] = [String(index + 1), values.kind.rawValue] + measurements + [CSVFieldWriting.text(values.note)]
                let cells = workoutCells + exerciseCells + setCells
                text += cells.joined(separator: ",") + "\n"
                isFirstRowOfWorkout = false
            }
        }
        return text
    }
}
