import Foundation
import GRDB
import RepbookCore
@testable import RepbookStore
import Testing

/// A CHECK that is reached anyway is a 400 naming the column: SQLite's constraint messages read by `ConstraintRefusal`.
/// The random texts against the validators run on both engines in `RepbookEngineTests/UserTextPropertyTests`.
@Suite("User text: validators and CHECKs agree")
struct UserTextPropertyTests {
    @Test("A CHECK reached without a validator is a 400 naming the column, and writes nothing")
    func checkBecomesInvalid() async throws {
        let fixture = try TrainingStoreTests.Fixture()
        let ana = try await fixture.user("ana")
        await #expect(throws: DomainError.invalid(field: "label", message: "The label is not accepted: it is empty, too long, out of range or holds characters that cannot be stored.")) {
            _ = try await fixture.store.insertAPIToken(userID: ana.id, label: String(repeating: "e\u{301}", count: 50), digest: "x", createdAt: Date(), expiresAt: nil)
        }
        #expect(try await fixture.store.apiTokens(userID: ana.id).isEmpty)
        let refusal = ConstraintRefusal(DatabaseError(resultCode: .SQLITE_CONSTRAINT_CHECK, message: "CHECK constraint failed: custom_name IS NULL OR length(custom_name) BETWEEN 1 AND 80"))
        #expect(refusal?.field == "customName")
        #expect(ConstraintRefusal(DatabaseError(resultCode: .SQLITE_CONSTRAINT_NOTNULL, message: "NOT NULL constraint failed: workout.local_date"))?.field == "localDate")
        #expect(ConstraintRefusal(DatabaseError(resultCode: .SQLITE_CONSTRAINT_UNIQUE, message: "UNIQUE constraint failed: user.username_key")) == nil)
    }
}
