import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

/// The workout history import (`WorkoutImportService` over each engine's store): the preview, one transaction, the
/// lifter's mapping choices, workouts already in the log, and each user's library their own.
@Suite("Workout history import on both engines")
struct HistoryImportEngineTests {
    @Test("The preview counts workouts and sets, spans the days in the user's zone, maps every name and writes nothing", arguments: Engine.allCases)
    func preview(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let ana = try await fixture.user("ana", zone: "America/New_York")
            let before = try await fixture.exercises(of: ana)
            let plan = try await fixture.services.imports.preview(StrongHistoryFile.strong, userID: ana.id)

            #expect(plan.format == .strong && plan.statedUnit == nil && plan.assumedUnit == .pounds)
            #expect(plan.workoutsToAdd == 3)
            #expect(plan.setsToAdd == 8)
            #expect(plan.firstDay == LocalDate("2024-11-26"))
            #expect(plan.lastDay == LocalDate("2024-11-28"))
            #expect(plan.mappings.map(\.sourceName) == ["Bench Press (Barbell)", "Bent Over Row (Barbell)", "Pull Up", "Squat (Dumbbell)"])
            #expect(plan.mappings.map(\.setCount) == [4, 1, 2, 1])
            #expect(plan.mappings.map(\.match) == [.nameAndEquipment, .knownAlias, .sameName, .none])
            #expect(plan.mappings.map { $0.exercise?.name } == ["Bench Press", "Barbell Row", "Pull-Up", nil])
            #expect(
                plan.mappings[3].newExercise == ExerciseDraft(name: "Squat (Dumbbell)", category: .legs, kind: .weightAndReps, equipment: .dumbbell))
            #expect(plan.exercisesToCreate == 1)
            #expect(plan.alreadyImported.isEmpty)
            #expect(plan.skippedRows.inEnglish == [SkippedImportRow(line: 12, reason: "a rest timer row, not a set")])

            #expect(try await fixture.history(of: ana).isEmpty)
            #expect(try await fixture.exercises(of: ana) == before)
        }
    }

    @Test("Running writes every workout in the user's zone: a 23:30 New York workout stays on its day; weights as typed", arguments: Engine.allCases)
    func run(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let ana = try await fixture.user("ana", zone: "America/New_York")
            let report = try await fixture.services.imports.run(StrongHistoryFile.strong, userID: ana.id)
            #expect(report == WorkoutImportReport(workoutsAdded: 3, setsAdded: 8, exercisesCreated: 1, workoutsSkipped: 0))

            let history = try await fixture.history(of: ana)
            #expect(history.map(\.name) == ["Push Day", "Pull Day", "Push Day"])
            #expect(history.map(\.date.description) == ["2024-11-28", "2024-11-27", "2024-11-26"])
            #expect(history.allSatisfy { $0.source == .imported })
            let late = history[0]
            #expect(late.startedAt == ISO8601DateFormatter().date(from: "2024-11-29T04:30:00Z"))
            #expect(late.endedAt == late.startedAt + 2700)
            #expect(history[1].endedAt == history[1].startedAt)
            let bench = try await fixture.exercise("Bench Press", of: ana)
            #expect(late.exercises.map(\.exerciseID) == [bench.id])
            #expect(late.allSets.map(\.values) == [SetValues(weight: Weight(190, .pounds), reps: 3, kind: .failure)])

            let first = history[2]
            #expect(first.notes == "Felt good")
            #expect(first.exercises.map(\.exerciseName) == ["Bench Press", "Squat (Dumbbell)"])
            #expect(first.exercises[0].notes == "paused")
            #expect(first.exercises[0].sets.map(\.values.kind) == [.warmUp, .normal, .normal])
            #expect(first.exercises[0].sets.map(\.values.weight) == [Weight(135, .pounds), Weight(185, .pounds), Weight(185, .pounds)])
            #expect(first.allSets.filter { !$0.isDone }.isEmpty)
            let created = try await fixture.exercise("Squat (Dumbbell)", of: ana)
            #expect((created.category, created.kind, created.equipment) == (.legs, .weightAndReps, .dumbbell))
            #expect(history[1].exercises.map(\.exerciseName) == ["Pull-Up", "Barbell Row"])
        }
    }

    @Test("Importing the same file twice adds nothing the second time and says which workouts are already in the log", arguments: Engine.allCases)
    func twice(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let ana = try await fixture.user("ana", zone: "America/New_York")
            _ = try await fixture.services.imports.run(StrongHistoryFile.strong, userID: ana.id)
            let exercises = try await fixture.exercises(of: ana)

            let plan = try await fixture.services.imports.preview(StrongHistoryFile.strong, userID: ana.id)
            #expect(plan.workoutsToAdd == 0 && plan.setsToAdd == 0 && plan.firstDay == nil && plan.lastDay == nil)
            #expect(plan.mappings.isEmpty)
            #expect(plan.alreadyImported.inEnglish == [
                SkippedImportRow(line: 2, reason: "Already in your log: Push Day on Tue 26 Nov 2024."),
                SkippedImportRow(line: 6, reason: "Already in your log: Pull Day on Wed 27 Nov 2024."),
                SkippedImportRow(line: 10, reason: "Already in your log: Push Day on Thu 28 Nov 2024."),
            ])
            let again = try await fixture.services.imports.run(StrongHistoryFile.strong, userID: ana.id)
            #expect(again == WorkoutImportReport(workoutsAdded: 0, setsAdded: 0, exercisesCreated: 0, workoutsSkipped: 3))
            #expect(try await fixture.history(of: ana).count == 3)
            #expect(try await fixture.exercises(of: ana) == exercises)
        }
    }

    @Test(
        "A workout in the log with the same start second and name (any case) is the same; a workout the file repeats is added once",
        arguments: Engine.allCases)
    func sameWorkout(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let ana = try await fixture.user("ana", zone: "America/New_York")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let start = StrongHistoryFile.at("2024-11-26", 18, 5).instant(in: TimeZone(identifier: "America/New_York")!)
            _ = try await fixture.store.insertFinishedWorkouts(
                [FinishedWorkoutDraft(name: "PUSH DAY", date: LocalDate("2024-11-26")!, startedAt: start + 0.4, endedAt: start + 60, exercises: [
                    FinishedExerciseDraft(exerciseID: bench.id, sets: [SetValues(weight: Weight(100, .kilograms), reps: 5)])])],
                userID: ana.id, now: Date())
            var workouts = StrongHistoryFile.strong.workouts
            workouts.append(
                ImportedWorkout(
                    line: 20, name: " pull   day ", start: StrongHistoryFile.at("2024-11-27", 7), durationSeconds: 60, notes: "", exercises: []))
            let file = StrongHistoryFile.file(workouts)

            let plan = try await fixture.services.imports.preview(file, userID: ana.id)
            #expect(plan.workoutsToAdd == 2)
            #expect(plan.alreadyImported.inEnglish == [
                SkippedImportRow(line: 2, reason: "Already in your log: Push Day on Tue 26 Nov 2024."),
                SkippedImportRow(line: 20, reason: "The same workout as line 6: pull day on Wed 27 Nov 2024."),
            ])
            let report = try await fixture.services.imports.run(file, userID: ana.id)
            #expect(report == WorkoutImportReport(workoutsAdded: 2, setsAdded: 4, exercisesCreated: 0, workoutsSkipped: 2))
            #expect(try await fixture.history(of: ana).map(\.name) == ["Push Day", "Pull Day", "PUSH DAY"])
        }
    }

    @Test("The lifter's choices override matching: an exercise of theirs, or a new one beside a same-named one", arguments: Engine.allCases)
    func choices(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let ana = try await fixture.user("ana", zone: "America/New_York")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let goblet = try await fixture.exercise("Goblet Squat", of: ana)
            let file = StrongHistoryFile.file([
                ImportedWorkout(line: 2, name: "A", start: StrongHistoryFile.at("2024-01-02", 9), durationSeconds: 600, notes: "", exercises: [
                    ImportedExercise(name: "Bench Press (Barbell)", sets: [StrongHistoryFile.lift(2, 100, 5)]),
                    ImportedExercise(name: "Flat Barbell Bench Press", sets: [StrongHistoryFile.lift(3, 100, 5)]),
                    ImportedExercise(name: "Squat (Dumbbell)", sets: [StrongHistoryFile.lift(4, 40, 10)]),
                    ImportedExercise(name: "Bench Press", sets: [StrongHistoryFile.lift(5, 60, 10)]),
                ]),
            ])
            let choices: [String: ExerciseChoice] = [
                "Bench Press (Barbell)": .existing(bench.id), "Flat Barbell Bench Press": .existing(bench.id),
                "Squat (Dumbbell)": .existing(goblet.id), "Bench Press": .create, "Not in the file": .existing(999_999),
            ]
            let plan = try await fixture.services.imports.preview(file, userID: ana.id, choices: choices)
            #expect(plan.mappings.map(\.sourceName) == ["Bench Press", "Bench Press (Barbell)", "Flat Barbell Bench Press", "Squat (Dumbbell)"])
            #expect(plan.mappings.map(\.match) == [.chosen, .nameAndEquipment, .knownAlias, .chosen])
            #expect(plan.mappings.map { $0.exercise?.id } == [nil, bench.id, bench.id, goblet.id])
            #expect(plan.mappings[0].newExercise?.name == "Bench Press (2)")

            let report = try await fixture.services.imports.run(file, userID: ana.id, choices: choices)
            #expect(report.exercisesCreated == 1)
            let copy = try await fixture.exercise("Bench Press (2)", of: ana)
            #expect(try await fixture.history(of: ana)[0].exercises.map(\.exerciseID) == [bench.id, bench.id, goblet.id, copy.id])
        }
    }

    @Test("Another user's exercise in the choices is invalid, naming the name, and nothing is written", arguments: Engine.allCases)
    func isolation(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let ana = try await fixture.user("ana", zone: "America/New_York")
            let ben = try await fixture.user("ben", zone: "America/New_York")
            let bensBench = try await fixture.exercise("Bench Press", of: ben)
            let choices: [String: ExerciseChoice] = ["Bench Press (Barbell)": .existing(bensBench.id)]
            for attempt in [true, false] {
                let error = await #expect(throws: DomainError.self) {
                    if attempt {
                        _ = try await fixture.services.imports.preview(StrongHistoryFile.strong, userID: ana.id, choices: choices)
                    } else {
                        _ = try await fixture.services.imports.run(StrongHistoryFile.strong, userID: ana.id, choices: choices)
                    }
                }
                #expect(error?.field == "mapping")
                #expect(error?.english.contains("\"Bench Press (Barbell)\"") == true)
            }
            #expect(try await fixture.history(of: ana).isEmpty)
            #expect(try await fixture.history(of: ben).isEmpty)
        }
    }

    @Test(
        "A workout the log cannot hold in the middle of the file is named by line and nothing is written, no exercise either",
        arguments: Engine.allCases)
    func brokenWorkout(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let ana = try await fixture.user("ana", zone: "America/New_York")
            let before = try await fixture.exercises(of: ana)
            var workouts = StrongHistoryFile.strong.workouts
            workouts[1] = ImportedWorkout(
                line: 6, name: "Pull Day", start: StrongHistoryFile.at("2024-11-27", 7), durationSeconds: nil, notes: "",
                exercises: [
                ImportedExercise(name: "Pull Up", sets: [ImportedSet(line: 7, values: SetValues(reps: 5000))]),
            ])
            let file = StrongHistoryFile.file(workouts)
            for attempt in [true, false] {
                let error = await #expect(throws: DomainError.self) {
                    if attempt {
                        _ = try await fixture.services.imports.preview(file, userID: ana.id)
                    } else {
                        _ = try await fixture.services.imports.run(file, userID: ana.id)
                    }
                }
                #expect(error?.field == "reps")
                #expect(error?.english == "Line 6: The workout \"Pull Day\" on 2024-11-27: reps must be between 0 and 1000.")
            }
            #expect(try await fixture.history(of: ana).isEmpty)
            #expect(try await fixture.exercises(of: ana) == before)
        }
    }

    @Test("A failure inside the transaction, after a workout and a new exercise were written, rolls all of it back", arguments: Engine.allCases)
    func rollback(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let ana = try await fixture.user("ana", zone: "America/New_York")
            let ben = try await fixture.user("ben", zone: "America/New_York")
            let bensBench = try await fixture.exercise("Bench Press", of: ben)
            let before = try await fixture.exercises(of: ana)
            let start = Date(timeIntervalSince1970: 1_732_000_000)
            let workout = { (line: Int, offset: TimeInterval, target: ImportedExerciseTarget) in
                ImportBatchWorkout(
                    line: line, name: "W\(line)", date: LocalDate(start + offset, in: TimeZone(identifier: "UTC")!), startedAt: start + offset,
                    endedAt: start + offset + 60,
                    notes: "", exercises: [ImportBatchExercise(target: target, sets: [SetValues(weight: Weight(80, .kilograms), reps: 5)])])
            }
            let batch = WorkoutImportBatch(
                newExercises: [ExerciseDraft(name: "Zercher Squat", category: .legs, kind: .weightAndReps, equipment: .barbell)],
                workouts: [workout(2, 0, .new(0)), workout(3, 86400, .existing(bensBench.id)), workout(4, 2 * 86400, .new(0))])
            await #expect(throws: DomainError.notFound(EnglishMessages.keyed("No exercise with id \(bensBench.id)."))) {
                _ = try await fixture.store.importWorkoutHistory(batch, userID: ana.id, now: Date())
            }
            #expect(try await fixture.history(of: ana).isEmpty)
            #expect(try await fixture.exercises(of: ana) == before)
        }
    }

    @Test("A new exercise whose name the user has by now is used, not created again", arguments: Engine.allCases)
    func exerciseAppearedMeanwhile(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let ana = try await fixture.user("ana", zone: "America/New_York")
            let plan = try await fixture.services.imports.preview(StrongHistoryFile.strong, userID: ana.id)
            #expect(plan.exercisesToCreate == 1)
            let meanwhile = try await fixture.store.insertExercise(
                ExerciseDraft(name: "squat (dumbbell)", category: .legs, kind: .weightAndReps, equipment: .dumbbell), userID: ana.id, now: Date())
            let start = Date(timeIntervalSince1970: 1_732_000_000)
            let batch = WorkoutImportBatch(
                newExercises: [ExerciseDraft(name: "Squat (Dumbbell)", category: .legs, kind: .weightAndReps, equipment: .dumbbell)],
                workouts: [ImportBatchWorkout(
                    line: 2, name: "Legs", date: LocalDate(start, in: TimeZone(identifier: "UTC")!), startedAt: start, endedAt: start, notes: "",
                    exercises: [ImportBatchExercise(target: .new(0), sets: [SetValues(weight: Weight(20, .kilograms), reps: 12)])])])
            let report = try await fixture.store.importWorkoutHistory(batch, userID: ana.id, now: Date())
            #expect(report == WorkoutImportReport(workoutsAdded: 1, setsAdded: 1, exercisesCreated: 0, workoutsSkipped: 0))
            #expect(try await fixture.history(of: ana)[0].exercises.map(\.exerciseID) == [meanwhile.id])
        }
    }

    @Test("Two imports of one file racing add each workout once", arguments: Engine.allCases)
    func race(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let ana = try await fixture.user("ana", zone: "America/New_York")
            async let first = fixture.services.imports.run(StrongHistoryFile.strong, userID: ana.id)
            async let second = fixture.services.imports.run(StrongHistoryFile.strong, userID: ana.id)
            let reports = try await [first, second]
            #expect(reports.map(\.workoutsAdded).reduce(0, +) == 3)
            #expect(reports.map(\.workoutsSkipped).reduce(0, +) == 3)
            #expect(reports.map(\.exercisesCreated).reduce(0, +) == 1)
            #expect(try await fixture.history(of: ana).count == 3)
            #expect(try await fixture.exercises(of: ana).filter { $0.name == "Squat (Dumbbell)" }.count == 1)
        }
    }

    @Test("A file without workouts is invalid; workout names are trimmed to 80 characters, a blank one is \"Workout\"", arguments: Engine.allCases)
    func namesAndEmpty(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let ana = try await fixture.user("ana", zone: "America/New_York")
            await #expect(throws: DomainError.invalid(field: "file", message: LocalizedText("error.file_has_no_workouts"))) {
                _ = try await fixture.services.imports.preview(StrongHistoryFile.file([]), userID: ana.id)
            }
            let long = String(repeating: "Leg day ", count: 15)
            let file = StrongHistoryFile.file([
                ImportedWorkout(line: 2, name: long, start: StrongHistoryFile.at("2024-02-01", 8), durationSeconds: nil, notes: "", exercises: []),
                ImportedWorkout(line: 3, name: "  ", start: StrongHistoryFile.at("2024-02-02", 8), durationSeconds: nil, notes: "", exercises: []),
            ])
            _ = try await fixture.services.imports.run(file, userID: ana.id)
            let names = try await fixture.history(of: ana).map(\.name)
            #expect(names[0] == "Workout")
            #expect(names[1].count == 79 && long.hasPrefix(names[1]))
        }
    }

    @Test("Notes longer than the log holds are cut to its limits instead of stopping the import", arguments: Engine.allCases)
    func longNotesAreClipped(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let ana = try await fixture.user("ana", zone: "America/New_York")
            let long = String(repeating: "é", count: 4500)
            let file = StrongHistoryFile.file([
                ImportedWorkout(line: 2, name: "Long", start: StrongHistoryFile.at("2024-11-26", 18), durationSeconds: 60, notes: long, exercises: [
                    ImportedExercise(name: "Bench Press (Barbell)", notes: long, sets: [
                        ImportedSet(line: 2, values: SetValues(weight: Weight(100, .pounds), reps: 5, note: long)),
                    ]),
                ]),
            ])
            let report = try await fixture.services.imports.run(file, userID: ana.id)
            #expect(report.setsAdded == 1)
            let workout = try #require(try await fixture.history(of: ana).first)
            #expect(workout.notes.unicodeScalars.count == 4000)
            #expect(workout.exercises[0].notes.unicodeScalars.count == 2000)
            #expect(workout.exercises[0].sets[0].values.note.unicodeScalars.count == 500)
        }
    }
}
