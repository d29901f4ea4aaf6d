import Foundation
import GRDB
import RepbookCore
@testable import RepbookSQLite
import Testing

/// SQLite's constraint messages as `ConstraintRefusal` reads them: a CHECK or NOT NULL names its column, so a CHECK
/// reached without a validator is a 400 naming it; a UNIQUE one is left to its caller. That such a CHECK reached through
/// the store is the domain's invalid error and writes nothing is tested on both engines in
/// `RepbookEngineTests/SettingsStoreTests.checkBecomesInvalid`; random texts against the validators in
/// `RepbookEngineTests/UserTextPropertyTests`.
@Suite("User text: validators and CHECKs agree")
struct UserTextPropertyTests {
    @Test("SQLite's CHECK and NOT NULL messages name the column; a UNIQUE one is no refusal")
    func checkBecomesInvalid() {
        let refusal = ConstraintRefusal(
            DatabaseError(
                resultCode: .SQLITE_CONSTRAINT_CHECK, message: "CHECK constraint failed: custom_name IS NULL OR length(custom_name) BETWEEN 1 AND 80")
        )
        #expect(refusal?.field == "customName")
        #expect(
            ConstraintRefusal(DatabaseError(resultCode: .SQLITE_CONSTRAINT_NOTNULL, message: "NOT NULL constraint failed: workout.local_date"))?.field
                == "localDate")
        #expect(
            ConstraintRefusal(DatabaseError(resultCode: .SQLITE_CONSTRAINT_UNIQUE, message: "UNIQUE constraint failed: user.username_key")) == nil)
    }
}
