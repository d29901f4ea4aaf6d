import Foundation
import RepbookCore
import Testing

@Suite("Rest and the next set")
struct WorkoutFlowTests {
    /// An exercise whose sets have ids `id * 100 + 1`, `id * 100 + 2`, …; sets listed in `done` are marked done.
    private func exercise(
        _ id: Int64, position: Int, sets: Int, done: Set<Int64> = [], rest: Int? = nil, superset: Int? = nil
    ) -> WorkoutExercise {
        WorkoutExercise(
            id: id, exerciseID: id * 10, exerciseName: "Exercise \(id)", kind: .weightAndReps, position: position,
            supersetGroup: superset, restSeconds: rest,
            sets: (1...sets).map { number in
                let setID = id * 100 + Int64(number)
                return WorkoutSet(
                    id: setID, position: number - 1, values: SetValues(weight: Weight(100, .kilograms), reps: 5),
                    isDone: done.contains(setID))
            })
    }

    private func workout(_ exercises: [WorkoutExercise]) -> Workout {
        Workout(
            id: 1, name: "Push", source: .empty, date: LocalDate("2026-11-23")!, startedAt: Date(timeIntervalSince1970: 1_795_433_400),
            endedAt: nil, exercises: exercises)
    }

    private func step(after setID: Int64, _ exercises: [WorkoutExercise], defaultRest: Int = 90) -> WorkoutFlow.Step {
        WorkoutFlow.afterDone(setID: setID, in: workout(exercises), defaultRestSeconds: defaultRest)
    }

    // MARK: Plain exercises

    @Test("After a set: the exercise's rest, then its next set")
    func sameExercise() {
        let exercises = [exercise(1, position: 0, sets: 3, done: [101], rest: 120), exercise(2, position: 1, sets: 2)]
        #expect(step(after: 101, exercises) == WorkoutFlow.Step(restSeconds: 120, nextSetID: 102))
    }

    @Test("Without an exercise rest, the user's default")
    func defaultRest() {
        let exercises = [exercise(1, position: 0, sets: 3, done: [101]), exercise(2, position: 1, sets: 2)]
        #expect(step(after: 101, exercises, defaultRest: 75) == WorkoutFlow.Step(restSeconds: 75, nextSetID: 102))
    }

    @Test("The next set skips sets already done")
    func skipsDone() {
        let exercises = [exercise(1, position: 0, sets: 3, done: [101, 102])]
        #expect(step(after: 101, exercises).nextSetID == 103)
    }

    @Test("After an exercise's last set, the next exercise's first open set")
    func nextExercise() {
        let exercises = [
            exercise(1, position: 0, sets: 2, done: [101, 102], rest: 120), exercise(2, position: 1, sets: 2, done: [201]),
            exercise(3, position: 2, sets: 2),
        ]
        #expect(step(after: 102, exercises) == WorkoutFlow.Step(restSeconds: 120, nextSetID: 202))
        let allOfTwoDone = [exercises[0], exercise(2, position: 1, sets: 2, done: [201, 202]), exercises[2]]
        #expect(step(after: 102, allOfTwoDone).nextSetID == 301)
    }

    @Test("After the last exercise, back to an earlier open set; nothing when all are done")
    func wrapsAndEnds() {
        let open = [exercise(1, position: 0, sets: 2, done: [101]), exercise(2, position: 1, sets: 1, done: [201])]
        #expect(step(after: 201, open) == WorkoutFlow.Step(restSeconds: 90, nextSetID: 102))
        let finished = [exercise(1, position: 0, sets: 2, done: [101, 102]), exercise(2, position: 1, sets: 1, done: [201])]
        #expect(step(after: 201, finished) == WorkoutFlow.Step(restSeconds: 90, nextSetID: nil))
    }

    @Test("Rest 0 means no rest: on the exercise, or as the default without one")
    func noRest() {
        let zero = [exercise(1, position: 0, sets: 2, done: [101], rest: 0)]
        #expect(step(after: 101, zero, defaultRest: 90) == WorkoutFlow.Step(restSeconds: nil, nextSetID: 102))
        let none = [exercise(1, position: 0, sets: 2, done: [101])]
        #expect(step(after: 101, none, defaultRest: 0) == WorkoutFlow.Step(restSeconds: nil, nextSetID: 102))
        let own = [exercise(1, position: 0, sets: 2, done: [101], rest: 45)]
        #expect(step(after: 101, own, defaultRest: 0).restSeconds == 45)
    }

    @Test("An unknown set gives no rest and no next set")
    func unknownSet() {
        #expect(step(after: 999, [exercise(1, position: 0, sets: 2)]) == WorkoutFlow.Step(restSeconds: nil, nextSetID: nil))
    }

    // MARK: Supersets

    private func pair(done: Set<Int64>, restA: Int? = 60, restB: Int? = 120) -> [WorkoutExercise] {
        [
            exercise(1, position: 0, sets: 3, done: done, rest: restA, superset: 0),
            exercise(2, position: 1, sets: 3, done: done, rest: restB, superset: 0),
            exercise(3, position: 2, sets: 2, done: done, rest: 30),
        ]
    }

    @Test("Superset A/B: after A set 1, no rest and straight to B set 1")
    func supersetA() {
        #expect(step(after: 101, pair(done: [101])) == WorkoutFlow.Step(restSeconds: nil, nextSetID: 201))
    }

    @Test("Superset A/B: after B set 1, rest, then A set 2")
    func supersetB() {
        #expect(step(after: 201, pair(done: [101, 201])) == WorkoutFlow.Step(restSeconds: 120, nextSetID: 102))
    }

    @Test("Superset rounds continue: A2 → B2 without rest, B2 → A3 with rest")
    func supersetRounds() {
        #expect(step(after: 102, pair(done: [101, 201, 102])) == WorkoutFlow.Step(restSeconds: nil, nextSetID: 202))
        #expect(step(after: 202, pair(done: [101, 201, 102, 202])) == WorkoutFlow.Step(restSeconds: 120, nextSetID: 103))
    }

    @Test("After the superset's last round, rest and move on to the next exercise")
    func supersetDone() {
        let done: Set<Int64> = [101, 102, 103, 201, 202, 203]
        #expect(step(after: 203, pair(done: done)) == WorkoutFlow.Step(restSeconds: 120, nextSetID: 301))
    }

    @Test("The rest after a round falls back to the default; 0 means none")
    func supersetRest() {
        #expect(step(after: 201, pair(done: [101, 201], restB: nil), defaultRest: 75).restSeconds == 75)
        #expect(step(after: 201, pair(done: [101, 201], restB: 0), defaultRest: 75).restSeconds == nil)
        #expect(step(after: 201, pair(done: [101, 201], restB: nil), defaultRest: 0) == WorkoutFlow.Step(restSeconds: nil, nextSetID: 102))
    }

    @Test("A three-exercise superset goes A → B → C without rest, then rests")
    func giantSet() {
        let exercises = [
            exercise(1, position: 0, sets: 2, done: [101, 201], superset: 2),
            exercise(2, position: 1, sets: 2, done: [101, 201], superset: 2),
            exercise(3, position: 2, sets: 2, done: [101, 201], superset: 2),
        ]
        #expect(step(after: 201, exercises) == WorkoutFlow.Step(restSeconds: nil, nextSetID: 301))
        let roundDone = exercises.map { exercise($0.id, position: $0.position, sets: 2, done: [101, 201, 301], superset: 2) }
        #expect(step(after: 301, roundDone) == WorkoutFlow.Step(restSeconds: 90, nextSetID: 102))
    }

    @Test("Exercises in different groups, or alone in a group, are not a superset")
    func notASuperset() {
        let apart = [
            exercise(1, position: 0, sets: 2, done: [101], superset: 0), exercise(2, position: 1, sets: 2, superset: 1),
        ]
        #expect(step(after: 101, apart) == WorkoutFlow.Step(restSeconds: 90, nextSetID: 102))
    }
}
