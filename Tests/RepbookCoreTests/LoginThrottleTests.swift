import Foundation
import RepbookCore
import Testing

@Suite("Sign-in throttling")
struct LoginThrottleTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let policy = LoginThrottle.Policy(freeFailures: 5, freeAddressFailures: 20, firstDelay: 1, longestDelay: 900)

    @Test("Five failures for an account, then each attempt waits twice as long as the one before, up to the longest delay")
    func exponentialBackoff() async throws {
        let throttle = LoginThrottle(policy: policy)
        for _ in 0..<5 { await throttle.failed(try await throttle.reserve(usernameKey: "ana", address: "10.0.0.1", knownDevice: nil, now: start)) }
        await #expect(throws: DomainError.rateLimited(retryAfterSeconds: 1)) {
            try await throttle.reserve(usernameKey: "ana", address: "10.0.0.2", knownDevice: nil, now: start)
        }
        var now = start.addingTimeInterval(1)
        var waits: [Int] = []
        for _ in 0..<12 {
            await throttle.failed(try await throttle.reserve(usernameKey: "ana", address: "10.0.0.2", knownDevice: nil, now: now))
            do {
                _ = try await throttle.reserve(usernameKey: "ana", address: "10.0.0.3", knownDevice: nil, now: now)
                Issue.record("an attempt right after a failure passed")
            } catch DomainError.rateLimited(let seconds) {
                waits.append(seconds)
                now = now.addingTimeInterval(TimeInterval(seconds))
            }
        }
        #expect(waits == [2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900])
        _ = try await throttle.reserve(usernameKey: "ben", address: "10.0.0.4", knownDevice: nil, now: now)
    }

    @Test("Reservations count before they are settled: 40 at once pass only the free five")
    func concurrentReservations() async throws {
        let throttle = LoginThrottle(policy: policy)
        let start = self.start
        let passed = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<40 {
                group.addTask {
                    (try? await throttle.reserve(usernameKey: "ana", address: "10.0.\(index).1", knownDevice: nil, now: start)) != nil
                }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(passed == 5)
    }

    @Test("A remembered device has its own count, untouched by an attack on the account")
    func knownDevice() async throws {
        let throttle = LoginThrottle(policy: policy)
        for _ in 0..<30 { _ = try? await throttle.reserve(usernameKey: "ana", address: "6.6.6.6", knownDevice: nil, now: start) }
        await #expect(throws: DomainError.self) {
            try await throttle.reserve(usernameKey: "ana", address: "10.0.0.1", knownDevice: nil, now: start)
        }
        let mine = try await throttle.reserve(usernameKey: "ana", address: "6.6.6.6", knownDevice: "phone", now: start)
        await throttle.succeeded(mine)
        await #expect(throws: DomainError.self) {
            try await throttle.reserve(usernameKey: "ana", address: "10.0.0.1", knownDevice: nil, now: start)
        }
    }

    @Test("Many names from one address slow down the address")
    func perAddress() async throws {
        let throttle = LoginThrottle(policy: LoginThrottle.Policy(freeFailures: 5, freeAddressFailures: 3))
        for name in ["a", "b", "c"] {
            await throttle.failed(try await throttle.reserve(usernameKey: name, address: "10.0.0.9", knownDevice: nil, now: start))
        }
        await #expect(throws: DomainError.self) { try await throttle.reserve(usernameKey: "d", address: "10.0.0.9", knownDevice: nil, now: start) }
        _ = try await throttle.reserve(usernameKey: "d", address: "10.0.0.10", knownDevice: nil, now: start)
    }

    @Test("Success from an unknown device forgets the account's failures; a quiet day forgets everything")
    func forgetting() async throws {
        let throttle = LoginThrottle(policy: policy)
        for _ in 0..<5 { await throttle.failed(try await throttle.reserve(usernameKey: "ana", address: "1", knownDevice: nil, now: start)) }
        let later = start.addingTimeInterval(1)
        await throttle.succeeded(try await throttle.reserve(usernameKey: "ana", address: "2", knownDevice: nil, now: later))
        for _ in 0..<5 { await throttle.failed(try await throttle.reserve(usernameKey: "ana", address: "2", knownDevice: nil, now: later)) }
        await #expect(throws: DomainError.self) { try await throttle.reserve(usernameKey: "ana", address: "2", knownDevice: nil, now: later) }
        _ = try await throttle.reserve(usernameKey: "ana", address: "2", knownDevice: nil, now: later.addingTimeInterval(24 * 60 * 60))
    }

    @Test("The lookup key folds every spelling that finds the account", arguments: [" alice", "alice ", "\talice", "Alice ", "ALICE\n"])
    func lookupKey(spelling: String) {
        #expect(Username.lookupKey(spelling) == "alice")
    }
}
