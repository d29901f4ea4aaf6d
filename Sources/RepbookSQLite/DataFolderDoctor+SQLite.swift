import Foundation
import RepbookDataFolder

extension DataFolderDoctor {
    /// Every check's finding, in a fixed order, for a data folder whose database is its SQLite file.
    public func examine(now: Date = Date()) -> [DoctorFinding] {
        examine(now: now, databaseChecks: SQLiteDatabaseChecks.findings)
    }
}
