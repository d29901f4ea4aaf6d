import RepbookCore

/// Hands out one precomputed hash for the one password that every account of a made-up instance shares.
///
/// bcrypt at the default cost takes about 0.3 s, so hashing per account would spend five minutes on a thousand
/// accounts. Since they all have the same password anyway, `seed-instance` hashes it ONCE and stores that same salted
/// hash for every account; sign-in verifies it as usual. Any other password is refused, so it cannot be misused.
struct SharedPasswordHasher: PasswordHasher {
    let password: String
    let sharedHash: String
    private let hasher: any PasswordHasher

    /// Hashes `password` once with `hasher`.
    static func hashingOnce(_ password: String, with hasher: any PasswordHasher) async throws -> SharedPasswordHasher {
        SharedPasswordHasher(password: password, sharedHash: try await hasher.hash(password), hasher: hasher)
    }

    private init(password: String, sharedHash: String, hasher: any PasswordHasher) {
        self.password = password
        self.sharedHash = sharedHash
        self.hasher = hasher
    }

    /// The shared hash, for the shared password only.
    func hash(_ candidate: String) async throws -> String {
        guard candidate == password else { throw CommandFailure(description: "Every account of the instance shares one password.") }
        return sharedHash
    }

    func verify(_ candidate: String, against hash: String) async -> Bool {
        await hasher.verify(candidate, against: hash)
    }
}
