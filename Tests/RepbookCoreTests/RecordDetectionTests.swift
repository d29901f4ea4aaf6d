import Foundation
import RepbookCore
import Testing

@Suite("Personal record detection")
struct RecordDetectionTests {
    private typealias Kind = PersonalRecord.Kind

    private func values(_ kilograms: Double, _ reps: Int, unit: WeightUnit = .kilograms, kind: SetKind = .normal) -> SetValues {
        SetValues(weight: Weight(kilograms, unit), reps: reps, kind: kind)
    }

    /// A finished workout of one exercise (id 1, bench) with the given sets, all done unless listed in `undone`.
    private func workout(_ sets: [SetValues], kind: ExerciseKind = .weightAndReps, undone: Set<Int> = []) -> Workout {
        let workoutSets = sets.enumerated().map { index, values in
            WorkoutSet(id: Int64(index + 1), position: index, values: values, isDone: !undone.contains(index))
        }
        return Workout(
            id: 1, name: "Push", source: .empty, date: LocalDate("2026-11-23")!, startedAt: Date(timeIntervalSince1970: 1_795_433_400),
            endedAt: Date(timeIntervalSince1970: 1_795_437_000),
            exercises: [WorkoutExercise(id: 1, exerciseID: 1, exerciseName: "Bench press", kind: kind, position: 0, sets: workoutSets)])
    }

    private func records(_ today: [SetValues], earlier: [SetValues], kind: ExerciseKind = .weightAndReps, undone: Set<Int> = []) -> [PersonalRecord] {
        RecordDetection.records(in: workout(today, kind: kind, undone: undone), earlier: [1: earlier])
    }

    @Test("A heavier set beats heaviest weight, e1RM and set volume, each with its previous best")
    func heavier() throws {
        let found = records([values(105, 5)], earlier: [values(100, 5), values(90, 5)])
        #expect(found.map(\.kind) == [.heaviestWeight, .bestE1RM, .bestSetVolume])
        let heaviest = try #require(found.first { $0.kind == .heaviestWeight })
        #expect(heaviest.kilograms == 105)
        #expect(heaviest.previousKilograms == 100)
        #expect(heaviest.exerciseID == 1)
        #expect(heaviest.exerciseName == "Bench press")
        let e1rm = try #require(found.first { $0.kind == .bestE1RM })
        #expect(abs(e1rm.kilograms - 122.5) < 1e-9)
        #expect(abs(e1rm.previousKilograms! - 116.6667) < 0.001)
        let volume = try #require(found.first { $0.kind == .bestSetVolume })
        #expect(volume.kilograms == 525)
        #expect(volume.previousKilograms == 500)
    }

    @Test("Equal is not a record")
    func equal() {
        #expect(records([values(100, 5), values(100, 5)], earlier: [values(100, 5)]).isEmpty)
        #expect(records([values(90, 8)], earlier: [values(100, 5), values(90, 8)]).isEmpty)
    }

    @Test("A worse workout sets nothing")
    func worse() {
        #expect(records([values(90, 5), values(80, 4)], earlier: [values(100, 5)]).isEmpty)
    }

    @Test("An exercise done for the first time sets no record")
    func firstTime() {
        #expect(records([values(200, 10)], earlier: []).isEmpty)
        #expect(RecordDetection.records(in: workout([values(200, 10)]), earlier: [:]).isEmpty)
        #expect(RecordDetection.records(in: workout([values(200, 10)]), earlier: [2: [values(20, 5)]]).isEmpty)
    }

    @Test("Earlier warm-ups alone are not a history: still a first time")
    func onlyWarmUpsBefore() {
        #expect(records([values(100, 5)], earlier: [values(60, 10, kind: .warmUp), values(80, 3, kind: .warmUp)]).isEmpty)
    }

    @Test("A heavy warm-up earlier changes nothing: the record is measured against working sets")
    func heavyWarmUpEarlier() throws {
        let found = records([values(105, 5)], earlier: [values(200, 1, kind: .warmUp), values(100, 5)])
        let heaviest = try #require(found.first { $0.kind == .heaviestWeight })
        #expect(heaviest.previousKilograms == 100)
        #expect(found.map(\.kind) == [.heaviestWeight, .bestE1RM, .bestSetVolume])
    }

    @Test("A heavy warm-up today sets no record")
    func heavyWarmUpToday() {
        #expect(records([values(150, 3, kind: .warmUp), values(100, 5)], earlier: [values(100, 5)]).isEmpty)
        #expect(records([values(150, 20, kind: .warmUp)], earlier: [values(100, 5)]).isEmpty)
    }

    @Test("Sets not marked done set no record")
    func undoneToday() {
        #expect(records([values(150, 5), values(100, 5)], earlier: [values(100, 5)], undone: [0]).isEmpty)
    }

    @Test("Most reps at a weight: 90 × 9 beats an earlier 90 × 8")
    func mostReps() throws {
        let found = records([values(90, 9)], earlier: [values(100, 5), values(90, 8)])
        let reps = try #require(found.first { $0.kind == .mostRepsAtWeight })
        #expect(reps.kilograms == 90)
        #expect(reps.reps == 9)
        #expect(reps.previousReps == 8)
        #expect(found.map(\.kind) == [.bestE1RM, .mostRepsAtWeight, .bestSetVolume])
    }

    @Test("Most reps alone: 100 × 6 after 100 × 5, with a better e1RM and set volume already on file")
    func mostRepsOnly() throws {
        let found = records([values(100, 6)], earlier: [values(100, 5), values(110, 3), values(60, 20)])
        #expect(found.map(\.kind) == [.mostRepsAtWeight])
        #expect(found.first?.reps == 6)
        #expect(found.first?.previousReps == 5)
    }

    @Test("More reps at a weight do not count when a heavier weight was done for more")
    func heavierForMore() {
        let found = records([values(100, 7)], earlier: [values(110, 8)])
        #expect(!found.contains { $0.kind == .mostRepsAtWeight })
    }

    @Test("A weight never lifted before is a heaviest-weight record, not a most-reps one")
    func newWeightNoRepsRecord() {
        let found = records([values(120, 2)], earlier: [values(100, 10)])
        #expect(found.map(\.kind) == [.heaviestWeight])
    }

    @Test("No e1RM record above 12 reps, even when Epley would give more")
    func noE1RMAboveTwelve() {
        // 90 × 15 would be 135 by Epley, above the earlier 116.67, but 15 reps give no estimate.
        let found = records([values(90, 15)], earlier: [values(100, 5)])
        #expect(!found.contains { $0.kind == .bestE1RM })
        #expect(found.map(\.kind) == [.mostRepsAtWeight, .bestSetVolume])
    }

    @Test("Pounds are compared in kilograms: 225 lb × 5 beats 100 kg × 5")
    func pounds() throws {
        let found = records([values(225, 5, unit: .pounds)], earlier: [values(100, 5)])
        let heaviest = try #require(found.first { $0.kind == .heaviestWeight })
        #expect(abs(heaviest.kilograms - 102.05828325) < 1e-9)
        #expect(records([values(220, 5, unit: .pounds)], earlier: [values(100, 5)]).isEmpty)  // 99.79 kg
    }

    @Test("Exercises whose weight is not load set no records")
    func noLoad() {
        #expect(records([values(40, 12)], earlier: [values(20, 8)], kind: .assistedBodyweight).isEmpty)
        #expect(records([values(40, 12)], earlier: [values(20, 8)], kind: .bodyweightReps).isEmpty)
        #expect(records([values(40, 12)], earlier: [values(20, 8)], kind: .weightedBodyweight).map(\.kind)
            == [.heaviestWeight, .bestE1RM, .bestSetVolume])
    }

    @Test("An exercise listed twice in a workout is judged once, over all its sets")
    func exerciseListedTwice() {
        let first = WorkoutExercise(
            id: 1, exerciseID: 7, exerciseName: "Squat", kind: .weightAndReps, position: 0,
            sets: [WorkoutSet(id: 1, position: 0, values: values(100, 5), isDone: true)])
        let second = WorkoutExercise(
            id: 2, exerciseID: 7, exerciseName: "Squat", kind: .weightAndReps, position: 1,
            sets: [WorkoutSet(id: 2, position: 0, values: values(110, 5), isDone: true)])
        let workout = Workout(
            id: 1, name: "Legs", source: .empty, date: LocalDate("2026-11-23")!, startedAt: Date(timeIntervalSince1970: 0),
            endedAt: nil, exercises: [first, second])
        let found = RecordDetection.records(in: workout, earlier: [7: [values(105, 5)]])
        #expect(found.map(\.kind) == [.heaviestWeight, .bestE1RM, .bestSetVolume])
        #expect(found.first?.kilograms == 110)
    }

    @Test("Samples keep working sets with a weight above zero and reps")
    func samples() {
        let samples = RecordDetection.Sample.of([
            values(100, 5), values(60, 10, kind: .warmUp), values(0, 10), SetValues(weight: nil, reps: 5),
            SetValues(weight: Weight(80, .kilograms), reps: nil), values(80, 0), values(100, 5, unit: .pounds),
        ])
        #expect(samples.map(\.reps) == [5, 5])
        #expect(samples.first?.kilograms == 100)
        #expect(abs((samples.last?.kilograms ?? 0) - 45.359237) < 1e-9)
    }
}
