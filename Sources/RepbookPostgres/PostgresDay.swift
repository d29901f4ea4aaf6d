import NIOCore
import PostgresNIO
import RepbookCore

/// A calendar day as PostgreSQL's `date` (binary: days since 2000-01-01), so local days are stored as days, not as text
/// or an instant: bind `PostgresDay(day)`, decode `PostgresDay.self` and take `.day`.
struct PostgresDay: PostgresNonThrowingEncodable, PostgresDecodable, Sendable {
    let day: LocalDate

    init(_ day: LocalDate) {
        self.day = day
    }

    /// 2000-01-01, PostgreSQL's day zero, in `LocalDate.dayNumber`'s count from 1970-01-01.
    static let epochDayNumber = 10_957

    static var psqlType: PostgresDataType { .date }
    static var psqlFormat: PostgresFormat { .binary }

    func encode<JSONEncoder: PostgresJSONEncoder>(into byteBuffer: inout ByteBuffer, context: PostgresEncodingContext<JSONEncoder>) {
        byteBuffer.writeInteger(Int32(day.dayNumber - Self.epochDayNumber))
    }

    init<JSONDecoder: PostgresJSONDecoder>(
        from buffer: inout ByteBuffer, type: PostgresDataType, format: PostgresFormat, context: PostgresDecodingContext<JSONDecoder>
    ) throws {
        guard type == .date, format == .binary, buffer.readableBytes == 4, let days = buffer.readInteger(as: Int32.self) else {
            throw PostgresDecodingError.Code.typeMismatch
        }
        day = LocalDate(dayNumber: Int(days) + Self.epochDayNumber)
    }
}

/// Days bind as `date[]` and read from one, for statements that take or answer many days at once.
extension PostgresDay: PostgresArrayEncodable, PostgresArrayDecodable {
    static var psqlArrayType: PostgresDataType { .dateArray }
}
