import Foundation

/// The failures counted on one throttle key and when its last attempt was.
public struct SignInAttemptCount: Sendable, Equatable {
    public var failures: Int
    public var lastAttempt: Date

    public init(failures: Int, lastAttempt: Date) {
        self.failures = failures
        self.lastAttempt = lastAttempt
    }
}

/// The sign-in throttle's arithmetic, the same for every place attempts are counted: each key gets its free failures,
/// then one attempt per exponentially growing delay; a key quiet for `forgetAfter` starts afresh.
public enum SignInThrottleRule {
    /// The counts after reserving one more attempt on `keys`, given their `current` counts (missing keys have none);
    /// throws `rateLimited` with the seconds of the longest wait when a key must wait.
    public static func reserve(
        keys: [String], current: [String: SignInAttemptCount], policy: LoginThrottle.Policy, now: Date
    ) throws(DomainError) -> [String: SignInAttemptCount] {
        let longest = keys.map { wait(key: $0, count: current[$0], policy: policy, now: now) }.max() ?? 0
        if longest > 0 { throw .rateLimited(retryAfterSeconds: max(Int(longest.rounded(.up)), 1)) }
        var updated: [String: SignInAttemptCount] = [:]
        for key in keys {
            let failures = live(current[key], policy: policy, now: now)?.failures ?? 0
            updated[key] = SignInAttemptCount(failures: failures + 1, lastAttempt: now)
        }
        return updated
    }

    /// Seconds until `key`, with `count`, may try again; 0 when it may now.
    public static func wait(key: String, count: SignInAttemptCount?, policy: LoginThrottle.Policy, now: Date) -> TimeInterval {
        guard let count = live(count, policy: policy, now: now) else { return 0 }
        let free = key.hasPrefix(LoginThrottle.addressPrefix) ? policy.freeAddressFailures : policy.freeFailures
        guard count.failures >= free else { return 0 }
        let doublings = Double(min(count.failures - free, 40))
        let delay = min(policy.firstDelay * pow(2, doublings), policy.longestDelay)
        return max(count.lastAttempt.addingTimeInterval(delay).timeIntervalSince(now), 0)
    }

    /// `count` unless it is forgotten (no attempt for `policy.forgetAfter`).
    public static func live(_ count: SignInAttemptCount?, policy: LoginThrottle.Policy, now: Date) -> SignInAttemptCount? {
        guard let count, now.timeIntervalSince(count.lastAttempt) < policy.forgetAfter else { return nil }
        return count
    }
}
