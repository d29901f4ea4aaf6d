import Foundation
import RepbookCore

/// One row a statement answered, read by column name in the store's own terms, or by position where a decoder follows
/// its statement's `SQLColumns` (`SQLColumnReader`); each engine reads its column types (SQLite's text instants and
/// 0/1 flags, PostgreSQL's `timestamptz` and `boolean`). A NULL reads as nil.
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

    /// The statement's column names, in order, as the engine reports them (read once per statement by `SQLColumns`).
    var columnNames: [String] { get }
    /// The integer column at `index` (0 is the first); the positional reads are used only after `SQLColumns.check`.
    func integer(at index: Int) throws -> Int64?
    /// The floating-point column at `index`.
    func real(at index: Int) throws -> Double?
    /// The text column at `index`.
    func text(at index: Int) throws -> String?
    /// The true/false column at `index`.
    func flag(at index: Int) throws -> Bool?
    /// The instant column at `index`.
    func instant(at index: Int) throws -> Date?
    /// The calendar day column at `index`.
    func day(at index: Int) throws -> LocalDate?
    /// The blob column at `index`.
    func bytes(at index: Int) throws -> Data?
}

/// A Swift value read from a column of an `SQLRow`, by name or by position.
public protocol SQLDecodable {
    /// The column's value, nil for NULL.
    static func decodeIfPresent(_ column: String, of row: any SQLRow) throws -> Self?
    /// The value of the column at `index`, nil for NULL.
    static func decodeIfPresent(at index: Int, of row: any SQLRow) throws -> Self?
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
    public static func decodeIfPresent(at index: Int, of row: any SQLRow) throws -> Int64? { try row.integer(at: index) }
}

extension Int: SQLDecodable {
    public static func decodeIfPresent(_ column: String, of row: any SQLRow) throws -> Int? { try row.integer(column).map(Int.init) }
    public static func decodeIfPresent(at index: Int, of row: any SQLRow) throws -> Int? { try row.integer(at: index).map(Int.init) }
}

extension Double: SQLDecodable {
    public static func decodeIfPresent(_ column: String, of row: any SQLRow) throws -> Double? { try row.real(column) }
    public static func decodeIfPresent(at index: Int, of row: any SQLRow) throws -> Double? { try row.real(at: index) }
}

extension String: SQLDecodable {
    public static func decodeIfPresent(_ column: String, of row: any SQLRow) throws -> String? { try row.text(column) }
    public static func decodeIfPresent(at index: Int, of row: any SQLRow) throws -> String? { try row.text(at: index) }
}

extension Bool: SQLDecodable {
    public static func decodeIfPresent(_ column: String, of row: any SQLRow) throws -> Bool? { try row.flag(column) }
    public static func decodeIfPresent(at index: Int, of row: any SQLRow) throws -> Bool? { try row.flag(at: index) }
}

extension Date: SQLDecodable {
    public static func decodeIfPresent(_ column: String, of row: any SQLRow) throws -> Date? { try row.instant(column) }
    public static func decodeIfPresent(at index: Int, of row: any SQLRow) throws -> Date? { try row.instant(at: index) }
}

extension LocalDate: SQLDecodable {
    public static func decodeIfPresent(_ column: String, of row: any SQLRow) throws -> LocalDate? { try row.day(column) }
    public static func decodeIfPresent(at index: Int, of row: any SQLRow) throws -> LocalDate? { try row.day(at: index) }
}

extension Data: SQLDecodable {
    public static func decodeIfPresent(_ column: String, of row: any SQLRow) throws -> Data? { try row.bytes(column) }
    public static func decodeIfPresent(at index: Int, of row: any SQLRow) throws -> Data? { try row.bytes(at: index) }
}
