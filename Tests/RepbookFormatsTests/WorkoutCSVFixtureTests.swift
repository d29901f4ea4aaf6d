import Foundation
import RepbookCore
import RepbookTestFixtures
import RepbookFormats
import Testing

/// Every real export in Fixtures/workouts reads with the counts computed independently (Python's csv module over the
/// same files), the right first and last workouts, and spot-checked rows.
@Suite("Workout CSV fixtures")
struct WorkoutCSVFixtureTests {
    typealias Support = WorkoutCSVTestSupport

    @Test("Strong classic comma layout: 86 workouts, 1903 sets, 320 exercise entries; durations like 2h 38m; a swim")
    func strongClassic() throws {
        let file = try Support.readFixture("strong_classic_comma_AlexandrosKyriakakis", unit: .kilograms)
        #expect(file.format == .strong)
        #expect(file.statedUnit == nil)
        #expect(file.assumedUnit == .kilograms)
        #expect(file.rowCount == 1903)
        #expect(file.skipped == [])
        #expect(file.workouts.count == 86)
        #expect(file.setCount == 1903)
        #expect(file.exerciseEntryCount == 320)
        let first = try #require(file.workouts.first)
        #expect(first.start == Support.time("2020-12-30 18:51:52"))
        #expect(first.name == "Evening Workout")
        #expect(first.durationSeconds == 2 * 3600 + 38 * 60)
        #expect(first.line == 2)
        #expect(first.exercises.first?.name == "Snatch (Barbell)")
        #expect(first.exercises.first?.sets.map(\.values.weight) == [40, 40, 50, 60, 60, 60, 60, 70].map { Weight($0, .kilograms) })
        #expect(file.workouts.last?.start == Support.time("2021-09-06 18:21:27"))
        #expect(file.workouts.last?.durationSeconds == 2 * 3600 + 2 * 60)

        // Line 866: Swimming, weight 0, reps 0, Distance 1.0 (km for a lifter in kg), Seconds 30: a cardio set.
        let swim = try #require(file.set(atLine: 866))
        #expect(swim.exercise.name == "Swimming")
        #expect(swim.workout.durationSeconds == 5 * 60)
        #expect(swim.values == SetValues(weight: nil, reps: nil, durationSeconds: 30, distanceMeters: 1000))
        // Line 1348: Aerobics for 12 seconds.
        #expect(file.set(atLine: 1348)?.values == SetValues(durationSeconds: 12))
    }

    @Test("Strong without notes columns: reps written 13.0, weight 0.0 stays 0, the lifter's unit in pounds")
    func strongNoNotes() throws {
        let file = try Support.readFixture("strong_classic_noNotes_DaKheera47", unit: .pounds)
        #expect(file.format == .strong)
        #expect(file.statedUnit == nil)
        #expect(file.assumedUnit == .pounds)
        #expect(file.rowCount == 250)
        #expect(file.skipped == [])
        #expect(file.workouts.count == 15)
        #expect(file.setCount == 250)
        #expect(file.exerciseEntryCount == 87)
        #expect(file.workouts.first?.start == Support.time("2024-11-28 17:36:08"))
        #expect(file.workouts.first?.durationSeconds == 35 * 60)
        #expect(file.workouts.last?.start == Support.time("2025-10-08 13:03:21"))
        #expect(file.workouts.last?.durationSeconds == 3600 + 15 * 60)
        #expect(file.set(atLine: 2)?.values == SetValues(weight: Weight(10, .pounds), reps: 13))
        let legPress = try #require(file.set(atLine: 12))
        #expect(legPress.exercise.name == "Leg Press")
        #expect(legPress.values == SetValues(weight: Weight(0, .pounds), reps: 10))
        // The last line has no line end.
        #expect(file.set(atLine: 251)?.values == SetValues(weight: Weight(7.9, .pounds), reps: 8))
    }

    @Test("Strong current layout: ; and quotes, Workout #, Duration (sec), Weight (kg); empty sets skipped by line")
    func strongSemicolon() throws {
        let file = try Support.readFixture("strong_workoutnum_semicolon_DaKheera47", unit: .pounds)
        #expect(file.format == .strong)
        #expect(file.statedUnit == .kilograms)
        #expect(file.rowCount == 166)
        #expect(file.workouts.count == 10)
        #expect(file.setCount == 159)
        #expect(file.exerciseEntryCount == 56)
        #expect(file.skipped.map(\.line) == [15, 27, 82, 96, 123, 124, 126])
        #expect(file.skipped.first?.reason.englishText == "the set has no weight, reps, time or distance")
        #expect(file.workouts.first?.start == Support.time("2024-11-28 17:36:08"))
        #expect(file.workouts.first?.durationSeconds == 2134)
        #expect(file.workouts.last?.start == Support.time("2025-09-15 19:24:40"))
        #expect(file.workouts.last?.durationSeconds == 4105)
        // The header states kilograms, which wins over the lifter's pounds.
        #expect(file.set(atLine: 2)?.values == SetValues(weight: Weight(10, .kilograms), reps: 16))
        #expect(file.set(atLine: 167)?.exercise.name == "Pec Deck (Machine)")
        #expect(file.set(atLine: 167)?.values == SetValues(weight: Weight(25, .kilograms), reps: 12))
    }

    @Test("Hevy: 13 workouts oldest first, 132 sets, set types, RPE, a superset renumbered, notes with line breaks")
    func hevy() throws {
        let file = try Support.readFixture("hevy_kg_DaKheera47_EXCERPT", unit: .pounds)
        #expect(file.format == .hevy)
        #expect(file.statedUnit == .kilograms)
        #expect(file.rowCount == 132)
        #expect(file.skipped == [])
        #expect(file.workouts.count == 13)
        #expect(file.setCount == 132)
        #expect(file.exerciseEntryCount == 40)
        #expect(file.workouts.map(\.start) == file.workouts.map(\.start).sorted())
        #expect(file.workouts.first?.name == "Push 1")
        #expect(file.workouts.first?.start == Support.time("2025-04-21 09:03"))
        let last = try #require(file.workouts.last)
        #expect(last.name == "Lower // Ramp // Strength // 1")
        #expect(last.start == Support.time("2025-09-15 07:48"))
        #expect(last.durationSeconds == 85 * 60)
        #expect(last.line == 2)

        #expect(file.set(atLine: 2)?.values == SetValues(weight: Weight(39, .kilograms), reps: 10, kind: .warmUp, rpe: 6))
        #expect(file.set(atLine: 5)?.values == SetValues(weight: Weight(78, .kilograms), reps: 10, kind: .failure, rpe: 9.5))
        #expect(file.set(atLine: 11)?.values == SetValues(weight: nil, reps: 10, kind: .warmUp, rpe: 6))
        #expect(file.set(atLine: 20)?.exercise.notes == "Lower: all sets 175 next time\nLegs: 170")
        #expect(file.set(atLine: 123)?.values == SetValues(weight: Weight(30, .kilograms), reps: 10, kind: .drop, rpe: 10))
        // The warm-up walk: no weight, reps 0 and 300 seconds, a timed set.
        #expect(file.set(atLine: 130)?.values == SetValues(durationSeconds: 300))

        // Hip Adduction and Hip Abduction share superset_id 0: one superset, group 0.
        let legs = try #require(file.set(atLine: 91)?.workout)
        #expect(legs.name == "Legs // Ramp // Hypertrophy // 1")
        #expect(legs.exercises.filter { $0.supersetGroup == 0 }.map(\.name) == ["Hip Adduction (Machine)", "Hip Abduction (Machine)"])
        #expect(legs.exercises.filter { $0.supersetGroup == nil }.count == legs.exercises.count - 2)
    }

    @Test("FitNotes: one workout per day at noon, 290 days, 3697 sets in pounds, categories, comments, cardio")
    func fitNotes() throws {
        let file = try Support.readFixture("fitnotes_android_weightunit_kaiserlift_lifting", unit: .kilograms)
        #expect(file.format == .fitnotes)
        #expect(file.statedUnit == .pounds)
        #expect(file.rowCount == 3697)
        #expect(file.skipped == [])
        #expect(file.workouts.count == 290)
        #expect(file.setCount == 3697)
        #expect(file.exerciseEntryCount == 1230)
        let first = try #require(file.workouts.first)
        #expect(first.start == Support.time("2022-09-14 12:00"))
        #expect(first.name == "FitNotes workout")
        #expect(first.durationSeconds == nil)
        #expect(file.workouts.last?.start == Support.time("2025-11-12 12:00"))

        let press = try #require(file.set(atLine: 2))
        #expect(press.exercise.name == "Barbell Overhead Press")
        #expect(press.exercise.category == "Shoulders")
        #expect(press.values == SetValues(weight: Weight(45, .pounds), reps: 10))
        #expect(file.set(atLine: 2072)?.values == SetValues(weight: Weight(200, .pounds), reps: 0, note: "Fuck"))
        // Cardio: 5.8 mi in 59 minutes; 426 ft in 3 minutes; a plank of 1 lb for a minute; yoga of 0 m for 10 minutes.
        #expect(file.set(atLine: 221)?.values == SetValues(durationSeconds: 59 * 60, distanceMeters: 5.8 * 1609.344))
        #expect(file.set(atLine: 221)?.exercise.category == "Cardio")
        #expect(file.set(atLine: 990)?.values == SetValues(durationSeconds: 180, distanceMeters: 426 * 0.3048))
        #expect(file.set(atLine: 89)?.values == SetValues(weight: Weight(1, .pounds), durationSeconds: 60))
        #expect(file.set(atLine: 915)?.values == SetValues(durationSeconds: 600))
    }
}
