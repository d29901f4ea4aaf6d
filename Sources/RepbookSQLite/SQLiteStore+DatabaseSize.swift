import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    /// The sizes of the database file and its write-ahead log (0 for an in-memory database).
    public func databaseSize() async throws -> Int64 {
        let path = writer.base.path
        return [path, path + "-wal"].reduce(0) { total, file in
            total + ((((try? FileManager.default.attributesOfItem(atPath: file))?[.size]) as? NSNumber)?.int64Value ?? 0)
        }
    }
}
