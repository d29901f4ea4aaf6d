import Foundation
import RepbookCore
import Testing

@Suite("Workout volume and summary")
struct VolumeTests {
    let start = Date(timeIntervalSince1970: 1_795_433_400)

    private func set(_ id: Int64, _ weight: Double?, _ reps: Int?, unit: WeightUnit = .kilograms, kind: SetKind = .normal, done: Bool = true)
        -> WorkoutSet
    {
        WorkoutSet(id: id, position: Int(id), values: SetValues(weight: weight.map { Weight($0, unit) }, reps: reps, kind: kind), isDone: done)
    }

    private func exercise(_ id: Int64, _ kind: ExerciseKind = .weightAndReps, sets: [WorkoutSet]) -> WorkoutExercise {
        WorkoutExercise(id: id, exerciseID: id, exerciseName: "Exercise \(id)", kind: kind, position: Int(id), sets: sets)
    }

    private func workout(_ exercises: [WorkoutExercise], minutes: Int? = 62) -> Workout {
        Workout(
            id: 1, name: "Push Day", source: .empty, date: LocalDate("2026-11-23")!, startedAt: start,
            endedAt: minutes.map { start.addingTimeInterval(Double($0 * 60 + 5)) }, exercises: exercises)
    }

    @Test("Weight × reps of done sets: 2 × 100 kg × 5 is 1000 kg")
    func plain() {
        #expect(WorkoutVolume.kilograms(of: workout([exercise(1, sets: [set(1, 100, 5), set(2, 100, 5)])])) == 1000)
    }

    @Test("Warm-ups are excluded, however heavy")
    func warmUps() {
        let sets = [set(1, 60, 10, kind: .warmUp), set(2, 140, 3, kind: .warmUp), set(3, 100, 5)]
        #expect(WorkoutVolume.kilograms(of: workout([exercise(1, sets: sets)])) == 500)
    }

    @Test("Drop, failure and rest-pause sets are work and count")
    func intensityTechniques() {
        let sets = [set(1, 100, 5, kind: .failure), set(2, 80, 6, kind: .drop), set(3, 70, 4, kind: .restPause)]
        #expect(WorkoutVolume.kilograms(of: workout([exercise(1, sets: sets)])) == 500 + 480 + 280)
    }

    @Test("Sets not marked done are excluded")
    func undone() {
        let sets = [set(1, 100, 5), set(2, 100, 5, done: false), set(3, 120, 5, done: false)]
        #expect(WorkoutVolume.kilograms(of: workout([exercise(1, sets: sets)])) == 500)
    }

    @Test("Pounds convert with 0.45359237: 225 lb × 5 is 510.29 kg")
    func pounds() {
        let volume = WorkoutVolume.kilograms(of: workout([exercise(1, sets: [set(1, 225, 5, unit: .pounds)])]))
        #expect(abs(volume - 510.29141625) < 1e-9)
        let mixed = WorkoutVolume.kilograms(of: workout([exercise(1, sets: [set(1, 100, 5), set(2, 100, 5, unit: .pounds)])]))
        #expect(abs(mixed - (500 + 226.796185)) < 1e-9)
    }

    @Test("Assisted bodyweight, bodyweight, reps-only and timed sets contribute 0; weighted bodyweight counts the added load")
    func kinds() {
        let assisted = exercise(1, .assistedBodyweight, sets: [set(1, 30, 10)])
        let bodyweight = exercise(2, .bodyweightReps, sets: [set(2, 10, 12)])
        let repsOnly = exercise(3, .repsOnly, sets: [set(3, 5, 20)])
        let timed = exercise(4, .duration, sets: [set(4, 20, 3)])
        let weighted = exercise(5, .weightedBodyweight, sets: [set(5, 20, 8)])
        #expect(WorkoutVolume.kilograms(of: workout([assisted, bodyweight, repsOnly, timed])) == 0)
        #expect(WorkoutVolume.kilograms(of: workout([assisted, weighted])) == 160)
        #expect(WorkoutVolume.kilograms(SetValues(weight: Weight(30, .kilograms), reps: 10), kind: .assistedBodyweight) == 0)
        #expect(WorkoutVolume.kilograms(SetValues(weight: Weight(30, .kilograms), reps: 10), kind: .weightAndReps) == 300)
    }

    @Test("A set without a weight or reps contributes 0")
    func incomplete() {
        #expect(WorkoutVolume.kilograms(SetValues(weight: nil, reps: 10), kind: .weightAndReps) == 0)
        #expect(WorkoutVolume.kilograms(SetValues(weight: Weight(100, .kilograms), reps: nil), kind: .weightAndReps) == 0)
    }

    @Test("Done sets are counted, warm-ups included, undone ones not")
    func doneCount() {
        let sets = [set(1, 60, 10, kind: .warmUp), set(2, 100, 5), set(3, 100, 5, done: false)]
        let other = exercise(2, .bodyweightReps, sets: [set(4, nil, 12)])
        #expect(WorkoutVolume.doneSetCount(of: workout([exercise(1, sets: sets), other])) == 3)
    }

    @Test("The summary adds duration, done sets, volume and records")
    func summary() {
        let bench = exercise(1, sets: [set(1, 60, 10, kind: .warmUp), set(2, 105, 5), set(3, 100, 5, done: false)])
        let summary = WorkoutSummary(of: workout([bench]), earlier: [
                PerformedSet(
                    workoutID: 9, exerciseID: 1, date: LocalDate("2026-11-01")!, kind: .weightAndReps,
                    values: SetValues(weight: Weight(100, .kilograms), reps: 5))
        ])
        #expect(summary.durationSeconds == 62 * 60 + 5)
        #expect(summary.setCount == 2)
        #expect(summary.volumeKilograms == 525)
        #expect(summary.records.map(\.kind) == [.heaviestWeight, .bestE1RM, .bestSetVolume, .bestSessionVolume])
    }

    @Test("An unfinished workout summarises with no duration")
    func unfinished() {
        let summary = WorkoutSummary(of: workout([exercise(1, sets: [set(1, 100, 5)])], minutes: nil), earlier: [])
        #expect(summary.durationSeconds == 0)
        #expect(summary.setCount == 1)
        #expect(summary.records.isEmpty)
    }
}
