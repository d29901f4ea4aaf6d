import Foundation
import RepbookCore
import RepbookStore
import Testing

/// A Repbook account with every kind of data, built through the real services and store over a data folder.
struct ArchiveFixture {
    let directory: String
    let store: SQLiteStore
    let services: Services
    let photoFiles: FileSystemPhotoStore
    let archives: UserArchiveService

    /// A 7 × 5 PNG and a 4 × 3 JPEG, written by Pillow.
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAcAAAAFCAIAAAAG+GGPAAAAFElEQVR4nGPkOmHDgAGYMIWoIgoAdEoBGGBPnt8AAAAASUVORK5CYII=")!
    static let jpegHeader = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]) + Data("JFIF".utf8) + Data(repeating: 7, count: 300)

    /// A data folder with its own database file.
    static func make(directory: String? = nil) throws -> ArchiveFixture {
        let directory = try directory ?? temporaryDirectory()
        let store = try SQLiteStore.open(dataDirectory: directory)
        let files = FileSystemPhotoStore(dataDirectory: directory)
        return ArchiveFixture(
            directory: directory, store: store, services: Services(store: store), photoFiles: files,
            archives: UserArchiveService(store: store, files: files, now: { Date() }))
    }

    /// The photo files of a user on disk.
    func photoFileNames(userID: Int64) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory + "/photos/\(userID)").sorted()) ?? []
    }

    /// A new account with nothing but what every account starts with.
    func freshUser(_ name: String) async throws -> User {
        try await services.accounts.addUser(username: name, password: "correct horse battery", timeZoneIdentifier: "UTC")
    }

    /// An account with settings, a changed library, templates, an active split, a year of workouts, a quick log, a
    /// workout in progress, weigh-ins, journal days, supplements with intakes and photos.
    func richUser(_ name: String) async throws -> User {
        let user = try await services.accounts.addUser(username: name, password: "correct horse battery", timeZoneIdentifier: "Europe/Berlin")
        let now = Date(timeIntervalSince1970: 1_795_000_000.123)
        try await store.saveSettings(
            UserSettings(
                weightUnit: .pounds, appearance: .dark, timeZoneIdentifier: "Europe/Berlin", defaultRestSeconds: 95, oneRepMaxFormula: .brzycki,
                weeklyTarget: 3, heightCentimetres: 181.5, goalWeight: Weight(176.5, .pounds)),
            userID: user.id)

        var library = try await store.exercises(userID: user.id, query: ExerciseQuery(includeArchived: true))
        func exercise(_ name: String) throws -> Exercise { try #require(library.first { $0.name == name }) }
        let zercher = try await store.insertExercise(
            ExerciseDraft(name: "Zercher Squat", category: .legs, kind: .weightAndReps, equipment: .barbell, notes: "Elbows \"in\", bar low"),
            userID: user.id, now: now)
        _ = try await store.setFavorite(id: try exercise("Deadlift").id, userID: user.id, isFavorite: true, now: now)
        let renamed = try library.first { $0.name.hasPrefix("Lat Pulldown") }.map { $0 } ?? exercise("Deadlift")
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
                ExerciseTarget(exerciseID: bench.id, sets: 4, reps: RepRange(5, 8)!, weight: Weight(225, .pounds), restSeconds: 180),
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
        let setID = try #require(fromPlan.exercises.first?.sets.first?.id)
        _ = try await store.changeSet(
            setID, in: .id(fromPlan.id), input: SetInput(weight: "100kg", reps: "5", kind: "warmup", rpe: "7.5", note: "easy, \"fast\"", done: true),
            settings: try await store.settings(userID: user.id), userID: user.id, now: now)
        try await store.skipRest(workoutID: fromPlan.id, userID: user.id, now: Date())

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

        let photos = ProgressPhotoService(store: store, files: photoFiles, now: { now })
        _ = try await photos.upload(.bytes(Self.png), details: PhotoDetailsInput(angle: "front", date: "2026-11-01", note: "Morning"), for: user)
        _ = try await photos.upload(.bytes(Self.jpegHeader), details: PhotoDetailsInput(angle: "side", date: "2026-11-15"), for: user)
        return user
    }

    /// The account's archive as another Repbook would read it: encoded to JSON and decoded again.
    func exportedArchive(_ user: User) async throws -> UserArchive {
        try archives.decode(try archives.encode(try await archives.export(userID: user.id)))
    }
}

/// The archive without what legitimately differs between two exports of equal data.
func comparable(_ archive: UserArchive) -> UserArchive {
    var archive = archive
    archive.username = "-"
    archive.exportedAt = Date(timeIntervalSince1970: 0)
    return archive
}

@Suite("The complete JSON archive round trip")
struct ArchiveRoundTripTests {
    @Test("export, restore into a fresh account and a second database, export again: the archives are equal")
    func roundTrip() async throws {
        let fixture = try ArchiveFixture.make()
        let original = try await fixture.richUser("ana")
        let first = try await fixture.exportedArchive(original)
        #expect(first.format == "repbook-archive" && first.version == 1 && first.username == "ana")
        #expect(first.workouts.count > 100 && first.workouts.contains { $0.endedAt == nil } && first.workouts.contains { $0.source == .quickLog })
        #expect(first.splits.contains { $0.activation?.customName == "Winter block" })
        #expect(first.photos.map(\.image) == [ArchiveFixture.png, ArchiveFixture.jpegHeader])
        #expect(first.journal.days.count == 2 && first.supplements.reduce(0) { $0 + $1.intakes.count } == 6)
        #expect(first.exercises.contains { $0.name == "Wide Pulldown" && $0.seedKey != nil })
        #expect(first.measurements?.custom == ["Wrist"] && first.measurements?.values.count == 3)

        let copy = try await fixture.freshUser("bea")
        let report = try await fixture.archives.restore(first, userID: copy.id)
        #expect(report.counts == ArchiveCounts(first))
        #expect(report.exercisesAdded == 2)  // Zercher Squat and the renamed starter exercise
        let second = try await fixture.exportedArchive(copy)
        #expect(comparable(second) == comparable(first))
        #expect(fixture.photoFileNames(userID: copy.id).count == 2)

        let elsewhere = try ArchiveFixture.make()
        let stranger = try await elsewhere.freshUser("cleo")
        _ = try await elsewhere.archives.restore(first, userID: stranger.id)
        let third = try await elsewhere.exportedArchive(stranger)
        #expect(comparable(third) == comparable(first))

        let workouts = try await elsewhere.store.completedWorkouts(userID: stranger.id, limit: 10_000, before: nil)
        #expect(workouts.count == first.workouts.count - 1)
        let active = try #require(try await elsewhere.store.activeWorkout(userID: stranger.id))
        #expect(active.exercises.first?.sets.first?.values.note == "easy, \"fast\"" && active.splitDayIndex == 0)
        #expect(try await elsewhere.store.settings(userID: stranger.id).goalWeight == Weight(176.5, .pounds))
    }

    @Test("restoring into an account with history is refused and changes nothing")
    func nonEmptyAccount() async throws {
        let fixture = try ArchiveFixture.make()
        let user = try await fixture.richUser("ana")
        let before = try await fixture.exportedArchive(user)
        await #expect(throws: UserArchiveService.accountNotEmpty) {
            _ = try await fixture.archives.restore(before, userID: user.id)
        }
        #expect(comparable(try await fixture.exportedArchive(user)) == comparable(before))
        #expect(fixture.photoFileNames(userID: user.id).count == 2)
    }

    @Test("a corrupt archive is refused naming where, and changes nothing")
    func corruptArchives() async throws {
        let fixture = try ArchiveFixture.make()
        let source = try await fixture.exportedArchive(try await fixture.richUser("ana"))
        let target = try await fixture.freshUser("bea")
        let untouched = try await fixture.exportedArchive(target)

        var unknown = source
        unknown.workouts[12].exercises[0].exercise = "Foo"
        await #expect(throws: DomainError.invalid(field: "workouts[12].exercises[0]", message: "workouts[12].exercises[0]: unknown exercise \"Foo\".")) {
            _ = try await fixture.archives.restore(unknown, userID: target.id)
        }

        let json = String(decoding: try fixture.archives.encode(source), as: UTF8.self)
        let badUnit = json.replacingOccurrences(of: "\"unit\" : \"lb\"", with: "\"unit\" : \"stone\"")
        #expect(badUnit != json)
        let unitError = #expect(throws: DomainError.self) { _ = try fixture.archives.decode(Data(badUnit.utf8)) }
        #expect(unitError?.field?.hasSuffix(".unit") == true)
        #expect(unitError?.message.contains("stone") == true)
        let future = json.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 2")
        #expect(throws: DomainError.invalid(field: "version", message: "Archive version 2 is not supported; this Repbook reads version 1.")) {
            _ = try fixture.archives.decode(Data(future.utf8))
        }
        let truncated = Data(json.utf8).prefix(json.utf8.count / 2)
        #expect(throws: DomainError.invalid(field: "file", message: "The file is not valid JSON, or it is cut short.")) {
            _ = try fixture.archives.decode(truncated)
        }
        var badPhoto = source
        badPhoto.photos[1].format = .png
        await #expect(throws: DomainError.invalid(field: "photos[1].image", message: "photos[1].image: the bytes are not a PNG image.")) {
            _ = try await fixture.archives.restore(badPhoto, userID: target.id)
        }

        #expect(comparable(try await fixture.exportedArchive(target)) == comparable(untouched))
        #expect(try await fixture.store.hasArchivableHistory(userID: target.id) == false)
        #expect(fixture.photoFileNames(userID: target.id).isEmpty)
    }

    @Test("a failure after the photo files are written removes them and writes nothing")
    func failureRemovesPhotoFiles() async throws {
        let fixture = try ArchiveFixture.make()
        let source = try await fixture.exportedArchive(try await fixture.richUser("ana"))
        let target = try await fixture.freshUser("bea")
        let failing = UserArchiveService(store: fixture.store, files: FailingSecondSave(files: fixture.photoFiles), now: { Date() })
        await #expect(throws: FailingSecondSave.DiskFull.self) {
            _ = try await failing.restore(source, userID: target.id)
        }
        #expect(fixture.photoFileNames(userID: target.id).isEmpty)
        #expect(try await fixture.store.hasArchivableHistory(userID: target.id) == false)

        // Two restores racing into one empty account: one wins, the other is refused inside its transaction or before,
        // and leaves no photo file behind.
        let archives = fixture.archives
        let targetID = target.id
        async let first = succeeds { _ = try await archives.restore(source, userID: targetID) }
        async let second = succeeds { _ = try await archives.restore(source, userID: targetID) }
        #expect([await first, await second].filter { $0 }.count == 1)
        #expect(fixture.photoFileNames(userID: target.id).count == source.photos.count)
    }

    @Test("an export holds only the requesting user's data")
    func isolation() async throws {
        let fixture = try ArchiveFixture.make()
        let ana = try await fixture.richUser("ana")
        let bea = try await fixture.freshUser("bea")
        _ = try await fixture.store.insertExercise(
            ExerciseDraft(name: "Only Bea Curl", category: .arms, kind: .weightAndReps, equipment: .dumbbell), userID: bea.id, now: Date())
        try await fixture.store.saveBodyWeight(BodyWeightEntry(date: LocalDate("2020-01-01")!, weight: Weight(61, .kilograms)), userID: bea.id, now: Date())
        let archive = try await fixture.exportedArchive(ana)
        #expect(!archive.exercises.contains { $0.name == "Only Bea Curl" })
        #expect(!archive.bodyWeights.contains { $0.date == LocalDate("2020-01-01")! })
        let beas = try await fixture.exportedArchive(bea)
        #expect(beas.workouts.isEmpty && beas.photos.isEmpty && beas.bodyWeights.count == 1 && beas.templates.isEmpty)
    }

    @Test("instants keep their millisecond and are written in the user's offset")
    func timestamps() {
        let instant = Date(timeIntervalSince1970: 1_795_000_000.123)
        let text = ArchiveTimestamp.text(instant, in: TimeZone(identifier: "Europe/Berlin")!)
        #expect(text == "2026-11-18T12:06:40.123+01:00")
        #expect(ArchiveTimestamp.date(text)?.unixMilliseconds == instant.unixMilliseconds)
        #expect(ArchiveTimestamp.date("2026-11-18T11:06:40.123Z") == ArchiveTimestamp.date(text))
        #expect(ArchiveTimestamp.date("2026-11-18 09:26:40") == nil)
    }
}

/// Whether `body` finishes without throwing.
func succeeds(_ body: @Sendable () async throws -> Void) async -> Bool {
    do {
        try await body()
        return true
    } catch {
        return false
    }
}

/// A photo file store whose second save fails, as a full disk would.
struct FailingSecondSave: PhotoFileStore {
    struct DiskFull: Error {}
    let files: FileSystemPhotoStore
    private let saves = SaveCounter()

    init(files: FileSystemPhotoStore) { self.files = files }

    func save(_ upload: PhotoUpload, as key: PhotoFileKey, userID: Int64) async throws {
        if await saves.next() == 2 { throw DiskFull() }
        try await files.save(upload, as: key, userID: userID)
    }

    func url(of key: PhotoFileKey, userID: Int64) -> URL { files.url(of: key, userID: userID) }

    func delete(_ key: PhotoFileKey, userID: Int64) async throws { try await files.delete(key, userID: userID) }

    func deleteAll(userID: Int64) async throws { try await files.deleteAll(userID: userID) }
}

/// Counts calls across tasks.
actor SaveCounter {
    private var count = 0

    func next() -> Int {
        count += 1
        return count
    }
}
