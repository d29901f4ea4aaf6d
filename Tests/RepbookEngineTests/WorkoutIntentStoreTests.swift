import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

/// The workout's intents other than its sets, on both engines: editing, moving and removing exercises, the rest timer,
/// the warm-up ramp, reopening, and updating the template a workout started from, each answered from its own
/// transaction and refused with the same words.
@Suite("Workout intents in the store")
struct WorkoutIntentStoreTests {
    @Test("Exercises are moved, grouped, noted and removed; the answer is the stored workout", arguments: Engine.allCases)
    func exercises(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await LiveWorkoutFixture.open(database)
            let ana = try await fixture.user("ana")
            let workout = try await fixture.start(for: ana)
            for name in ["Bench Press", "Back Squat", "Deadlift"] {
                _ = try await fixture.addExercise(try await fixture.exercise(name, of: ana).id, to: workout.id, of: ana)
            }
            let entries = try await fixture.workout(workout.id, of: ana).exercises
            var current = try await fixture.edit(entries[2].id, in: workout.id, WorkoutExerciseEdit(moveBy: -2), of: ana)
            #expect(current.exercises.map(\.exerciseName) == ["Deadlift", "Bench Press", "Back Squat"])
            #expect(current.exercises.map(\.position) == [0, 1, 2])
            current = try await fixture.edit(entries[0].id, in: workout.id, WorkoutExerciseEdit(notes: "pause", supersetWithNext: true), of: ana)
            #expect(current == (try await fixture.workout(workout.id, of: ana)))
            #expect(current.exercises[1].notes == "pause" && current.exercises[1].supersetGroup != nil)
            #expect(current.exercises[1].supersetGroup == current.exercises[2].supersetGroup)
            let removed = try await fixture.store.removeExercise(entries[1].id, from: .active, userID: ana.id, now: fixture.clock.now, once: nil)
                .unkeyed()
            #expect(removed.exercises.map(\.exerciseName) == ["Deadlift", "Bench Press"])
            await #expect(throws: DomainError.notFound(EnglishMessages.keyed("No exercise \(entries[1].id) in this workout."))) {
                _ = try await fixture.store.removeExercise(entries[1].id, from: .active, userID: ana.id, now: fixture.clock.now, once: nil)
            }
            await #expect(throws: DomainError.notFound(LocalizedText("error.no_exercise_with_id", ["exerciseID": "999999"]))) {
                _ = try await fixture.addExercise(999_999, to: workout.id, of: ana)
            }
        }
    }

    @Test("The rest is lengthened, shortened and skipped; the timer answered is the one stored", arguments: Engine.allCases)
    func rest(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await LiveWorkoutFixture.open(database)
            let ana = try await fixture.user("ana")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let workout = try await fixture.addExercise(bench.id, to: try await fixture.start(for: ana).id, of: ana)
            let set = try #require(workout.allSets.first)
            let started = try #require(try await fixture.changeSet(set.id, input: SetInput(weight: "60", reps: "5", done: true), of: ana).rest)
            func adjust(_ seconds: Int?) async throws -> Workout {
                try await fixture.store.adjustRest(by: seconds, in: .active, userID: ana.id, now: fixture.clock.now, once: nil).unkeyed()
            }
            let longer = try await adjust(30)
            #expect(longer.rest?.endsAt == started.endsAt.addingTimeInterval(30))
            #expect(longer == (try await fixture.workout(workout.id, of: ana)))
            let skipped = try await adjust(nil)
            #expect(skipped.rest == nil)
            #expect(try await fixture.workout(workout.id, of: ana).rest == nil)
        }
    }

    @Test("Warm-ups go ahead of the working sets; without a working weight they are refused and nothing changes", arguments: Engine.allCases)
    func warmUps(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await LiveWorkoutFixture.open(database)
            let ana = try await fixture.user("ana")
            let squat = try await fixture.exercise("Back Squat", of: ana)
            let workout = try await fixture.addExercise(squat.id, to: try await fixture.start(for: ana).id, of: ana)
            let entry = try #require(workout.exercises.first)
            func warmUp() async throws -> WarmUpsAdded {
                try await fixture.store.addWarmUpSets(to: entry.id, in: .active, unit: .kilograms, userID: ana.id, now: fixture.clock.now, once: nil)
                    .unkeyed()
            }
            await #expect(throws: DomainError.conflict(LocalizedText("error.enter_weight_first_working_set_then"))) {
                _ = try await warmUp()
            }
            #expect(try await fixture.workout(workout.id, of: ana) == workout)
            let working = try #require(entry.sets.first)
            _ = try await fixture.changeSet(working.id, input: SetInput(weight: "140", reps: "5"), of: ana)
            let added = try await warmUp()
            let sets = try #require(added.workout.exercises.first).sets
            let expected = CoachingSettings.standard.warmUp.sets(
                upTo: 140, setup: CoachingSettings.standard.plates(.kilograms), barbell: squat.equipment == .barbell)
            #expect(added.count == expected.count && added.count > 0)
            #expect(sets.map(\.position) == Array(0...added.count))
            #expect(sets.dropLast().allSatisfy { $0.values.kind == .warmUp && !$0.isDone })
            #expect(sets.last?.id == working.id)
            #expect(added.workout == (try await fixture.workout(workout.id, of: ana)))
        }
    }

    @Test("A workout finished within the hour is reopened; older ones, or one while another is in progress, are refused", arguments: Engine.allCases)
    func reopen(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await LiveWorkoutFixture.open(database)
            let ana = try await fixture.user("ana")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let finished = try await fixture.logged(bench, weight: "100", reps: "5", count: 2, of: ana).workout
            func reopen() async throws -> Workout {
                try await fixture.store.reopenWorkout(finished.id, userID: ana.id, now: fixture.clock.now, once: nil).unkeyed()
            }
            let other = try await fixture.start("Other", for: ana)
            await #expect(throws: DomainError.conflict(LocalizedText("error.in_progress_finish_or_discard_it", ["active": "Other"]))) {
                _ = try await reopen()
            }
            _ = try await fixture.store.deleteWorkout(workoutID: other.id, userID: ana.id, onlyActive: true, now: fixture.clock.now, once: nil)
            let reopened = try await reopen()
            #expect(reopened.isActive && reopened.allSets == finished.allSets)
            #expect(try await fixture.store.activeWorkoutID(userID: ana.id) == finished.id)
            await #expect(throws: DomainError.conflict(LocalizedText("error.workout_still_in_progress"))) { _ = try await reopen() }
            fixture.clock.advance(60)
            _ = try await fixture.finish(finished.id, of: ana)
            fixture.clock.advance(WorkoutReopening.window + 1)
            await #expect(throws: DomainError.conflict(LocalizedText("error.only_workout_finished_within_last_hour"))) { _ = try await reopen() }
            await #expect(throws: DomainError.notFound(LocalizedText("error.no_workout_with_id", ["id": "999999"]))) {
                _ = try await fixture.store.reopenWorkout(999_999, userID: ana.id, now: fixture.clock.now, once: nil)
            }
        }
    }

    @Test("The template a finished workout started from takes what was done; refused while in progress, without a template, or when it matches",
          arguments: Engine.allCases)
    func reviseTemplate(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await LiveWorkoutFixture.open(database)
            let ana = try await fixture.user("ana")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let stamp = "2026-01-01 00:00:00"
            try await RawSQL.execute(
                """
                INSERT INTO template (id, user_id, name, name_key, notes, created_at, updated_at)
                VALUES (7001, \(ana.id), 'Push', 'push', '', '\(stamp)', '\(stamp)')
                """, on: fixture.store)
            try await RawSQL.execute(
                """
                INSERT INTO template_exercise (template_id, exercise_id, position, target_sets, reps_min, reps_max, target_weight,
                                               target_weight_unit, notes)
                VALUES (7001, \(bench.id), 0, 3, 8, 12, 60, 'kg', '')
                """, on: fixture.store)
            let before = WorkoutTemplate(
                id: 7001, name: "Push", notes: "",
                exercises: [TemplateExercise(
                    exerciseName: "Bench Press", exerciseKind: bench.kind,
                    target: ExerciseTarget(exerciseID: bench.id, sets: 3, reps: try #require(RepRange(8, 12)), weight: Weight(60, .kilograms)))],
                updatedAt: Date())
            func revise(_ workoutID: Int64) async throws -> WorkoutTemplate {
                try await fixture.store.reviseTemplate(fromWorkout: workoutID, userID: ana.id, now: fixture.clock.now, once: nil).unkeyed()
            }
            let workout = try await fixture.start("Push", for: ana, templateID: 7001)
            let entry = try #require(try await fixture.addExercise(bench.id, to: workout.id, of: ana).exercises.first)
            await #expect(throws: DomainError.conflict(
                LocalizedText("error.finish_workout_before_updating_its_template"))) { _ = try await revise(workout.id) }
            let first = try #require(entry.sets.first)
            _ = try await fixture.changeSet(first.id, input: SetInput(weight: "70", reps: "10", done: true), of: ana)
            for _ in 0..<3 { _ = try await fixture.addSet(to: entry.id, input: SetInput(weight: "70", reps: "10", done: true), of: ana) }
            fixture.clock.advance(3600)
            let finished = try await fixture.finish(workout.id, of: ana).workout
            let revised = try await revise(workout.id)
            #expect(revised.exercises.map(\.target) == TemplateRevision.revised(before, by: finished)?.exercises)
            #expect(revised.updatedAt == fixture.clock.now)
            await #expect(throws: DomainError.conflict(
                LocalizedText("error.already_matches_workout", ["template": "Push"]))) { _ = try await revise(workout.id) }
            let plain = try await fixture.logged(bench, weight: "70", reps: "10", count: 1, of: ana).workout
            await #expect(throws: DomainError.conflict(
                LocalizedText("error.workout_was_not_started_from_template"))) { _ = try await revise(plain.id) }
        }
    }
}
