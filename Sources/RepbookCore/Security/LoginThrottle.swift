import Foundation

/// Slows down password guessing without locking out the real user: every sign-in attempt is reserved here before the
/// password hash is checked, and each key (an account from unknown devices, an account on one remembered device, a
/// network address) gets `Policy.freeFailures` failures, then one attempt per exponentially growing delay.
///
/// A reservation counts as a failure until it is settled, so guesses sent at once are counted before any is checked.
/// A device that signed in to the account before is throttled on its own key, so an attack on the account never
/// slows down its owner's phone. The counts live in `attempts`: a server's database (so several servers on one database
/// count every attempt together), or this process's memory.
public actor LoginThrottle {
    /// How many failures each key may have, and how the wait grows after them.
    public struct Policy: Sendable {
        /// Failures per account (or remembered device) before each further attempt must wait.
        public var freeFailures: Int
        /// Failures per network address before each further attempt from it must wait.
        public var freeAddressFailures: Int
        /// The wait after the first failure beyond the free ones; it doubles with each further failure.
        public var firstDelay: TimeInterval
        /// The longest wait between two attempts.
        public var longestDelay: TimeInterval
        /// A key with no attempt for this long starts afresh.
        public var forgetAfter: TimeInterval

        public init(
            freeFailures: Int = 5, freeAddressFailures: Int = 20, firstDelay: TimeInterval = 1, longestDelay: TimeInterval = 15 * 60,
            forgetAfter: TimeInterval = 24 * 60 * 60
        ) {
            self.freeFailures = freeFailures
            self.freeAddressFailures = freeAddressFailures
            self.firstDelay = firstDelay
            self.longestDelay = longestDelay
            self.forgetAfter = forgetAfter
        }
    }

    /// An attempt that may check a password; settle it with `succeeded` or `failed`.
    public struct Reservation: Sendable {
        fileprivate let keys: [String]
        fileprivate let addressKey: String?
    }

    /// The start of an address's key (it has more free failures than an account's).
    public static let addressPrefix = "address:"

    private let policy: Policy
    private let attempts: any SignInAttemptStore
    private var reservationsSincePrune = 0

    /// A throttle counting in `attempts` (by default in this process's memory).
    public init(policy: Policy = Policy(), attempts: any SignInAttemptStore = InMemorySignInAttempts()) {
        self.policy = policy
        self.attempts = attempts
    }

    /// Reserves an attempt to sign in as `usernameKey` (`Username.lookupKey` of what was typed) from `address`, on the
    /// remembered device `knownDevice` (its token digest) when the browser sent one that signed in to this account
    /// before. Throws `rateLimited` with the seconds to wait when a key must wait; otherwise the attempt counts as a
    /// failure until it is settled.
    public func reserve(usernameKey: String, address: String, knownDevice: String?, now: Date) async throws -> Reservation {
        await pruneNowAndThen(now: now)
        let reservation: Reservation
        let usernameKey = Self.keyPart(usernameKey)
        if let knownDevice {
            reservation = Reservation(keys: ["device:\(usernameKey):\(Self.keyPart(knownDevice))"], addressKey: nil)
        } else {
            let address = Self.addressPrefix + Self.keyPart(address)
            reservation = Reservation(keys: ["account:" + usernameKey, address], addressKey: address)
        }
        try await attempts.reserveSignInAttempt(keys: reservation.keys, policy: policy, now: now)
        return reservation
    }

    /// Reserves a check of a signed-in user's current password (a password change), on a count of its own per account,
    /// so a stolen session or token cannot guess it at bcrypt speed, and a slow-down there never blocks signing in.
    public func reservePasswordCheck(usernameKey: String, now: Date) async throws -> Reservation {
        let reservation = Reservation(keys: ["change:" + Self.keyPart(usernameKey)], addressKey: nil)
        try await attempts.reserveSignInAttempt(keys: reservation.keys, policy: policy, now: now)
        return reservation
    }

    /// The password was right: the account (or the device) starts afresh and the address gets its attempt back.
    /// Success on a remembered device leaves the account's count alone, so it does not hand an attacker fresh tries.
    /// When the counts cannot be written, the attempt stays counted as a failure (the safe side).
    public func succeeded(_ reservation: Reservation) async {
        try? await attempts.settleSignInAttempt(
            clearing: reservation.keys.filter { $0 != reservation.addressKey }, returning: reservation.addressKey)
    }

    /// The password was wrong: the reservation stays counted.
    public func failed(_ reservation: Reservation) {}

    /// `text` as part of a key: its first 64 code points without NUL, so what a client types always fits the stored key
    /// (no name that long is an account, so names sharing such a start may share a count).
    private static func keyPart(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.lazy.filter { $0.value != 0 }.prefix(64)))
    }

    /// Forgets quiet keys every thousand reservations, so names sprayed by an attacker do not pile up.
    private func pruneNowAndThen(now: Date) async {
        reservationsSincePrune += 1
        guard reservationsSincePrune >= 1000 else { return }
        reservationsSincePrune = 0
        try? await attempts.forgetSignInAttempts(before: now.addingTimeInterval(-policy.forgetAfter))
    }
}
