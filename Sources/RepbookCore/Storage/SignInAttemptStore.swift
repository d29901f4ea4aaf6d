import Foundation

/// Where the sign-in throttle counts attempts: in memory for one process (`InMemorySignInAttempts`), or in the database,
/// so that several servers on one database count every attempt together.
public protocol SignInAttemptStore: Sendable {
    /// In one transaction: reads the counts of `keys`, refuses with `rateLimited` when one of them must wait
    /// (`SignInThrottleRule.reserve`), and otherwise counts one more failure on each at `now`.
    func reserveSignInAttempt(keys: [String], policy: LoginThrottle.Policy, now: Date) async throws
    /// Settles an attempt that was right, in one transaction: forgets the counts of `clearing` and gives `returning` (an
    /// address key) its attempt back.
    func settleSignInAttempt(clearing: [String], returning: String?) async throws
    /// Forgets the counts whose last attempt was before `cutoff`.
    func forgetSignInAttempts(before cutoff: Date) async throws
}
