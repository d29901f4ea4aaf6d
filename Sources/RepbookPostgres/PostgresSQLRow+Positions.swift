import Foundation
import PostgresNIO
import RepbookCore
import RepbookStorage

/// A PostgreSQL row read by position, for decoders that follow their statement's `SQLColumns`: each cell is taken at
/// its index, without the two lookups of its name.
extension PostgresSQLRow {
    var columnNames: [String] { row.map(\.columnName) }

    func integer(at index: Int) throws -> Int64? { try decode(at: index) }
    func text(at index: Int) throws -> String? { try decode(at: index) }
    func flag(at index: Int) throws -> Bool? { try decode(at: index) }
    func instant(at index: Int) throws -> Date? { try decode(at: index) }
    func bytes(at index: Int) throws -> Data? { try decode(at: index) }
    func day(at index: Int) throws -> LocalDate? { (try decode(at: index) as PostgresDay?)?.day }
    func real(at index: Int) throws -> Double? { try Self.real(row[index]) }

    /// A float cell, or an integer or numeric one read as its value (a sum or an average); nil for NULL.
    static func real(_ cell: PostgresCell) throws -> Double? {
        guard cell.bytes != nil else { return nil }
        switch cell.dataType {
        case .int2, .int4, .int8: return Double(try cell.decode(Int64.self))
        case .numeric: return NSDecimalNumber(decimal: try cell.decode(Decimal.self)).doubleValue
        default: return try cell.decode(Double.self)
        }
    }

    private func decode<T: PostgresDecodable>(at index: Int) throws -> T? {
        let cell = row[index]
        return cell.bytes == nil ? nil : try cell.decode(T.self)
    }
}
