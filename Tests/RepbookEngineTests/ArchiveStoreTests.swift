import Foundation
import RepbookCore
import RepbookDataFolder
import RepbookSQLite
import RepbookTestFixtures
import Testing

/// One engine's store with a photo folder and the account with every kind of data made on it.
struct ArchiveEngineFixture {
    let store: any EngineStore
    let services: EngineServices
    let files: FileSystemPhotoStore

    /// A 7 × 5 PNG and a 4 × 3 JPEG, the photos of `richUser`.
    static let png = RichAccount.png
    static let jpegHeader = RichAccount.jpegHeader

    init(store: any EngineStore, folder: String) {
        self.store = store
        services = EngineServices(store: store)
        files = FileSystemPhotoStore(dataDirectory: folder)
    }

    func freshUser(_ name: String) async throws -> User {
        try await services.accounts.addUser(username: name, password: "correct horse", timeZoneIdentifier: "UTC")
    }

    /// An account with every kind of data (`RichAccount`, shared with the SQLite-only archive tests).
    func richUser(_ name: String) async throws -> User {
        try await RichAccount.make(name, store: store, accounts: services.accounts, files: files)
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
        return .invalid(field: "-", message: .verbatim(String(reflecting: error)))
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
            #expect(first.format == "repbook-archive" && first.version == 1 && first.username == "ana")
            #expect(first.workouts.count > 100 && first.workouts.contains { $0.endedAt == nil } && first.workouts.contains { $0.source == .quickLog })
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
            await #expect(throws: DomainError.invalid(field: "photos", message: LocalizedText("error.every_photo_needs_its_stored_file"))) {
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
