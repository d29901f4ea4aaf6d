import Foundation
import RepbookCore
import Testing

/// The sign-in throttle counting in the database: two stores opened on one database stand for two servers.
@Suite("Sign-in attempts counted in the database")
struct SignInAttemptStoreTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let policy = LoginThrottle.Policy(freeFailures: 5, freeAddressFailures: 20, firstDelay: 1, longestDelay: 900)

    /// A store of `database` as the throttle's counts.
    static func attempts(_ database: TestDatabase) async throws -> any SignInAttemptStore {
        try #require(try await database.open() as? any SignInAttemptStore)
    }

    @Test("Failures on one server count on the other, and the wait doubles across both", arguments: Engine.allCases)
    func countsAcrossServers(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let first = LoginThrottle(policy: policy, attempts: try await Self.attempts(database))
            let second = LoginThrottle(policy: policy, attempts: try await Self.attempts(database))
            for index in 0..<5 {
                let throttle = index.isMultiple(of: 2) ? first : second
                await throttle.failed(try await throttle.reserve(usernameKey: "ana", address: "10.0.0.\(index)", knownDevice: nil, now: start))
            }
            await #expect(throws: DomainError.rateLimited(retryAfterSeconds: 1)) {
                try await second.reserve(usernameKey: "ana", address: "10.0.1.1", knownDevice: nil, now: start)
            }
            let later = start.addingTimeInterval(1)
            await first.failed(try await first.reserve(usernameKey: "ana", address: "10.0.1.1", knownDevice: nil, now: later))
            await #expect(throws: DomainError.rateLimited(retryAfterSeconds: 2)) {
                try await second.reserve(usernameKey: "ana", address: "10.0.1.2", knownDevice: nil, now: later)
            }
            // A refused attempt changed nothing: a new name from a new address passes at once.
            _ = try await second.reserve(usernameKey: "ben", address: "10.0.2.1", knownDevice: nil, now: later)
        }
    }

    @Test("Forty attempts at once on two servers pass only the free five", arguments: Engine.allCases)
    func concurrentAcrossServers(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let throttles = [
                LoginThrottle(policy: policy, attempts: try await Self.attempts(database)),
                LoginThrottle(policy: policy, attempts: try await Self.attempts(database)),
            ]
            let start = self.start
            let passed = await withTaskGroup(of: Bool.self) { group in
                for index in 0..<40 {
                    group.addTask {
                        (try? await throttles[index % 2].reserve(usernameKey: "ana", address: "10.0.\(index).1", knownDevice: nil, now: start)) != nil
                    }
                }
                return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            #expect(passed == 5)
        }
    }

    @Test("A right password clears the account on every server and gives the address its attempt back", arguments: Engine.allCases)
    func success(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let policy = LoginThrottle.Policy(freeFailures: 3, freeAddressFailures: 3, firstDelay: 60)
            let first = LoginThrottle(policy: policy, attempts: try await Self.attempts(database))
            let second = LoginThrottle(policy: policy, attempts: try await Self.attempts(database))
            for _ in 0..<2 { await first.failed(try await first.reserve(usernameKey: "ana", address: "1.1.1.1", knownDevice: nil, now: start)) }
            await second.succeeded(try await second.reserve(usernameKey: "ana", address: "1.1.1.1", knownDevice: nil, now: start))
            // The account starts afresh (three more failures pass); the address holds two, so its third is the last free one.
            await first.failed(try await first.reserve(usernameKey: "cy", address: "1.1.1.1", knownDevice: nil, now: start))
            await #expect(throws: DomainError.self) {
                try await second.reserve(usernameKey: "ana", address: "1.1.1.1", knownDevice: nil, now: start)
            }
            for index in 0..<3 {
                await first.failed(try await first.reserve(usernameKey: "ana", address: "2.2.2.\(index)", knownDevice: nil, now: start))
            }
            await #expect(throws: DomainError.self) {
                try await second.reserve(usernameKey: "ana", address: "2.2.3.1", knownDevice: nil, now: start)
            }
        }
    }

    @Test("Quiet counts are forgotten, by the rule and from the table", arguments: Engine.allCases)
    func forgetting(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let store = try await Self.attempts(database)
            let throttle = LoginThrottle(policy: policy, attempts: store)
            for _ in 0..<5 { await throttle.failed(try await throttle.reserve(usernameKey: "ana", address: "1", knownDevice: nil, now: start)) }
            let nextDay = start.addingTimeInterval(policy.forgetAfter)
            _ = try await throttle.reserve(usernameKey: "ana", address: "1", knownDevice: nil, now: nextDay)
            try await store.forgetSignInAttempts(before: nextDay)
            let reader = try await database.open()
            #expect(try await RawSQL.integer("SELECT COUNT(*) FROM sign_in_attempt", on: reader) == 2)
            try await store.forgetSignInAttempts(before: nextDay.addingTimeInterval(1))
            #expect(try await RawSQL.integer("SELECT COUNT(*) FROM sign_in_attempt", on: reader) == 0)
        }
    }
}
