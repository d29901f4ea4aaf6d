import Foundation
import RepbookCore
import RepbookPostgres
import RepbookStore
import Testing

/// Both engines' finished-workout bulk insert (part of `WorkoutStore`, which is not yet whole on PostgreSQL).
protocol FinishedWorkoutInserting {
    func insertFinishedWorkouts(_ workouts: [FinishedWorkoutDraft], userID: Int64, now: Date) async throws -> Int
}

extension SQLiteStore: FinishedWorkoutInserting {}
extension PostgresStore: FinishedWorkoutInserting {}

/// One engine's store with a photo folder, making an account with every kind of data through the store's calls.
struct ArchiveEngineFixture {
    let store: any EngineStore
    let services: EngineServices
    let files: FileSystemPhotoStore

    /// A 7 × 5 PNG and a 4 × 3 JPEG, written by Pillow.
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAcAAAAFCAIAAAAG+GGPAAAAFElEQVR4nGPkOmHDgAGYMIWoIgoAdEoBGGBPnt8AAAAASUVORK5CYII=")!
    static let jpegHeader = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]) + Data("JFIF".utf8) + Data(repeating: 7, count: 300)

    init(store: any EngineStore, folder: String) {
        self.store = store
        services = EngineServices(store: store)
        files = FileSystemPhotoStore(dataDirectory: folder)
    }

    func freshUser(_ name: String) async throws -> User {
        try await services.accounts.addUser(username: name, password: "correct horse", timeZoneIdentifier: "UTC")
    }

    /// Settings, coaching, a changed library, templates, an active split, a year of workouts, a workout in progress from
    /// the split, weigh-ins, measurements, journal days, supplements with intakes and photos.
    func richUser(_ name: String) async throws -> User {
        let user = try await services.accounts.addUser(username: name, password: "correct horse", timeZoneIdentifier: "Europe/Berlin")
        let now = Date(timeIntervalSince1970: 1_795_000_000.123)
        try await store.saveSettings(
            UserSettings(
                weightUnit: .pounds, appearance: .dark, timeZoneIdentifier: "Europe/Berlin", defaultRestSeconds: 95, oneRepMaxFormula: .brzycki,
                weeklyTarget: 3, heightCentimetres: 181.5, goalWeight: Weight(176.5, .pounds)),
            userID: user.id)
        try await store.saveCoachingSettings(
            try CoachingSettingsInput(barKg: "15", platesKg: "20, 10, 5, 2.5", barLb: "35", platesLb: "45, 25, 10", warmUpSteps: "50×5, 75×3").settings(),
            userID: user.id)

        var library = try await store.exercises(userID: user.id, query: ExerciseQuery(includeArchived: true))
        func exercise(_ name: String) throws -> Exercise { try #require(library.first { $0.name == name }) }
        let zercher = try await store.insertExercise(
            ExerciseDraft(name: "Zercher Squat", category: .legs, kind: .weightAndReps, equipment: .barbell, notes: "Elbows \"in\", bar low"),
            userID: user.id, now: now)
        _ = try await store.setFavorite(id: try exercise("Deadlift").id, userID: user.id, isFavorite: true, now: now)
        let renamed = try #require(library.first { !DemoHistory.exerciseNames.contains($0.name) })
        _ = try await store.updateExercise(
            id: renamed.id, userID: user.id,
            draft: ExerciseDraft(name: "Wide Pulldown", category: renamed.category, kind: renamed.kind, equipment: renamed.equipment, notes: "renamed"),
            now: now)
        let unused = try #require(library.first { !DemoHistory.exerciseNames.contains($0.name) && $0.id != renamed.id })
        try await store.deleteExercise(id: unused.id, userID: user.id)
        let archivedOne = try #require(library.last { !DemoHistory.exerciseNames.contains($0.name) && $0.id != renamed.id && $0.id != unused.id })
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
            TemplateDraft(name: "Pull Day", notes: "", exercises: [ExerciseTarget(exerciseID: try exercise("Deadlift").id, sets: 1, reps: RepRange(5, 5)!)]),
            userID: user.id, now: now)
        let split = try await store.insertSplit(
            SplitDraft(name: "Push Pull", schedule: .rotation, advance: .completion, days: [push.id, nil, pull.id]), userID: user.id, now: now)
        _ = try await store.insertSplit(
            SplitDraft(name: "Weekly", schedule: .weekly, advance: .calendar, days: [push.id, nil, nil, pull.id, nil, nil, nil]),
            userID: user.id, now: now)
        _ = try await store.activateSplit(id: split.id, userID: user.id, customName: "Winter block", startDate: LocalDate("2026-11-02")!, now: now)

        let zone = TimeZone(identifier: "Europe/Berlin")!
        let history = DemoHistory(seed: 7, endDate: LocalDate("2026-11-15")!, years: 1, timeZone: zone).workouts(library: library)
        #expect(history.count > 100)
        let inserting = try #require(store as? any FinishedWorkoutInserting)
        _ = try await inserting.insertFinishedWorkouts(history, userID: user.id, now: now)
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
        let setID = try #require(fromPlan.exercises.first?.sets.first?.id)
        _ = try await store.changeSet(
            setID, in: .id(fromPlan.id), input: SetInput(weight: "100kg", reps: "5", kind: "warmup", rpe: "7.5", note: "easy, \"fast\"", done: true),
            settings: try await store.settings(userID: user.id), userID: user.id, now: now, once: nil)

        for (day, weight, fat) in [("2026-11-01", 180.2, 18.5), ("2026-11-08", 179.4, nil), ("2026-11-15", 82.1, 17.9)] as [(String, Double, Double?)] {
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
        _ = try await photos.upload(.bytes(Self.png), details: PhotoDetailsInput(angle: "front", date: "2026-11-01", note: "Morning"), for: user)
        _ = try await photos.upload(.bytes(Self.jpegHeader), details: PhotoDetailsInput(angle: "side", date: "2026-11-15"), for: user)
        return user
    }

    /// The user's archive, the photos read from their files.
    func archive(_ user: User) async throws -> UserArchive {
        let files = files
        let userID = user.id
        return try await store.archive(userID: user.id, exportedAt: Date(timeIntervalSince1970: 0)) { key in
            try Data(contentsOf: files.url(of: key, userID: userID))
        }
    }

    /// Restores `archive` into the user through `UserArchiveService`: validated, the photo files saved under new keys
    /// first, then the store's one transaction.
    func restore(_ archive: UserArchive, into user: User) async throws -> ArchiveRestoreReport {
        try await UserArchiveService(store: store, files: files, now: { Date(timeIntervalSince1970: 1_796_000_000) })
            .restore(archive, userID: user.id)
    }
}

/// The domain error `body` throws; nil when it finishes, a catch-all `invalid` for any other error.
private func outcome(_ body: @Sendable () async throws -> Void) async -> DomainError? {
    do {
        try await body()
        return nil
    } catch let error as DomainError {
        return error
    } catch {
        return .invalid(field: "-", message: String(reflecting: error))
    }
}

/// The archive without what legitimately differs between two exports of equal data.
private func sameData(_ archive: UserArchive) -> UserArchive {
    var archive = archive
    archive.username = "-"
    return archive
}

@Suite("Archive store: export and restore on both engines")
struct ArchiveStoreTests {
    /// Runs `body` with a fixture on a fresh database of `engine` and a photo folder of its own.
    private func withFixture(_ engine: Engine, _ body: (ArchiveEngineFixture) async throws -> Void) async throws {
        try await TestDatabase.with(engine) { database in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-archive-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try await body(ArchiveEngineFixture(store: try await database.open(), folder: folder))
        }
    }

    @Test("a rich account exported and restored into a fresh account gives back an equal archive", arguments: Engine.allCases)
    func roundTrip(engine: Engine) async throws {
        try await withFixture(engine) { fixture in
            let ana = try await fixture.richUser("ana")
            let first = try await fixture.archive(ana)
            #expect(first.username == "ana")
            #expect(first.workouts.count > 100 && first.workouts.contains { $0.endedAt == nil })
            #expect(first.workouts.contains { $0.template == "Push Day" && $0.split == "Push Pull" && $0.splitDayIndex == 0 })
            #expect(first.splits.contains { $0.activation?.customName == "Winter block" } && first.splits.contains { $0.days.contains(nil) })
            #expect(first.templates.contains { $0.exercises.contains { $0.progression?.rule == "double" } })
            #expect(first.photos.map(\.image) == [ArchiveEngineFixture.png, ArchiveEngineFixture.jpegHeader])
            #expect(first.journal.days.count == 2 && first.supplements.reduce(0) { $0 + $1.intakes.count } == 6)
            #expect(first.supplements.contains { $0.retiredOn != nil })
            #expect(first.exercises.contains { $0.name == "Wide Pulldown" && $0.seedKey != nil })
            #expect(first.measurements?.custom == ["Wrist"] && first.measurements?.values.count == 3)
            #expect(first.settings.coaching?.barKg == 15 && first.settings.userSettings.goalWeight == Weight(176.5, .pounds))
            #expect(first.bodyWeights.contains { $0.bodyFatPercent == nil })
            #expect(try await fixture.store.hasArchivableHistory(userID: ana.id))

            let bea = try await fixture.freshUser("bea")
            #expect(try await fixture.store.hasArchivableHistory(userID: bea.id) == false)
            let report = try await fixture.restore(first, into: bea)
            #expect(report.counts == ArchiveCounts(first))
            #expect(report.exercisesAdded == 2)  // Zercher Squat and the renamed starter exercise
            let second = try await fixture.archive(bea)
            #expect(sameData(second) == sameData(first))
            if sameData(second) != sameData(first) {
                #expect(second.exercises == first.exercises)
                #expect(second.templates == first.templates)
                #expect(second.splits == first.splits)
                #expect(second.workouts == first.workouts)
                #expect(second.journal == first.journal)
                #expect(second.supplements == first.supplements)
                #expect(second.measurements == first.measurements)
                #expect(second.settings == first.settings)
                #expect(second.photos == first.photos)
                #expect(second.bodyWeights == first.bodyWeights)
            }

            // The restored workouts are whole workouts: the active one reads back with its plan and its changed set.
            let active = try #require(try await fixture.store.activeWorkout(userID: bea.id))
            #expect(active.exercises.first?.sets.first?.values.note == "easy, \"fast\"" && active.splitDayIndex == 0)
        }
    }

    @Test("a restore into an account with history is refused and changes nothing", arguments: Engine.allCases)
    func nonEmptyAccount(engine: Engine) async throws {
        try await withFixture(engine) { fixture in
            let ana = try await fixture.richUser("ana")
            let before = try await fixture.archive(ana)
            let bea = try await fixture.freshUser("bea")
            await #expect(throws: DomainError.invalid(field: "photos", message: "Every photo needs its stored file.")) {
                _ = try await fixture.store.restoreArchive(before, photoKeys: [], userID: bea.id, now: Date())
            }
            await #expect(throws: UserArchiveService.accountNotEmpty) {
                _ = try await fixture.restore(before, into: ana)
            }
            #expect(try await fixture.archive(ana) == before)
            #expect(try await fixture.store.hasArchivableHistory(userID: bea.id) == false)
        }
    }

    @Test("two restores racing into one empty account: one wins, the other is refused", arguments: Engine.allCases)
    func racingRestores(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-archive-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            // On PostgreSQL two pools on one database (two servers); on SQLite the one store a data folder has.
            let one = ArchiveEngineFixture(store: try await database.open(), folder: folder)
            let two = engine == .sqlite ? one : ArchiveEngineFixture(store: try await database.open(), folder: folder)
            let source = try await one.archive(try await one.richUser("ana"))
            let bea = try await one.freshUser("bea")
            async let first = outcome { _ = try await one.restore(source, into: bea) }
            async let second = outcome { _ = try await two.restore(source, into: bea) }
            let outcomes = [await first, await second]
            #expect(outcomes.filter { $0 == nil }.count == 1)
            // The loser is told the account is no longer empty, not a database error.
            #expect(outcomes.compactMap { $0 } == [UserArchiveService.accountNotEmpty])
            let restored = try await two.archive(bea)
            #expect(sameData(restored) == sameData(source))
        }
    }

    @Test("an archive of one engine restored on the other gives back an equal archive")
    func acrossEngines() async throws {
        try await withFixture(.sqlite) { sqlite in
            let source = try await sqlite.archive(try await sqlite.richUser("ana"))
            try await withFixture(.postgres) { postgres in
                let bea = try await postgres.freshUser("bea")
                _ = try await postgres.restore(source, into: bea)
                let copy = try await postgres.archive(bea)
                #expect(sameData(copy) == sameData(source))
                let back = try await sqlite.freshUser("cleo")
                _ = try await sqlite.restore(copy, into: back)
                #expect(sameData(try await sqlite.archive(back)) == sameData(source))
            }
        }
    }
}
