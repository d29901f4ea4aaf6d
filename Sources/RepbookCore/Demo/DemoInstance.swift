import Foundation

/// An instance of many made-up accounts, `user0001`, `user0002`, ..., each with its own seed (so their data differ) and
/// a history `scale` times the ten years of the large demo user.
public struct DemoInstance: Sendable {
    /// The years of the full-size demo history that `scale` shrinks.
    public static let fullYears = 10.0

    public let users: Int
    public let scale: Double
    public let seed: UInt64

    /// `users` accounts with histories `scale` times ten years long, from `seed`.
    public init(users: Int, scale: Double, seed: UInt64) {
        self.users = users
        self.scale = scale
        self.seed = seed
    }

    /// The days each account's history spans: 365 at scale 0.1.
    public var days: Int {
        DemoHistory.days(inYears: Self.fullYears * scale)
    }

    /// The name of account `number`, counting from 1: `user0001`.
    public static func username(_ number: Int) -> String {
        "user" + String(repeating: "0", count: max(0, 4 - String(number).count)) + String(number)
    }

    /// The seed of account `number`'s history, mixed from the instance's seed so neighbouring accounts differ entirely.
    public func seed(ofUser number: Int) -> UInt64 {
        var random = SeededRandom(seed: seed, stream: 1_000 + UInt64(number))
        return random.next()
    }
}
