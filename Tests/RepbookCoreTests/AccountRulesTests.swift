import RepbookCore
import Testing

@Suite("User names and passwords")
struct AccountRulesTests {
    @Test("User names are trimmed and keyed without case")
    func usernames() throws {
        #expect(try Username.validated("  Ana.Lifts_1 ") == "Ana.Lifts_1")
        #expect(Username.key("Ana") == Username.key("ANA"))
    }

    @Test("Bad user names are refused", arguments: ["", "with space", "émile", String(repeating: "a", count: 33), "a/b"])
    func badUsernames(name: String) {
        #expect(throws: DomainError.self) { try Username.validated(name) }
    }

    @Test("Passwords need 8 characters and at most 72 bytes")
    func passwords() throws {
        #expect(throws: DomainError.self) { try PasswordPolicy.validate("short") }
        #expect(throws: DomainError.self) { try PasswordPolicy.validate(String(repeating: "é", count: 40)) }
        try PasswordPolicy.validate("correct horse")
    }
}
