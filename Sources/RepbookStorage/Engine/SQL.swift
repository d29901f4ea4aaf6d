/// One statement's text for each engine: written once with `?` placeholders where the dialects agree (PostgreSQL's
/// text numbers them `$1`, `$2`, …), or twice where they truly differ (locks SQLite lacks, a function of one dialect).
public struct SQL: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The text SQLite runs (`?` placeholders).
    public let sqlite: String
    /// The text PostgreSQL runs (`$n` placeholders).
    public let postgres: String

    /// A statement both engines run as written.
    public init(_ text: String) {
        sqlite = text
        postgres = Self.numberingPlaceholders(text)
    }

    /// A statement written once per dialect, each with `?` placeholders.
    public init(sqlite: String, postgres: String) {
        self.sqlite = sqlite
        self.postgres = Self.numberingPlaceholders(postgres)
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
        self.postgres = postgres
    }

    /// `?` outside quotes and comments numbered `$1`, `$2`, … in order.
    static func numberingPlaceholders(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        var number = 0
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
                result.append(character)
            } else if character == "'" || character == "\"" {
                quote = character
                result.append(character)
            } else if character == "?" {
                number += 1
                result += "$\(number)"
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// `count` placeholders joined for an `IN (…)` list (at least one, so an empty list stays valid SQL).
    public static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: max(count, 1)).joined(separator: ", ")
    }
}
