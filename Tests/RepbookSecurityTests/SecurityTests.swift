import RepbookCore
import RepbookSecurity
import Testing

@Suite("Password hashing and token digests")
struct SecurityTests {
    @Test("bcrypt hashes are salted and verify only the right password")
    func bcrypt() async throws {
        let hasher = BcryptPasswordHasher(cost: 4)
        let first = try await hasher.hash("correct horse")
        let second = try await hasher.hash("correct horse")
        #expect(first != second)
        #expect(first.hasPrefix("$2"))
        #expect(await hasher.verify("correct horse", against: first))
        #expect(await !hasher.verify("correct hors", against: first))
        #expect(await !hasher.verify("correct horse", against: "not a hash"))
    }

    @Test("SHA-256 digests are stable hex and differ per token")
    func digests() {
        let digester = SHA256TokenDigester()
        #expect(digester.digest("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(digester.digest("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(digester.digest("a") != digester.digest("b"))
    }

    @Test("Generated tokens are long, URL-safe and distinct")
    func tokens() {
        let tokens = (0..<100).map { _ in SecretToken.generate() }
        #expect(Set(tokens).count == 100)
        #expect(tokens.allSatisfy { $0.count == 43 && !$0.contains("+") && !$0.contains("/") && !$0.contains("=") })
        #expect(SecretToken.constantTimeEquals("abc", "abc"))
        #expect(!SecretToken.constantTimeEquals("abc", "abd"))
        #expect(!SecretToken.constantTimeEquals("abc", "abcd"))
    }
}
