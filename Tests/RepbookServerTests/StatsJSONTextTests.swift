import Foundation
import RepbookCore
@testable import RepbookServer
import Testing

/// The stats answer is written by `JSONText`; it must be the JSON that `JSONEncoder` makes of the same value.
@Suite("Stats written by JSONText")
struct StatsJSONTextTests {
    /// A done set of exercise 7 in workout `workout` on `date`.
    private func set(_ workout: Int64, _ date: String, _ kilograms: Double, _ reps: Int, kind: SetKind = .normal) -> PerformedSet {
        PerformedSet(
            workoutID: workout, exerciseID: 7, date: LocalDate(date)!, kind: .weightAndReps,
            values: SetValues(weight: Weight(kilograms, .kilograms), reps: reps, kind: kind))
    }

    /// Both encodings of `stats`, parsed back.
    private func both(_ stats: ExerciseStatsJSON) throws -> (encoder: NSDictionary, text: NSDictionary) {
        let encoded = try JSONEncoder().encode(stats)
        let a = try #require(try JSONSerialization.jsonObject(with: encoded) as? NSDictionary)
        let b = try #require(try JSONSerialization.jsonObject(with: Data(stats.written().bytes)) as? NSDictionary)
        return (a, b)
    }

    @Test("A history with records, rep records, fractions, empty weeks and an escaped name gives the same JSON")
    func sameAsEncoder() throws {
        var sets: [PerformedSet] = []
        for week in 0..<30 {
            let day = LocalDate("2026-01-05")!.adding(days: week * 9)
            sets.append(set(Int64(week + 1), day.description, 60 + Double(week) * 2.5, 5 + week % 4))
            sets.append(set(Int64(week + 1), day.description, 40, 12, kind: .warmUp))
            sets.append(set(Int64(week + 1), day.description, 61.25 + Double(week), 3))
        }
        let exercise = Exercise(id: 7, userID: 1, name: "Bench \"Paused\"\n\\ 1\u{1}", category: .chest, kind: .weightAndReps, equipment: .barbell)
        for formula in OneRepMaxFormula.allCases {
            let progress = ExerciseProgress(sets: sets, exerciseID: 7, name: exercise.name, formula: formula, bodyWeight: .unknown)
            let (encoder, text) = try both(ExerciseStatsJSON(exercise: exercise, progress: progress, formula: formula))
            #expect(encoder == text)
            #expect((text["series"] as? [Any])?.count == 30)
        }
        let empty = ExerciseProgress(sets: [], exerciseID: 7, name: exercise.name, formula: .epley, bodyWeight: .unknown)
        let (encoder, text) = try both(ExerciseStatsJSON(exercise: exercise, progress: empty, formula: .epley))
        #expect(encoder == text)
        #expect(
            text["records"] as? NSDictionary == [
                "heaviestWeightKg": NSNull(), "bestE1rmKg": NSNull(), "bestSetVolumeKg": NSNull(), "bestSessionVolumeKg": NSNull(),
            ])
    }
}
