import Foundation
import GRDB
import RepbookCore

/// The store's access to SQLite: GRDB's writer, through which every read and write goes, with one addition: a write
/// that a CHECK or NOT NULL constraint refuses becomes the domain's `invalid` error naming the column, so input that
/// slips past a validator is a 400 that changes nothing (the transaction rolls back), never a 500.
struct StoreDatabase: Sendable {
    let base: any DatabaseWriter
    /// A read-only connection of its own for the one query every request makes (who is asking), used on the calling
    /// thread: the hop to GRDB's reader queue and back costs more than that indexed lookup. Nil for an in-memory
    /// database, which has no file to open twice. Never used asynchronously, so a blocked caller only ever waits for
    /// another credential lookup of microseconds, never for a suspended task.
    let credentials: DatabaseQueue?
    /// Told each write transaction's duration in nanoseconds (waiting for the writer included), for metrics.
    var onWrite: (@Sendable (Int64) -> Void)?

    /// Runs `value` in a read transaction.
    func read<T: Sendable>(_ value: @Sendable (Database) throws -> T) async throws -> T {
        try readOnCallingThread(value)
    }

    /// Runs `value`, which reads with one statement, on a pooled reader without a transaction of its own: the statement
    /// reads one consistent snapshot by itself, and GRDB's `SAVEPOINT` and `RELEASE` around it (two statements compiled
    /// on every read) are spared.
    func readSingle<T: Sendable>(_ value: @Sendable (Database) throws -> T) async throws -> T {
        try readOnCallingThreadWithoutTransaction(value)
    }

    /// Runs the single statement `value` reads through the credentials connection, on the calling thread and without a
    /// transaction (one statement reads one consistent snapshot); through the pool when there is no such connection.
    func readCredential<T: Sendable>(_ value: @Sendable (Database) throws -> T) async throws -> T {
        guard let credentials else { return try await base.read(value) }
        return try credentials.inDatabase(value)
    }

    /// Runs `updates` in one write transaction.
    func write<T: Sendable>(_ updates: @Sendable (Database) throws -> T) async throws -> T {
        let start = onWrite == nil ? nil : ContinuousClock.now
        defer {
            if let start, let onWrite {
                let elapsed = (ContinuousClock.now - start).components
                onWrite(elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000)
            }
        }
        do {
            return try writeOnCallingThread(updates)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            guard let refusal = ConstraintRefusal(error) else { throw error }
            throw refusal.domainError
        }
    }
}

extension StoreDatabase {
    /// GRDB's synchronous read: a pooled reader's queue entered with `DispatchQueue.sync`, which runs the body on the
    /// calling thread when the reader is free. The async `read` hops to the reader's queue and back (two thread wake-ups,
    /// more than a short read costs); the bodies are synchronous SQLite work, so the calling thread is busy either way.
    private func readOnCallingThread<T>(_ value: (Database) throws -> T) throws -> T {
        try base.read(value)
    }

    /// GRDB's synchronous read without a transaction of its own, on the calling thread as `readOnCallingThread`.
    private func readOnCallingThreadWithoutTransaction<T>(_ value: (Database) throws -> T) throws -> T {
        try base.unsafeRead(value)
    }

    /// GRDB's synchronous write, on the calling thread as `readOnCallingThread` (a caller waiting for the one writer
    /// waits for synchronous work of other callers, never for a suspended task).
    private func writeOnCallingThread<T>(_ updates: (Database) throws -> T) throws -> T {
        try base.write(updates)
    }
}

/// A CHECK or NOT NULL failure read from SQLite's message: the column it names.
struct ConstraintRefusal: Equatable {
    let field: String

    /// The refusal in `error`, or nil for other constraints (unique and foreign keys have their own meanings).
    init?(_ error: DatabaseError) {
        guard let message = error.message else { return nil }
        switch error.extendedResultCode {
        case .SQLITE_CONSTRAINT_CHECK:
            guard let column = Self.firstColumn(in: message.components(separatedBy: "failed:").last ?? "") else { return nil }
            field = Self.camelCased(column)
        case .SQLITE_CONSTRAINT_NOTNULL:
            guard let column = message.components(separatedBy: ".").last?.trimmingCharacters(in: .whitespaces), !column.isEmpty else { return nil }
            field = Self.camelCased(column)
        default:
            return nil
        }
    }

    /// What the user is told.
    var domainError: DomainError {
        .invalid(
            field: field, message: LocalizedText("error.store.not_accepted", ["field": .text(field)]))
    }

    /// The first name in a CHECK expression that is a column, not a function (`length(name) …` names `name`).
    private static func firstColumn(in expression: String) -> String? {
        let keywords: Set<String> = ["and", "or", "not", "null", "is", "in", "between", "like", "glob", "case", "when", "then", "else", "end"]
        var index = expression.startIndex
        while index < expression.endIndex {
            let character = expression[index]
            guard character.isLetter || character == "_" else {
                index = expression.index(after: index)
                continue
            }
            let start = index
            while index < expression.endIndex, expression[index].isLetter || expression[index].isNumber || expression[index] == "_" {
                index = expression.index(after: index)
            }
            let word = String(expression[start..<index])
            let rest = expression[index...].drop { $0 == " " }
            if rest.first != "(", !keywords.contains(word.lowercased()) { return word }
        }
        return nil
    }

    private static func camelCased(_ column: String) -> String {
        let parts = column.split(separator: "_")
        guard let first = parts.first else { return column }
        return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
