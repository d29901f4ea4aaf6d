import HummingbirdBcrypt
import RepbookCore

/// Hashes passwords with bcrypt at a configurable cost (12 by default, about a quarter second per hash).
public struct BcryptPasswordHasher: PasswordHasher {
    /// The work factor: each step doubles the time to hash and to guess.
    public let cost: UInt8

    public init(cost: UInt8 = 12) {
        self.cost = cost
    }

    public func hash(_ password: String) async throws -> String {
        Bcrypt.hash(password, cost: cost)
    }

    public func verify(_ password: String, against hash: String) async -> Bool {
        Bcrypt.verify(password, hash: hash)
    }
}
