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

    @Test("The text reads back as GRDB reads it, to the same millisecond; other forms are left to GRDB")
    func readsAsGRDB() throws {
        var generator = SystemRandomNumberGenerator()
        let instants = [0, -1, 0.0005, 86_399.999, 951_782_400, -2_208_988_800, 4_102_444_799.999, 1_795_000_000.123]
            + (0..<1000).map { _ in Double(Int64.random(in: -2_000_000_000_000...4_000_000_000_000, using: &generator)) / 1000 }
        for seconds in instants {
            let text = StoredInstant.text(Date(timeIntervalSince1970: seconds))
            let grdb = try #require(Date.fromDatabaseValue(text.databaseValue))
            let read = try #require(Self.read(text), "\(text)")
            #expect(read.unixMilliseconds == grdb.unixMilliseconds, "\(text)")
            #expect(StoredInstant.text(read) == text)
            // Without its milliseconds, the form GRDB also reads.
            let whole = String(text.prefix(19))
            #expect(Self.read(whole)?.unixMilliseconds == Date.fromDatabaseValue(whole.databaseValue)?.unixMilliseconds, "\(whole)")
        }
        for other in ["2026-11-28", "2026-11-28T10:00:00.000", "2026-02-30 10:00:00.000", "2026-11-28 24:00:00.000", "2026-11-28 10:00:0x.000",
                      "2026-11-28 10:00:00.000Z", ""] {
            #expect(Self.read(other) == nil, "\(other)")
        }
    }

    private static func read(_ text: String) -> Date? {
        Array(text.utf8).withUnsafeBytes { StoredInstant.date($0) }
    }
}
