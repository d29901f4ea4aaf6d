import Foundation
import RepbookCore
import Testing

@Suite("Sign-in throttling")
struct LoginThrottleTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("Five failures for a name lock it for the window, other names still pass")
    func perUsername() async throws {
        let throttle = LoginThrottle(window: 900, perUsername: 5, perAddress: 20)
        for _ in 0..<5 { await throttle.recordFailure(username: "Ana", address: "10.0.0.1", now: start) }
        await #expect(throws: DomainError.rateLimited(retryAfterSeconds: 900)) {
            try await throttle.check(username: "ana", address: "10.0.0.2", now: start)
        }
        try await throttle.check(username: "ben", address: "10.0.0.1", now: start)
        try await throttle.check(username: "ana", address: "10.0.0.2", now: start.addingTimeInterval(901))
    }

    @Test("Many names from one address lock the address")
    func perAddress() async {
        let throttle = LoginThrottle(window: 900, perUsername: 5, perAddress: 3)
        for name in ["a", "b", "c"] { await throttle.recordFailure(username: name, address: "10.0.0.9", now: start) }
        await #expect(throws: DomainError.self) { try await throttle.check(username: "d", address: "10.0.0.9", now: start) }
    }

    @Test("Success forgets the name's failures")
    func successResets() async throws {
        let throttle = LoginThrottle(window: 900, perUsername: 2, perAddress: 20)
        for _ in 0..<2 { await throttle.recordFailure(username: "ana", address: "1", now: start) }
        await throttle.recordSuccess(username: "ana")
        try await throttle.check(username: "ana", address: "2", now: start)
    }
}
