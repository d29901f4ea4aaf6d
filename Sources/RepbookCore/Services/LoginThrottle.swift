import Foundation

/// Slows down password guessing without locking out the real user: every sign-in attempt is reserved here before the
/// password hash is checked, and each key (an account from unknown devices, an account on one remembered device, a
/// network address) gets `Policy.freeFailures` failures, then one attempt per exponentially growing delay.
///
/// A reservation counts as a failure until it is settled, so guesses sent at once are counted before any is checked.
/// A device that signed in to the account before is throttled on its own key, so an attack on the account never
/// slows down its owner's phone.
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
        fileprivate let accountKey: String?
        fileprivate let addressKey: String?
    }

    private struct Record {
        var failures: Int
        var lastAttempt: Date
    }

    private let policy: Policy
    private var records: [String: Record] = [:]
    private var reservationsSincePrune = 0

    public init(policy: Policy = Policy()) {
        self.policy = policy
    }

    /// Reserves an attempt to sign in as `usernameKey` (`Username.lookupKey` of what was typed) from `address`, on the
    /// remembered device `knownDevice` (its token digest) when the browser sent one that signed in to this account
    /// before. Throws `rateLimited` with the seconds to wait when a key must wait; otherwise the attempt counts as a
    /// failure until it is settled.
    public func reserve(usernameKey: String, address: String, knownDevice: String?, now: Date) throws(DomainError) -> Reservation {
        pruneNowAndThen(now: now)
        let reservation: Reservation
        if let knownDevice {
            reservation = Reservation(keys: ["device:\(usernameKey):\(knownDevice)"], accountKey: nil, addressKey: nil)
        } else {
            let account = "account:" + usernameKey, address = "address:" + address
            reservation = Reservation(keys: [account, address], accountKey: account, addressKey: address)
        }
        let waits = reservation.keys.map { wait(for: $0, now: now) }
        if let longest = waits.max(), longest > 0 {
            throw .rateLimited(retryAfterSeconds: max(Int(longest.rounded(.up)), 1))
        }
        for key in reservation.keys {
            var record = live(key, now: now) ?? Record(failures: 0, lastAttempt: now)
            record.failures += 1
            record.lastAttempt = now
            records[key] = record
        }
        return reservation
    }

    /// Reserves a check of a signed-in user's current password (a password change), on a count of its own per account,
    /// so a stolen session or token cannot guess it at bcrypt speed, and a slow-down there never blocks signing in.
    public func reservePasswordCheck(usernameKey: String, now: Date) throws(DomainError) -> Reservation {
        let key = "change:" + usernameKey
        let wait = wait(for: key, now: now)
        if wait > 0 { throw .rateLimited(retryAfterSeconds: max(Int(wait.rounded(.up)), 1)) }
        var record = live(key, now: now) ?? Record(failures: 0, lastAttempt: now)
        record.failures += 1
        record.lastAttempt = now
        records[key] = record
        return Reservation(keys: [key], accountKey: key, addressKey: nil)
    }

    /// The password was right: the account (or the device) starts afresh and the address gets its attempt back.
    /// Success on a remembered device leaves the account's count alone, so it does not hand an attacker fresh tries.
    public func succeeded(_ reservation: Reservation) {
        for key in reservation.keys where key != reservation.addressKey { records[key] = nil }
        if let address = reservation.addressKey, var record = records[address] {
            record.failures -= 1
            records[address] = record.failures > 0 ? record : nil
        }
    }

    /// The password was wrong: the reservation stays counted.
    public func failed(_ reservation: Reservation) {}

    /// Seconds until `key` may try again; 0 when it may now.
    private func wait(for key: String, now: Date) -> TimeInterval {
        guard let record = live(key, now: now) else { return 0 }
        let free = key.hasPrefix("address:") ? policy.freeAddressFailures : policy.freeFailures
        guard record.failures >= free else { return 0 }
        let doublings = Double(min(record.failures - free, 40))
        let delay = min(policy.firstDelay * pow(2, doublings), policy.longestDelay)
        return max(record.lastAttempt.addingTimeInterval(delay).timeIntervalSince(now), 0)
    }

    private func live(_ key: String, now: Date) -> Record? {
        guard let record = records[key] else { return nil }
        guard now.timeIntervalSince(record.lastAttempt) < policy.forgetAfter else {
            records[key] = nil
            return nil
        }
        return record
    }

    /// Drops forgotten keys every thousand reservations, so names sprayed by an attacker do not pile up.
    private func pruneNowAndThen(now: Date) {
        reservationsSincePrune += 1
        guard reservationsSincePrune >= 1000 else { return }
        reservationsSincePrune = 0
        records = records.filter { now.timeIntervalSince($0.value.lastAttempt) < policy.forgetAfter }
    }
}
