import Foundation
import RepbookCore

/// One row a statement answered, read by column name in the store's own terms; each engine reads its column types
/// (SQLite's text instants and 0/1 flags, PostgreSQL's `timestamptz` and `boolean`). A NULL reads as nil.
public protocol SQLRow {
    /// An integer column.
    func integer(_ column: String) throws -> Int64?
    /// A floating-point column (an integer one reads as its value).
    func real(_ column: String) throws -> Double?
    /// A text column.
    func text(_ column: String) throws -> String?
    /// A true/false column (SQLite's 0/1, PostgreSQL's boolean).
    func flag(_ column: String) throws -> Bool?
    /// An instant column (SQLite's stored text, PostgreSQL's `timestamptz`).
    func instant(_ column: String) throws -> Date?
    /// A calendar day column (SQLite's `yyyy-MM-dd` text, PostgreSQL's `date`).
    func day(_ column: String) throws -> LocalDate?
    /// A blob column (PostgreSQL's `bytea`).
    func bytes(_ column: String) throws -> Data?
}

/// A Swift value read from a column of an `SQLRow`.
public protocol SQLDecodable {
    /// The column's value, nil for NULL.
    static func decodeIfPresent(_ column: String, of row: any SQLRow) throws -> Self?
}

/// A column that holds NULL, or a value the store does not know, where the row must hold one.
public struct CorruptColumn: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

extension SQLRow {
    /// The column's value; NULL is a `CorruptColumn` error.
    public subscript<T: SQLDecodable>(_ column: String) -> T {
        get throws {
            guard let value = try T.decodeIfPresent(column, of: self) else { throw CorruptColumn("\(column) is NULL") }
            return value
        }
    }

    /// The column's value, nil for NULL.
    public subscript<T: SQLDecodable>(_ column: String) -> T? {
        get throws { try T.decodeIfPresent(column, of: self) }
    }

    /// A text column read as one of an enumeration's raw values; an unknown one is a `CorruptColumn` error.
    public func choice<T: RawRepresentable>(_ column: String) throws -> T where T.RawValue == String {
        let raw: String = try self[column]
        guard let value = T(rawValue: raw) else { throw CorruptColumn("Unexpected \(column) \"\(raw)\"") }
        return value
    }

    /// A text column read as an optional raw value; NULL is nil, an unknown one a `CorruptColumn` error.
    public func choiceIfPresent<T: RawRepresentable>(_ column: String) throws -> T? where T.RawValue == String {
        guard let raw: String = try self[column] else { return nil }
        guard let value = T(rawValue: raw) else { throw CorruptColumn("Unexpected \(column) \"\(raw)\"") }
        return value
    }
}

extension Int64: SQLDecodable {
    public static func decodeIfPresent(_ column: String, of row: any SQLRow) throws -> Int64? { try row.integer(column) }
}

extension Int: SQLDecodable {
    public static func decodeIfPresent(_ column: String, of row: any SQLRow) throws -> Int? { try row.integer(column).map(Int.init) }
}

extension Double: SQLDecodable {
    public static func decodeIfPresent(_ column: String, of row: any SQLRow) throws -> Double? { try row.real(column) }
}

extension String: SQLDecodable {
    public static func decodeIfPresent(_ column: String, of row: any SQLRow) throws -> String? { try row.text(column) }
}

extension Bool: SQLDecodable {
    public static func decodeIfPresent(_ column: String, of row: any SQLRow) throws -> Bool? { try row.flag(column) }
}

extension Date: SQLDecodable {
    public static func decodeIfPresent(_ column: String, of row: any SQLRow) throws -> Date? { try row.instant(column) }
}

extension LocalDate: SQLDecodable {
    public static func decodeIfPresent(_ column: String, of row: any SQLRow) throws -> LocalDate? { try row.day(column) }
}

extension Data: SQLDecodable {
    public static func decodeIfPresent(_ column: String, of row: any SQLRow) throws -> Data? { try row.bytes(column) }
}
