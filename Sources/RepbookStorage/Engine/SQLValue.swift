import Foundation
import RepbookCore

/// A value bound to a statement, in the store's own terms; each engine binds it in its column types (an instant is
/// SQLite text and PostgreSQL `timestamptz`, a day SQLite text and PostgreSQL `date`, a flag SQLite 0/1 and PostgreSQL
/// `boolean`).
public enum SQLValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case flag(Bool)
    case instant(Date)
    case day(LocalDate)
    case bytes(Data)
}

/// A Swift value that binds as an `SQLValue`.
public protocol SQLBindable: Sendable {
    /// The value as bound.
    var sqlValue: SQLValue { get }
}

extension SQLValue: SQLBindable {
    public var sqlValue: SQLValue { self }
}

extension Int64: SQLBindable {
    public var sqlValue: SQLValue { .integer(self) }
}

extension Int: SQLBindable {
    public var sqlValue: SQLValue { .integer(Int64(self)) }
}

extension Double: SQLBindable {
    public var sqlValue: SQLValue { .real(self) }
}

extension String: SQLBindable {
    public var sqlValue: SQLValue { .text(self) }
}

extension Bool: SQLBindable {
    public var sqlValue: SQLValue { .flag(self) }
}

extension Date: SQLBindable {
    public var sqlValue: SQLValue { .instant(self) }
}

extension LocalDate: SQLBindable {
    public var sqlValue: SQLValue { .day(self) }
}

extension Data: SQLBindable {
    public var sqlValue: SQLValue { .bytes(self) }
}

extension Optional: SQLBindable where Wrapped: SQLBindable {
    public var sqlValue: SQLValue { self?.sqlValue ?? .null }
}

extension RawRepresentable where Self: SQLBindable, RawValue == String {
    public var sqlValue: SQLValue { .text(rawValue) }
}
