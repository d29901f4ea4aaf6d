/// One statement's text for each engine: written once with `?` placeholders where the dialects agree (PostgreSQL's
/// text numbers them `$1`, `$2`, …), or twice where they truly differ (locks SQLite lacks, a function of one dialect).
public struct SQL: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The text SQLite runs (`?` placeholders).
    public let sqlite: String
    /// PostgreSQL's text as written: `?` placeholders, numbered when `postgres` is read (SQLite never pays for it).
    private let postgresWritten: String
    /// Whether `postgresWritten` is numbered already.
    private let numbered: Bool

    /// The text PostgreSQL runs (`$n` placeholders).
    public var postgres: String { numbered ? postgresWritten : Self.numberingPlaceholders(postgresWritten) }

    /// A statement both engines run as written.
    public init(_ text: String) {
        self.init(sqlite: text, postgres: text, numbered: false)
    }

    /// A statement written once per dialect, each with `?` placeholders.
    public init(sqlite: String, postgres: String) {
        self.init(sqlite: sqlite, postgres: postgres, numbered: false)
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// The statement with `clause` appended on PostgreSQL only: a row lock (`FOR NO KEY UPDATE`, `FOR KEY SHARE`) that
    /// SQLite, whose one writer already serialises write transactions, neither has nor needs.
    public func lockingOnPostgres(_ clause: String) -> SQL {
        SQL(sqlite: sqlite, postgres: postgres + " " + clause, numbered: true)
    }

    private init(sqlite: String, postgres: String, numbered: Bool) {
        self.sqlite = sqlite
        self.postgresWritten = postgres
        self.numbered = numbered
    }

    /// `?` outside quotes numbered `$1`, `$2`, … in order (read byte by byte: quotes and `?` are ASCII, and a
    /// multi-byte character's bytes are never ASCII).
    static func numberingPlaceholders(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.contains(UInt8(ascii: "?")) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(utf8.count + 32)
        var number = 0
        var quote: UInt8?
        for byte in utf8 {
            if let open = quote {
                if byte == open { quote = nil }
                result.append(byte)
            } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                quote = byte
                result.append(byte)
            } else if byte == UInt8(ascii: "?") {
                number += 1
                result.append(UInt8(ascii: "$"))
                result.append(contentsOf: String(number).utf8)
            } else {
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `count` placeholders joined for an `IN (…)` list (at least one, so an empty list stays valid SQL).
    public static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: max(count, 1)).joined(separator: ", ")
    }
}
