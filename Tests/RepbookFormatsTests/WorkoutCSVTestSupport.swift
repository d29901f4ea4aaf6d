import Foundation
import RepbookCore
import RepbookFormats
import Testing

/// Shared helpers of the workout CSV tests: fixtures, reading text, finding a set by its line.
enum WorkoutCSVTestSupport {
    /// The bytes of a fixture in `Fixtures/workouts`.
    static func fixture(_ name: String) throws -> Data {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "csv", subdirectory: "Fixtures/workouts"), "\(name).csv")
        return try Data(contentsOf: url)
    }

    /// Reads a fixture.
    static func readFixture(_ name: String, unit: WeightUnit = .kilograms, format: WorkoutFileFormat? = nil) throws -> WorkoutFile {
        try WorkoutCSVReader.read(fixture(name), options: WorkoutCSVOptions(format: format, unit: unit))
    }

    /// Reads `text` as the file's UTF-8 bytes.
    static func read(_ text: String, unit: WeightUnit = .kilograms, format: WorkoutFileFormat? = nil) throws -> WorkoutFile {
        try WorkoutCSVReader.read(Data(text.utf8), options: WorkoutCSVOptions(format: format, unit: unit))
    }

    /// The error reading `text` throws, if any.
    static func error(reading data: Data, unit: WeightUnit = .kilograms, format: WorkoutFileFormat? = nil) -> DomainError? {
        do {
            _ = try WorkoutCSVReader.read(data, options: WorkoutCSVOptions(format: format, unit: unit))
            return nil
        } catch {
            return error
        }
    }

    static func time(_ text: String) -> NaiveDateTime {
        let (day, clock) = (text.prefix(10), text.dropFirst(11).split(separator: ":").map { Int($0)! })
        return NaiveDateTime(date: LocalDate(String(day))!, hour: clock[0], minute: clock[1], second: clock.count > 2 ? clock[2] : 0)!
    }
}

extension WorkoutFile {
    /// The set read from `line`, with its exercise and workout.
    func set(atLine line: Int) -> (workout: ImportedWorkout, exercise: ImportedExercise, values: SetValues)? {
        for workout in workouts {
            for exercise in workout.exercises {
                if let set = exercise.sets.first(where: { $0.line == line }) { return (workout, exercise, set.values) }
            }
        }
        return nil
    }

    /// The number of exercise entries across all workouts.
    var exerciseEntryCount: Int { workouts.reduce(0) { $0 + $1.exercises.count } }
}
