import Foundation
import RepbookCore

/// Writes workouts as Strong's classic 12-column CSV, which Strong, Hevy and other apps import: one row per done set,
/// times on the wall clock of the lifter's zone, `Duration` like `1h 5m`, `Set Order` a number or W, D, F. The layout
/// has no unit, so every weight is written in the one unit the caller gives (converted to 0.01), and distances in
/// kilometers for kilograms or miles for pounds. Set notes have no column and are not written. Text cells are
/// neutralised against spreadsheet formulas.
public enum StrongCSVWriter {
    /// The header line, as Strong writes it.
    public static let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"

    /// The whole file: the header and every workout's rows, with `\n` line ends.
    public static func csv(_ workouts: [Workout], unit: WeightUnit, timeZone: TimeZone) -> String {
        var text = header + "\n"
        for workout in workouts { text += rows(workout, unit: unit, timeZone: timeZone) }
        return text
    }

    /// One workout's rows (each ending in `\n`), for writing a large history piece by piece; empty without done sets.
    public static func rows(_ workout: Workout, unit: WeightUnit, timeZone: TimeZone) -> String {
        let start = WallClockText(timeZone: timeZone).text(workout.startedAt)
        let duration = workout.endedAt.map { durationText(Int($0.timeIntervalSince(workout.startedAt))) } ?? ""
        let metersPerDistanceUnit = WorkoutCSVUnits.assumedMetersPerDistanceUnit(for: unit)
        var text = ""
        var isFirstRowOfWorkout = true
        for exercise in workout.exercises {
            var workingSetNumber = 0
            var isFirstRowOfExercise = true
            for set in exercise.sets where set.isDone {
                let values = set.values
                let order: String
                if let mark = values.kind.mark, values.kind != .restPause {
                    order = mark
                } else {
                    workingSetNumber += 1
                    order = String(workingSetNumber)
                }
                let weight = values.weight.map { weightText($0.value(in: unit)) } ?? ""
                let distance = values.distanceMeters.map { distanceText($0, metersPerUnit: metersPerDistanceUnit) } ?? "0"
                let cells: [String] = [
                    start,
                    CSVFieldWriting.text(workout.name, alwaysQuoted: true),
                    duration,
                    CSVFieldWriting.text(exercise.exerciseName, alwaysQuoted: true),
                    order,
                    weight,
                    values.reps.map { String($0) } ?? "",
                    distance,
                    values.durationSeconds.map { String($0) } ?? "0",
                    CSVFieldWriting.text(isFirstRowOfExercise ? exercise.notes : "", alwaysQuoted: true),
                    CSVFieldWriting.text(isFirstRowOfWorkout ? workout.notes : "", alwaysQuoted: true),
                    values.rpe.map { CSVFieldWriting.number($0) } ?? "",
                ]
                text += cells.joined(separator: ",") + "\n"
                isFirstRowOfExercise = false
                isFirstRowOfWorkout = false
            }
        }
        return text
    }

    /// Strong's length: `38s` under a minute, else `1h 5m`, `1h`, `45m`.
    static func durationText(_ seconds: Int) -> String {
        guard seconds >= 60 else { return "\(max(0, seconds))s" }
        let hours = seconds / 3600
        let minutes = seconds % 3600 / 60
        if hours == 0 { return "\(minutes)m" }
        return minutes == 0 ? "\(hours)h" : "\(hours)h \(minutes)m"
    }

    /// A distance in the file's unit, in full.
    private static func distanceText(_ meters: Double, metersPerUnit: Double) -> String {
        CSVFieldWriting.number(meters / metersPerUnit)
    }

    /// A weight as Strong writes it: `40.0`, `10.25`.
    private static func weightText(_ value: Double) -> String {
        let text = CSVFieldWriting.number(value)
        return text.contains(".") ? text : text + ".0"
    }
}
