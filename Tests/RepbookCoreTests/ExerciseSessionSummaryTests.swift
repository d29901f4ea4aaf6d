import Foundation
import RepbookCore
import Testing

/// The one summary rule: a session's stored figures, read with either formula and any body weights, equal the figures
/// of its record samples made directly.
@Suite("Exercise session summaries")
struct ExerciseSessionSummaryTests {
    static let day = LocalDate("2026-03-02")!

    static func set(_ kind: ExerciseKind, _ weight: Weight?, _ reps: Int, _ setKind: SetKind = .normal) -> PerformedSet {
        PerformedSet(workoutID: 7, exerciseID: 3, date: day, kind: kind, values: SetValues(weight: weight, reps: reps, kind: setKind))
    }

    /// The figures of the sets' samples made with `formula` and the body weight of the day.
    static func direct(_ sets: [PerformedSet], _ formula: OneRepMaxFormula, _ bodyWeight: BodyWeightHistory) -> SessionFigures? {
        SessionFigures(samples: sets.compactMap {
            RecordSample.of($0.values, kind: $0.kind, formula: formula, bodyWeight: bodyWeight.kilograms(on: day))
        })
    }

    @Test("A barbell session keeps both formulas' best e1RM and no bodyweight inputs", arguments: OneRepMaxFormula.allCases)
    func barbell(formula: OneRepMaxFormula) throws {
        let sets = [
            Self.set(.weightAndReps, Weight(60, .kilograms), 10, .warmUp), Self.set(.weightAndReps, Weight(100, .kilograms), 5),
            Self.set(.weightAndReps, Weight(225, .pounds), 3), Self.set(.weightAndReps, Weight(80, .kilograms), 15, .drop),
        ]
        let summary = try #require(ExerciseSessionSummary.of(sets[...]))
        #expect(summary.loads.isEmpty)
        #expect(summary.epley.workingSets == 3)
        #expect(summary.figures(formula: formula, bodyWeight: .unknown) == Self.direct(sets, formula, .unknown))
    }

    @Test("A bodyweight session stores its loads and estimates with the body weight known when read", arguments: OneRepMaxFormula.allCases)
    func bodyweight(formula: OneRepMaxFormula) throws {
        for kind in [ExerciseKind.weightedBodyweight, .bodyweightReps, .assistedBodyweight] {
            let sets = [Self.set(kind, Weight(10, .kilograms), 6), Self.set(kind, Weight(10, .kilograms), 6), Self.set(kind, nil, 8)]
            let summary = try #require(ExerciseSessionSummary.of(sets[...]))
            #expect(summary.epley.oneRepMax == nil && summary.brzycki == nil, "\(kind)")
            #expect(summary.loads == [.init(kilograms: 10, reps: 6), .init(kilograms: 0, reps: 8)])
            for weights in [BodyWeightHistory.unknown, BodyWeightHistory([BodyWeightEntry(date: Self.day, weight: Weight(80, .kilograms))])] {
                #expect(summary.figures(formula: formula, bodyWeight: weights) == Self.direct(sets, formula, weights), "\(kind)")
            }
        }
    }

    @Test("Sessions without a working set with reps have no summary")
    func none() {
        #expect(ExerciseSessionSummary.of([Self.set(.weightAndReps, Weight(60, .kilograms), 10, .warmUp)][...]) == nil)
        #expect(ExerciseSessionSummary.of([Self.set(.duration, nil, 1)][...]) == nil)
        #expect(ExerciseSessionSummary.sessions(of: []).isEmpty)
    }
}
