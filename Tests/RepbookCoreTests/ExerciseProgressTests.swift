import Foundation
import RepbookCore
import Testing

@Suite("Exercise progress: records, sessions, weeks and rep ranges")
struct ExerciseProgressTests {
    private func day(_ text: String) -> LocalDate { LocalDate(text)! }

    /// A done set of bench press (exercise 1) in workout `workout` on `date`.
    private func set(_ workout: Int64, _ date: String, _ kilograms: Double, _ reps: Int, kind: SetKind = .normal) -> PerformedSet {
        PerformedSet(
            workoutID: workout, exerciseID: 1, date: day(date), kind: .weightAndReps,
            values: SetValues(weight: Weight(kilograms, .kilograms), reps: reps, kind: kind))
    }

    private func progress(_ sets: [PerformedSet], formula: OneRepMaxFormula = .epley) -> ExerciseProgress {
        ExerciseProgress(sets: sets, exerciseID: 1, name: "Bench Press", formula: formula, bodyWeight: .unknown)
    }

    /// Three sessions: 3 Nov (100 × 5 × 3 after a 140 × 1 warm-up), 10 Nov (105 × 3, 90 × 10), 12 Nov (102.5 × 5 × 2).
    private var history: [PerformedSet] {
        [
            set(1, "2026-11-03", 140, 1, kind: .warmUp), set(1, "2026-11-03", 100, 5), set(1, "2026-11-03", 100, 5), set(1, "2026-11-03", 100, 5),
            set(2, "2026-11-10", 60, 12, kind: .warmUp), set(2, "2026-11-10", 105, 3), set(2, "2026-11-10", 90, 10),
            set(3, "2026-11-12", 102.5, 5), set(3, "2026-11-12", 102.5, 5),
        ]
    }

    @Test("The standing records, each with its day and workout; warm-ups never count")
    func records() throws {
        let result = progress(history)
        let heaviest = try #require(result.heaviest)
        #expect(heaviest.kilograms == 105 && heaviest.reps == 3 && heaviest.date == day("2026-11-10") && heaviest.workoutID == 2,
                "the 140 kg warm-up is not the heaviest weight")
        // e1RM: 100 × 5 = 116.67, 105 × 3 = 115.5, 90 × 10 = 120, 102.5 × 5 = 119.58.
        let e1rm = try #require(result.bestOneRepMax)
        #expect(abs(e1rm.kilograms - 120) < 1e-9 && e1rm.setKilograms == 90 && e1rm.reps == 10 && e1rm.workoutID == 2)
        let setVolume = try #require(result.bestSetVolume)
        #expect(setVolume.kilograms == 900 && setVolume.workoutID == 2)
        let session = try #require(result.bestSessionVolume)
        #expect(session.kilograms == 1500 && session.workoutID == 1, "1 500 on 3 Nov beats 1 215 and 1 025")
        #expect(result.repsAtWeight.map(\.kilograms) == [105, 102.5, 100, 90])
        #expect(result.repsAtWeight.map(\.reps) == [3, 5, 5, 10])
        #expect(result.repRanges.map(\.sets) == [1, 5, 1, 0, 0], "1–3: 105×3; 4–6: five sets of 5; 7–10: 90×10; warm-ups left out")
    }

    @Test("Each session's figures, and the weeks summed Monday to Sunday")
    func sessionsAndWeeks() {
        let result = progress(history)
        #expect(result.sessions.map(\.workoutID) == [1, 2, 3])
        #expect(result.sessions.map(\.volume) == [1500, 1215, 1025])
        #expect(result.sessions.map(\.heaviest) == [100, 105, 102.5])
        #expect(result.sessions.map(\.workingSets) == [3, 2, 2])
        let weeks = result.weeks
        #expect(weeks.map(\.date) == [day("2026-11-02"), day("2026-11-09")])
        #expect(weeks.map(\.volume) == [1500, 2240])
        #expect(weeks.map(\.heaviest) == [100, 105])
        #expect(weeks.map(\.workingSets) == [3, 4])
    }

    @Test("Records as they were beaten: the first session sets none")
    func events() {
        let result = progress(history)
        #expect(result.events.filter { $0.workoutID == 1 }.isEmpty)
        #expect(result.events.filter { $0.workoutID == 2 }.map(\.record.kind) == [.heaviestWeight, .bestE1RM, .mostRepsAtWeight, .bestSetVolume],
                "90 × 10 beats 100 × 5 as most reps at 90 kg or more")
        #expect(result.events.filter { $0.workoutID == 3 }.map(\.record.kind) == [.mostRepsAtWeight], "102.5 × 5 beats 100 × 5 at 100 kg or more")
        #expect(result.events.allSatisfy { $0.date >= day("2026-11-10") })
    }

    @Test("Deleting a workout recomputes everything: without 10 Nov the records fall back")
    func deletion() throws {
        let result = progress(history.filter { $0.workoutID != 2 })
        #expect(result.heaviest?.kilograms == 102.5)
        #expect(result.heaviest?.workoutID == 3)
        let e1rm = try #require(result.bestOneRepMax)
        #expect(abs(e1rm.kilograms - 102.5 * (1 + 5.0 / 30)) < 1e-9)
        #expect(result.repsAtWeight.map(\.kilograms) == [102.5, 100])
        #expect(result.events.map(\.record.kind) == [.heaviestWeight, .bestE1RM, .bestSetVolume])
    }

    @Test("Brzycki changes the estimate and which set holds it")
    func brzycki() throws {
        // Brzycki: 100 × 5 = 112.5, 105 × 3 = 111.18, 90 × 10 = 120, 102.5 × 5 = 115.31.
        let e1rm = try #require(progress(history, formula: .brzycki).bestOneRepMax)
        #expect(abs(e1rm.kilograms - 120) < 1e-9)
        let withoutTen = try #require(progress(history.filter { $0.workoutID != 2 }, formula: .brzycki).bestOneRepMax)
        #expect(abs(withoutTen.kilograms - 115.3125) < 1e-9)
    }

    @Test("Sets above 12 reps give no estimate; an exercise with only those has none")
    func noEstimateAboveTwelve() {
        let result = progress([set(1, "2026-11-03", 60, 15), set(2, "2026-11-05", 60, 20)])
        #expect(result.bestOneRepMax == nil)
        #expect(result.sessions.allSatisfy { $0.bestOneRepMax == nil })
        #expect(result.heaviest?.kilograms == 60)
    }

    @Test("Body weight on the day is used for bodyweight work: the entry on or before, else the earliest")
    func bodyWeight() throws {
        let history = BodyWeightHistory([
            BodyWeightEntry(date: day("2026-11-05"), weight: Weight(80, .kilograms)),
            BodyWeightEntry(date: day("2026-11-20"), weight: Weight(176.37, .pounds)),
        ])
        #expect(history.kilograms(on: day("2026-11-01")) == 80)
        #expect(history.kilograms(on: day("2026-11-19")) == 80)
        #expect(abs((history.kilograms(on: day("2026-11-21")) ?? 0) - 80) < 0.01)
        #expect(BodyWeightHistory.unknown.kilograms(on: day("2026-11-21")) == nil)
        let pullUps = [
            PerformedSet(workoutID: 1, exerciseID: 2, date: day("2026-11-10"), kind: .bodyweightReps, values: SetValues(weight: nil, reps: 6)),
        ]
        let result = ExerciseProgress(sets: pullUps, exerciseID: 2, name: "Pull-up", formula: .epley, bodyWeight: history)
        let e1rm = try #require(result.bestOneRepMax)
        #expect(abs(e1rm.kilograms - 96) < 1e-9, "80 kg × (1 + 6/30)")
        #expect(result.heaviest == nil, "no weight was lifted beyond the body")
    }
}
