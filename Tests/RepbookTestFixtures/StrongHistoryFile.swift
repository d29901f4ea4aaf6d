import Foundation
import RepbookCore

/// A workout file as Strong writes it, for the tests that import history: the import's own on both engines
/// (`HistoryImportEngineTests`) and the SQLite-only ones that need an imported log.
public enum StrongHistoryFile {
    public static func at(_ date: String, _ hour: Int, _ minute: Int = 0) -> NaiveDateTime {
        NaiveDateTime(date: LocalDate(date)!, hour: hour, minute: minute)!
    }

    public static func lift(_ line: Int, _ pounds: Double, _ reps: Int, _ kind: SetKind = .normal) -> ImportedSet {
        ImportedSet(line: line, values: SetValues(weight: Weight(pounds, .pounds), reps: reps, kind: kind))
    }

    public static func file(_ workouts: [ImportedWorkout], skipped: [SkippedImportRow] = []) -> WorkoutFile {
        WorkoutFile(format: .strong, statedUnit: nil, assumedUnit: .pounds, workouts: workouts, skipped: skipped, rowCount: 12)
    }

    /// Three workouts as Strong writes them (pounds assumed), the last at 23:30 local time.
    public static let strong = file(
        [
            ImportedWorkout(line: 2, name: "Push Day", start: at("2024-11-26", 18, 5), durationSeconds: 3600, notes: "Felt good", exercises: [
                ImportedExercise(name: "Bench Press (Barbell)", notes: "paused", sets: [lift(2, 135, 8, .warmUp), lift(3, 185, 5), lift(4, 185, 5)]),
                ImportedExercise(name: "Squat (Dumbbell)", sets: [lift(5, 50, 10)]),
            ]),
            ImportedWorkout(line: 6, name: "Pull Day", start: at("2024-11-27", 7), durationSeconds: nil, notes: "", exercises: [
                    ImportedExercise(
                        name: "Pull Up", sets: [ImportedSet(line: 6, values: SetValues(reps: 10)), ImportedSet(line: 7, values: SetValues(reps: 8))]),
                ImportedExercise(name: "Bent Over Row (Barbell)", sets: [lift(9, 135, 8)]),
            ]),
            ImportedWorkout(line: 10, name: "Push Day", start: at("2024-11-28", 23, 30), durationSeconds: 2700, notes: "", exercises: [
                ImportedExercise(name: "Bench Press (Barbell)", sets: [lift(10, 190, 3, .failure)]),
            ]),
        ],
        skipped: [SkippedImportRow(line: 12, reason: LocalizedText("import.reason.rest_timer_row"))])
}
