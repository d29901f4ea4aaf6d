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

    /// Earlier done sets of an exercise, all from one earlier session.
    private func earlier(_ sets: [SetValues], exerciseID: Int64 = 1, kind: ExerciseKind = .weightAndReps) -> [PerformedSet] {
        sets.map { PerformedSet(workoutID: 100, exerciseID: exerciseID, date: LocalDate("2026-11-16")!, kind: kind, values: $0) }
    }

    /// The set-level records of a workout (session volume is checked on its own, in `sessionVolume`).
    private func records(
        _ today: [SetValues], earlier sets: [SetValues], kind: ExerciseKind = .weightAndReps, undone: Set<Int> = [], sessionVolume: Bool = false
    ) -> [PersonalRecord] {
        RecordDetection.records(in: workout(today, kind: kind, undone: undone), earlier: earlier(sets, kind: kind))
            .filter { sessionVolume || $0.kind != .bestSessionVolume }
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
        #expect(RecordDetection.records(in: workout([values(200, 10)]), earlier: []).isEmpty)
        #expect(RecordDetection.records(in: workout([values(200, 10)]), earlier: earlier([values(20, 5)], exerciseID: 2)).isEmpty)
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

    @Test("Assisted and bodyweight exercises: the entered weight is no heaviest-weight record")
    func noLoad() {
        #expect(records([values(40, 12)], earlier: [values(20, 8)], kind: .assistedBodyweight).isEmpty)
        #expect(records([values(40, 12)], earlier: [values(20, 8)], kind: .bodyweightReps).map(\.kind) == [.mostRepsAtWeight])
        // Weighted bodyweight without a known body weight: the added load is what the e1RM sees.
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
        let found = RecordDetection.records(in: workout, earlier: earlier([values(105, 5)], exerciseID: 7))
        #expect(found.map(\.kind) == [.heaviestWeight, .bestE1RM, .bestSetVolume, .bestSessionVolume])
        #expect(found.first?.kilograms == 110)
    }

    @Test("Samples keep working sets with reps; plain weight-and-reps sets also need a weight above zero")
    func samples() {
        let all = [
            values(100, 5), values(60, 10, kind: .warmUp), values(0, 10), SetValues(weight: nil, reps: 5),
            SetValues(weight: Weight(80, .kilograms), reps: nil), values(80, 0), values(100, 5, unit: .pounds),
        ]
        let samples = all.compactMap { RecordSample.of($0, kind: .weightAndReps, formula: .epley, bodyWeight: nil) }
        #expect(samples.map(\.reps) == [5, 5])
        #expect(samples.first?.kilograms == 100)
        #expect(abs((samples.last?.kilograms ?? 0) - 45.359237) < 1e-9)
    }

    @Test("Session volume: a session with more total work beats the best earlier session, even with lighter sets")
    func sessionVolume() throws {
        let found = records([values(80, 10), values(80, 10), values(80, 10)], earlier: [values(100, 5), values(100, 5)], sessionVolume: true)
        let session = try #require(found.first { $0.kind == .bestSessionVolume })
        #expect(session.kilograms == 2400)
        #expect(session.previousKilograms == 1000)
        #expect(found.map(\.kind) == [.mostRepsAtWeight, .bestSetVolume, .bestSessionVolume])
        #expect(records([values(100, 5), values(100, 5)], earlier: [values(100, 5), values(100, 5)], sessionVolume: true).isEmpty)
    }

    @Test("Bodyweight work: most reps without a body weight; with one, the 1RM includes it (and minus the assistance)")
    func bodyweight() throws {
        let bodyWeight = BodyWeightHistory([BodyWeightEntry(date: LocalDate("2026-11-01")!, weight: Weight(80, .kilograms))])
        let pullUps = [SetValues(weight: nil, reps: 10)]
        let before = earlier([SetValues(weight: nil, reps: 8)], kind: .bodyweightReps)
        let plain = RecordDetection.records(in: workout(pullUps, kind: .bodyweightReps), earlier: before)
        #expect(plain.map(\.kind) == [.mostRepsAtWeight])
        #expect(plain.first?.reps == 10 && plain.first?.kilograms == 0)
        let weighed = RecordDetection.records(in: workout(pullUps, kind: .bodyweightReps), earlier: before, bodyWeight: bodyWeight)
        let e1rm = try #require(weighed.first { $0.kind == .bestE1RM })
        #expect(abs(e1rm.kilograms - 80 * (1 + 10.0 / 30)) < 1e-9)
        #expect(abs((e1rm.previousKilograms ?? 0) - 80 * (1 + 8.0 / 30)) < 1e-9)
        // Weighted dips: +20 kg × 5 at 80 kg body weight is an e1RM of 100 × (1 + 5/30).
        let dips = RecordDetection.records(
            in: workout([values(20, 5)], kind: .weightedBodyweight), earlier: earlier([values(10, 5)], kind: .weightedBodyweight),
            bodyWeight: bodyWeight)
        let dipsE1RM = try #require(dips.first { $0.kind == .bestE1RM })
        let expected: Double = 100 * (1 + 5.0 / 30)
        #expect(abs(dipsE1RM.kilograms - expected) < 1e-9)
        #expect(dips.first { $0.kind == .heaviestWeight }?.kilograms == 20)
        // Assisted: 80 − 30 = 50 kg moved; without a body weight there is no estimate and no weight record.
        let assisted = RecordDetection.records(
            in: workout([values(30, 8)], kind: .assistedBodyweight), earlier: earlier([values(40, 8)], kind: .assistedBodyweight),
            bodyWeight: bodyWeight)
        #expect(assisted.map(\.kind) == [.bestE1RM])
        #expect(RecordDetection.records(
            in: workout([values(30, 8)], kind: .assistedBodyweight), earlier: earlier([values(40, 8)], kind: .assistedBodyweight)).isEmpty)
    }

    @Test("Brzycki when the user picks it: 100 × 5 is 112.5")
    func brzycki() throws {
        let found = RecordDetection.records(in: workout([values(100, 5)]), earlier: earlier([values(95, 5)]), formula: .brzycki)
        let e1rm = try #require(found.first { $0.kind == .bestE1RM })
        #expect(abs(e1rm.kilograms - 112.5) < 1e-9)
    }
}
