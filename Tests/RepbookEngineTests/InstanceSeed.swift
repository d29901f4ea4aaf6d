import Foundation
import RepbookCore
@testable import RepbookCLI
import RepbookDataFolder
import RepbookSecurity
import RepbookSQLite

/// A SQLite instance with rows in every table `repbook migrate` copies, written through the store's own methods: two
/// accounts with 60 days of demo history each (workouts, sets, session summaries and records, templates, a split,
/// weigh-ins, journal, supplements), plus sessions and known devices, an API token, a reset link, body measurements, a
/// progress photo with its file, coaching settings, a running program and a live workout started with an idempotency key.
struct InstanceSeed {
    let ana: User
    let ben: User
    /// Ana's session, to sign in with after the move.
    let anaSession: WebSession
    /// Ben's API token, to authenticate with after the move.
    let benToken: String
    /// The id of an exercise made and deleted, higher than any left.
    let deletedExerciseID: Int64

    /// Seeds the data folder `folder`.
    static func write(into folder: String) async throws -> InstanceSeed {
        let store = try SQLiteStore.open(dataDirectory: folder)
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let clock: Clock = { now }
        let accounts = AccountService(store: store, hasher: BcryptPasswordHasher(cost: 4), throttle: LoginThrottle(), now: clock)
        let ana = try await accounts.addUser(username: "ana", password: "correct horse", timeZoneIdentifier: "Europe/Vienna")
        let ben = try await accounts.addUser(username: "ben", password: "correct horse")
        let seeding = DemoSeeding(store: store, dataDirectory: folder)
        for (index, user) in [ana, ben].enumerated() {
            let history = DemoHistory(
                seed: UInt64(index + 7), endDate: LocalDate("2026-11-20")!, days: 60, timeZone: TimeZone(identifier: "UTC")!)
            _ = try await seeding.seed(DemoAccount(history: history), userID: user.id)
        }
        let sessions = SessionService(store: store, accounts: accounts, digester: SHA256TokenDigester(), now: clock)
        let signedIn = try await sessions.signIn(username: "ana", password: "correct horse", address: "203.0.113.9")
        _ = try await sessions.signIn(username: "ben", password: "correct horse", address: "203.0.113.10")
        let tokens = APITokenService(store: store, accounts: accounts, digester: SHA256TokenDigester(), now: clock)
        let token = try await tokens.issue(for: ben, label: "cron", expiresInDays: 30)
        try await store.insertPasswordReset(userID: ben.id, digest: String(repeating: "ab", count: 32), createdAt: now, expiresAt: now + 3600)
        try await store.linkProviderIdentity(
            ProviderIdentity(issuer: "https://id.example.com", subject: "ana-at-the-provider", userID: ana.id, linkedAt: now))
        let measurements = BodyMeasurementService(store: store, now: clock)
        _ = try await measurements.save(BodyMeasurementDayInput(date: "2026-11-10", values: [("waist", "82"), ("neck", "38")]), for: ana)
        try await store.saveCoachingSettings(.standard, userID: ana.id)
        let photos = ProgressPhotoService(store: store, files: FileSystemPhotoStore(dataDirectory: folder), now: clock)
        _ = try await photos.upload(.bytes(Self.png), details: PhotoDetailsInput(angle: "front", date: "2026-11-10", note: "Week 8"), for: ana)
        let claim = OnceClaim<Workout>(
            try IdempotentRequest(key: "start-1", request: "POST /api/v1/workouts"),
            answer: { _ in RecordedAnswer(status: 201, body: Array("{}".utf8)) })
        _ = try await store.startWorkout(
            WorkoutPlan(name: "Evening", source: .empty, date: LocalDate("2026-11-21")!, startedAt: now), userID: ben.id, now: now, once: claim)
        let kilograms = { (value: Double) in Weight(value, .kilograms) }
        _ = try await ProgramService(store: store, now: clock).start(ProgramStartInput(from: "531-bbb", trainingMaxes: [
            "squat": kilograms(140), "bench-press": kilograms(100), "deadlift": kilograms(180), "overhead-press": kilograms(60),
        ]), for: ana).unkeyed()
        let exercises = ExerciseService(store: store, now: clock)
        let made = try await exercises.create(for: ana, input: ExerciseInput(name: "Zercher Squat", category: "legs", kind: "weight_reps"))
        _ = try await exercises.delete(made.id, of: ana)
        return InstanceSeed(ana: ana, ben: ben, anaSession: signedIn.session, benToken: token.token, deletedExerciseID: made.id)
    }

    /// A PNG header of 40 × 30 pixels (all the store reads of it).
    static let png: Data = {
        func be32(_ value: Int) -> [UInt8] { [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += [0, 0, 0, 13] + Array("IHDR".utf8) + be32(40) + be32(30) + [8, 2, 0, 0, 0] + [0xDE, 0xAD, 0xBE, 0xEF]
        bytes += [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
        return Data(bytes)
    }()
}
