/// Hashes and checks passwords with a slow key-derivation function.
public protocol PasswordHasher: Sendable {
    /// A salted hash of `password` to store.
    func hash(_ password: String) async throws -> String
    /// Whether `password` matches a stored hash.
    func verify(_ password: String, against hash: String) async -> Bool
}
