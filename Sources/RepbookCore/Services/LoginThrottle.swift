import Foundation

/// Limits failed sign-ins per user name and per network address within a sliding window.
public actor LoginThrottle {
    private let window: TimeInterval
    private let perUsername: Int
    private let perAddress: Int
    private var failures: [String: [Date]] = [:]

    /// Allows `perUsername` failures for one user name and `perAddress` failures from one address per `window` seconds.
    public init(window: TimeInterval = 15 * 60, perUsername: Int = 5, perAddress: Int = 20) {
        self.window = window
        self.perUsername = perUsername
        self.perAddress = perAddress
    }

    /// Throws `rateLimited` when either key has used up its failures.
    public func check(username: String, address: String, now: Date) throws(DomainError) {
        for (key, limit) in keys(username: username, address: address) {
            let recent = prune(key, now: now)
            if recent.count >= limit, let oldest = recent.first {
                let retry = Int((oldest.addingTimeInterval(window).timeIntervalSince(now)).rounded(.up))
                throw .rateLimited(retryAfterSeconds: max(retry, 1))
            }
        }
    }

    /// Counts a failed attempt against both keys.
    public func recordFailure(username: String, address: String, now: Date) {
        for (key, _) in keys(username: username, address: address) {
            failures[key, default: []].append(now)
        }
    }

    /// Forgets the user name's failures after a successful sign-in.
    public func recordSuccess(username: String) {
        failures["user:" + Username.key(username)] = nil
    }

    private func keys(username: String, address: String) -> [(String, Int)] {
        [("user:" + Username.key(username), perUsername), ("addr:" + address, perAddress)]
    }

    private func prune(_ key: String, now: Date) -> [Date] {
        let recent = (failures[key] ?? []).filter { now.timeIntervalSince($0) < window }
        failures[key] = recent.isEmpty ? nil : recent
        return recent
    }
}
