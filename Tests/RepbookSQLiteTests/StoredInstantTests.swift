import Foundation
import GRDB
import RepbookCore
@testable import RepbookSQLite
import Testing

@Suite("Stored instants")
struct StoredInstantTests {
    @Test("The text is GRDB's own storage format, rounded to the millisecond, across years, days and both sides of 1970")
    func sameAsGRDB() throws {
        var generator = SystemRandomNumberGenerator()
        let instants = [0, -1, 0.0004, 0.0005, 86_399.9996, 951_782_400, -2_208_988_800, 4_102_444_799.999, 1_795_000_000.123]
            + (0..<500).map { _ in Double.random(in: -2_000_000_000...4_000_000_000, using: &generator).rounded() / 1000 * 1000 }
            + (0..<500).map { _ in Double(Int64.random(in: -2_000_000_000_000...4_000_000_000_000, using: &generator)) / 1000 }
        for seconds in instants {
            let date = Date(timeIntervalSince1970: seconds)
            let rounded = Date(timeIntervalSince1970: Double(date.unixMilliseconds) / 1000)
            // GRDB writes the same text for an instant already on a whole millisecond.
            let grdb = try #require(String.fromDatabaseValue(rounded.databaseValue))
            #expect(StoredInstant.text(date) == grdb, "\(seconds)")
        }
    }
}
