import Foundation
import RepbookCore

/// An account with every kind of data, made through a store's own calls and the Core services: the account the archive
/// tests export and restore on either engine (`RepbookEngineTests`' `ArchiveEngineFixture`, `RepbookSQLiteTests`'
/// `ArchiveFixture`).
public enum RichAccount {
    /// A 7 × 5 PNG and a 4 × 3 JPEG, written by Pillow.
    public static let png = Data(
        base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAcAAAAFCAIAAAAG+GGPAAAAFElEQVR4nGPkOmHDgAGYMIWoIgoAdEoBGGBPnt8AAAAASUVORK5CYII=")!
    public static let jpegHeader =
        Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]) + Data("JFIF".utf8) + Data([0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00])
        + Data([0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x03, 0x00, 0x04, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01])
        + Data(repeating: 7, count: 300)

    /// A new account `name` with settings, coaching, a changed library, templates, an active split, a year of workouts, a
    /// quick log, a workout in progress from the split (a set changed, its rest skipped), weigh-ins, measurements,
    /// journal days, supplements with intakes and two photos saved through `files`.
    public static func make(
        _ name: String, store: any RepbookStore, accounts: AccountService, files: any PhotoFileStore
    ) async throws -> User {
        let user = try await accounts.addUser(username: name, password: "correct horse", timeZoneIdentifier: "Europe/Berlin")
        let now = Date(timeIntervalSince1970: 1_795_000_000.123)
        try await store.saveSettings(
            UserSettings(
                weightUnit: .pounds, appearance: .dark, timeZoneIdentifier: "Europe/Berlin", defaultRestSeconds: 95, oneRepMaxFormula: .brzycki,
                weeklyTarget: 3, heightCentimetres: 181.5, goalWeight: Weight(176.5, .pounds)),
            userID: user.id)
        try await store.saveCoachingSettings(
            try CoachingSettingsInput(barKg: "15", platesKg: "20, 10, 5, 2.5", barLb: "35", platesLb: "45, 25, 10", warmUpSteps: "50×5, 75×3")
                .settings(),
            userID: user.id)

        var library = try await store.exercises(userID: user.id, query: ExerciseQuery(includeArchived: true))
        func exercise(_ name: String) throws -> Exercise { try required(library.first { $0.name == name }) }
        let zercher = try await store.insertExercise(
            ExerciseDraft(name: "Zercher Squat", category: .legs, kind: .weightAndReps, equipment: .barbell, notes: "Elbows \"in\", bar low"),
            userID: user.id, now: now)
        _ = try await store.setFavorite(id: try exercise("Deadlift").id, userID: user.id, isFavorite: true, now: now)
        let renamed = try required(library.first { !DemoHistory.exerciseNames.contains($0.name) })
        _ = try await store.updateExercise(
            id: renamed.id, userID: user.id,
            draft: ExerciseDraft(
                name: "Wide Pulldown", category: renamed.category, kind: renamed.kind, equipment: renamed.equipment, notes: "renamed"),
            now: now)
        let unused = try required(library.first { !DemoHistory.exerciseNames.contains($0.name) && $0.id != renamed.id })
        try await store.deleteExercise(id: unused.id, userID: user.id)
        let archivedOne = try required(library.last { !DemoHistory.exerciseNames.contains($0.name) && $0.id != renamed.id && $0.id != unused.id })
        _ = try await store.setArchived(id: archivedOne.id, userID: user.id, isArchived: true, now: now)
        library = try await store.exercises(userID: user.id, query: ExerciseQuery(includeArchived: true))

        let bench = try exercise("Bench Press")
        let push = try await store.insertTemplate(
            TemplateDraft(name: "Push Day", notes: "Heavy first", exercises: [
                ExerciseTarget(exerciseID: bench.id, sets: 4, reps: RepRange(5, 8)!, weight: Weight(225, .pounds), restSeconds: 180,
                               progression: Progression(rule: .double, increment: Weight(5, .pounds), deloadAfter: 3, deloadPercent: 10)),
                ExerciseTarget(exerciseID: zercher.id, sets: 3, reps: RepRange(8, 12)!, supersetGroup: 0, notes: "slow"),
            ]),
            userID: user.id, now: now)
        let pull = try await store.insertTemplate(
            TemplateDraft(
                name: "Pull Day", notes: "", exercises: [ExerciseTarget(exerciseID: try exercise("Deadlift").id, sets: 1, reps: RepRange(5, 5)!)]),
            userID: user.id, now: now)
        let split = try await store.insertSplit(
            SplitDraft(name: "Push Pull", schedule: .rotation, advance: .completion, days: [push.id, nil, pull.id]), userID: user.id, now: now)
        _ = try await store.insertSplit(
            SplitDraft(name: "Weekly", schedule: .weekly, advance: .calendar, days: [push.id, nil, nil, pull.id, nil, nil, nil]),
            userID: user.id, now: now)
        _ = try await store.activateSplit(id: split.id, userID: user.id, customName: "Winter block", startDate: LocalDate("2026-11-02")!, now: now)

        let zone = TimeZone(identifier: "Europe/Berlin")!
        let history = DemoHistory(seed: 7, endDate: LocalDate("2026-11-15")!, years: 1, timeZone: zone).workouts(library: library)
        _ = try await store.insertFinishedWorkouts(history, userID: user.id, now: now)
        try await store.appendQuickLog(
            userID: user.id, exerciseID: zercher.id, date: LocalDate("2026-11-16")!, startedAt: now, weight: Weight(60.5, .kilograms), reps: 8,
            count: 3, now: now)
        let fromPlan = try await store.insertWorkout(
            WorkoutPlan(
                name: "Push Day", source: .splitDay, date: LocalDate("2026-11-17")!, startedAt: now.addingTimeInterval(86_400.5),
                templateID: push.id, splitID: split.id, splitDayIndex: 0,
                exercises: [
                    PlannedExercise(
                        exerciseID: bench.id, supersetGroup: 1, notes: "pause reps", restSeconds: 150, targetSets: 4, targetReps: RepRange(5, 8),
                        sets: [SetValues(weight: Weight(100, .kilograms), reps: 5), SetValues(weight: Weight(102.5, .kilograms), reps: 4)]),
                ]),
            userID: user.id, now: now)
        let setID = try required(fromPlan.exercises.first?.sets.first?.id, "set in the workout in progress")
        _ = try await store.changeSet(
            setID, in: .id(fromPlan.id), input: SetInput(weight: "100kg", reps: "5", kind: "warmup", rpe: "7.5", note: "easy, \"fast\"", done: true),
            settings: try await store.settings(userID: user.id), userID: user.id, now: now, once: nil)
        try await store.skipRest(workoutID: fromPlan.id, userID: user.id, now: now)

        for (day, weight, fat) in [("2026-11-01", 180.2, 18.5), ("2026-11-08", 179.4, nil), ("2026-11-15", 82.1, 17.9)] as [(String, Double, Double?)]
        {
            try await store.saveBodyWeight(
                BodyWeightEntry(date: LocalDate(day)!, weight: Weight(weight, day == "2026-11-15" ? .kilograms : .pounds), bodyFatPercent: fat),
                userID: user.id, now: now)
        }

        let tags = try await store.journalTags(userID: user.id)
        let custom = try await store.insertJournalTag(name: "Deload", userID: user.id, now: now)
        _ = try await store.updateJournalTag(id: tags[1].id, userID: user.id, change: JournalTagChange(isHidden: true), now: now)
        _ = try await store.updateJournalDay(
            on: LocalDate("2026-11-10")!, change: JournalDayChange(replacementTagIDs: [tags[0].id, custom.id], note: "Slept 9 h.\nFelt strong."),
            userID: user.id, now: now)
        _ = try await store.updateJournalDay(
            on: LocalDate("2026-11-11")!, change: JournalDayChange(replacementTagIDs: [tags[1].id]), userID: user.id, now: now)

        let supplements = try await store.supplements(userID: user.id)
        let ashwagandha = try await store.insertSupplement(
            SupplementDraft(name: "Ashwagandha", dose: "600 mg", stack: .evening), startDate: LocalDate("2026-10-01")!, userID: user.id, now: now)
        _ = try await store.updateSupplement(
            id: supplements[2].id, userID: user.id, change: SupplementChange(retirement: .retire(on: LocalDate("2026-11-05")!)), now: now)
        for day in ["2026-11-01", "2026-11-02", "2026-11-03"] {
            try await store.setSupplementTaken(id: supplements[0].id, on: LocalDate(day)!, taken: true, userID: user.id, now: now)
            try await store.setSupplementTaken(id: ashwagandha.id, on: LocalDate(day)!, taken: true, userID: user.id, now: now)
        }

        let measurements = BodyMeasurementService(store: store, now: { now })
        let wrist = try await measurements.addCustom(name: "Wrist", for: user)
        _ = try await measurements.save(
            BodyMeasurementDayInput(date: "2026-11-01", unit: "in", values: [("waist", "32.5"), (wrist.key.description, "6.75")]), for: user)
        _ = try await measurements.save(BodyMeasurementDayInput(date: "2026-11-15", unit: "cm", values: [("upper-arm-left", "38.5")]), for: user)

        let photos = ProgressPhotoService(store: store, files: files, now: { now })
        _ = try await photos.upload(.bytes(png), details: PhotoDetailsInput(angle: "front", date: "2026-11-01", note: "Morning"), for: user)
        _ = try await photos.upload(.bytes(jpegHeader), details: PhotoDetailsInput(angle: "side", date: "2026-11-15"), for: user)
        return user
    }

    /// What the fixture expected of the starter library and did not find.
    public struct Missing: Error, CustomStringConvertible {
        public let description: String
    }

    private static func required<T>(_ value: T?, _ what: String = "a starter exercise") throws -> T {
        guard let value else { throw Missing(description: "RichAccount found no \(what).") }
        return value
    }
}
