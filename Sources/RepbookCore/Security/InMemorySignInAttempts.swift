import Foundation

/// Sign-in attempts counted in this process's memory: for the command line and tests, where one process is all there is.
/// A server counts them in its database (`SignInAttemptStore` of the store), so that several servers count together.
public actor InMemorySignInAttempts: SignInAttemptStore {
    private var counts: [String: SignInAttemptCount] = [:]

    public init() {}

    public func reserveSignInAttempt(keys: [String], policy: LoginThrottle.Policy, now: Date) throws {
        let current = counts.filter { keys.contains($0.key) }
        for (key, count) in try SignInThrottleRule.reserve(keys: keys, current: current, policy: policy, now: now) { counts[key] = count }
    }

    public func settleSignInAttempt(clearing: [String], returning: String?) {
        for key in clearing { counts[key] = nil }
        if let returning, var count = counts[returning] {
            count.failures -= 1
            counts[returning] = count.failures > 0 ? count : nil
        }
    }

    public func forgetSignInAttempts(before cutoff: Date) {
        counts = counts.filter { $0.value.lastAttempt >= cutoff }
    }
}
