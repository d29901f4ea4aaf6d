import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

/// The picker's intents on both engines: several exercises added in one transaction (all or none), an exercise
/// replaced with its sets kept, and the superset with any exercise and the move to a place that the edit writes.
@Suite("Exercise choice intents in the store")
struct ExerciseChoiceIntentTests {
    @Test("Several exercises are added in the order picked, each with one set; one unknown adds none", arguments: Engine.allCases)
    func addSeveral(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await LiveWorkoutFixture.open(database)
            let ana = try await fixture.user("ana")
            let workout = try await fixture.start(for: ana)
            let ids = try await ["Deadlift", "Bench Press", "Pull-Up"].asyncMap { try await fixture.exercise($0, of: ana).id }
            let added = try await fixture.store.addExercises(ids, to: .active, userID: ana.id, now: fixture.clock.now, once: nil).unkeyed()
            #expect(added.exercises.map(\.exerciseName) == ["Deadlift", "Bench Press", "Pull-Up"])
            #expect(added.exercises.map(\.position) == [0, 1, 2])
            #expect(added.exercises.map(\.sets.count) == [1, 1, 1])
            #expect(added == (try await fixture.workout(workout.id, of: ana)))
            await #expect(throws: DomainError.notFound(LocalizedText("error.no_exercise_with_id", ["exerciseID": "999999"]))) {
                _ = try await fixture.store.addExercises([ids[0], 999_999], to: .active, userID: ana.id, now: fixture.clock.now, once: nil)
            }
            #expect(try await fixture.workout(workout.id, of: ana).exercises.count == 3, "all or none")
            // Another user's exercise is not found either.
            let bo = try await fixture.user("bo")
            _ = try await fixture.start(for: bo)
            await #expect(throws: DomainError.notFound(EnglishMessages.keyed("No exercise with id \(ids[0])."))) {
                _ = try await fixture.store.addExercises([ids[0]], to: .active, userID: bo.id, now: fixture.clock.now, once: nil)
            }
        }
    }

    @Test("A replaced exercise keeps its sets, notes and place; an unknown entry or exercise changes nothing", arguments: Engine.allCases)
    func replace(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await LiveWorkoutFixture.open(database)
            let ana = try await fixture.user("ana")
            let workout = try await fixture.start(for: ana)
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let incline = try await fixture.exercise("Incline Bench Press", of: ana)
            let squat = try await fixture.exercise("Back Squat", of: ana)
            _ = try await fixture.addExercise(squat.id, to: workout.id, of: ana)
            let before = try await fixture.addExercise(bench.id, to: workout.id, of: ana)
            let entry = before.exercises[1]
            let set = try #require(entry.sets.first)
            _ = try await fixture.changeSet(set.id, input: SetInput(weight: "80", reps: "8", done: true), of: ana)
            _ = try await fixture.edit(entry.id, in: workout.id, WorkoutExerciseEdit(notes: "wide grip"), of: ana)
            let replaced = try await fixture.store.replaceExercise(
                entry.id, with: incline.id, in: .active, userID: ana.id, now: fixture.clock.now, once: nil
            ).unkeyed()
            #expect(replaced.exercises.map(\.exerciseName) == ["Back Squat", "Incline Bench Press"])
            #expect(replaced.exercises[1].id == entry.id && replaced.exercises[1].notes == "wide grip")
            #expect(replaced.exercises[1].sets.map(\.id) == [set.id])
            #expect(replaced.exercises[1].sets[0].values.reps == 8 && replaced.exercises[1].sets[0].isDone)
            #expect(replaced == (try await fixture.workout(workout.id, of: ana)))
            await #expect(throws: DomainError.notFound(LocalizedText("error.no_exercise_with_id", ["exerciseID": "999999"]))) {
                _ = try await fixture.store.replaceExercise(entry.id, with: 999_999, in: .active, userID: ana.id, now: fixture.clock.now, once: nil)
            }
            await #expect(throws: DomainError.notFound(LocalizedText("error.no_exercise_in_workout", ["entryID": "999999"]))) {
                _ = try await fixture.store.replaceExercise(999_999, with: bench.id, in: .active, userID: ana.id, now: fixture.clock.now, once: nil)
            }
            #expect(try await fixture.workout(workout.id, of: ana) == replaced)
        }
    }

    @Test("A superset with any exercise brings it after the group; a move goes straight to its place", arguments: Engine.allCases)
    func supersetAndMove(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await LiveWorkoutFixture.open(database)
            let ana = try await fixture.user("ana")
            let workout = try await fixture.start(for: ana)
            let ids = try await ["Bench Press", "Back Squat", "Deadlift", "Pull-Up"].asyncMap { try await fixture.exercise($0, of: ana).id }
            let entries = try await fixture.store.addExercises(ids, to: .active, userID: ana.id, now: fixture.clock.now, once: nil)
                .unkeyed().exercises
            var current = try await fixture.edit(entries[0].id, in: workout.id, WorkoutExerciseEdit(supersetWith: entries[3].id), of: ana)
            #expect(current.exercises.map(\.exerciseName) == ["Bench Press", "Pull-Up", "Back Squat", "Deadlift"])
            #expect(current.exercises[0].supersetGroup != nil && current.exercises[0].supersetGroup == current.exercises[1].supersetGroup)
            #expect(current.exercises[2].supersetGroup == nil && current.exercises[3].supersetGroup == nil)
            #expect(current == (try await fixture.workout(workout.id, of: ana)))
            current = try await fixture.edit(entries[2].id, in: workout.id, WorkoutExerciseEdit(moveTo: 0), of: ana)
            #expect(current.exercises.map(\.exerciseName) == ["Deadlift", "Bench Press", "Pull-Up", "Back Squat"])
            #expect(current.exercises.map(\.position) == [0, 1, 2, 3])
            await #expect(throws: DomainError.invalid(field: "superset_with", message:
                LocalizedText("error.no_exercise_in_workout_superset_with", ["partnerID": "999999"]))) {
                _ = try await fixture.edit(entries[0].id, in: workout.id, WorkoutExerciseEdit(supersetWith: 999_999), of: ana)
            }
            #expect(try await fixture.workout(workout.id, of: ana) == current)
        }
    }
}
