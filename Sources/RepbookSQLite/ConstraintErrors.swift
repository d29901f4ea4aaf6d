import GRDB
import RepbookCore

/// Turns a unique-constraint failure into a domain conflict and lets other errors through.
func mappingUniqueViolation<T>(to conflict: DomainError, _ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
        throw conflict
    }
}
