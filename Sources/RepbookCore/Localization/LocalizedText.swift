import Foundation

/// A sentence for people as a catalog key (`error.reps_range`) and the values of its `{{slots}}`; a `Localizer` writes it
/// in a language, so an error carries no language of its own.
public struct LocalizedText: Sendable, Hashable, Codable {
    /// The catalog key, or for a `verbatim` text the text itself.
    public let key: String
    /// The value of each slot of the key's text.
    public let values: [String: Slot]

    /// The text of `key` with `values` in its slots.
    public init(_ key: String, _ values: [String: Slot] = [:]) {
        self.key = key
        self.values = values
    }

    /// This text in the language of the request being served (`RequestLanguage`; the CLI binds English); outside one, its key.
    public var inRequestLanguage: String { RequestLanguage.current?.localizer.text(self) ?? key }

    /// A text no catalog holds (a message from a library, a name), shown as it is in every language.
    public static func verbatim(_ text: String) -> LocalizedText { LocalizedText(text) }

    /// One slot's value: text as it is, a whole number in the language's digits, a decimal (at most two places) with the
    /// language's decimal mark, a day by the language's `date.day` pattern, or another localized text.
    public indirect enum Slot: Sendable, Hashable, Codable, ExpressibleByStringInterpolation, ExpressibleByIntegerLiteral {
        case text(String)
        case integer(Int)
        case decimal(Double)
        case localized(LocalizedText)
        case day(LocalDate)

        public init(stringLiteral value: String) { self = .text(value) }
        public init(stringInterpolation: DefaultStringInterpolation) { self = .text(String(stringInterpolation: stringInterpolation)) }
        public init(integerLiteral value: Int) { self = .integer(value) }
    }
}

extension Localizer {
    /// `text` in this language: its key's text with each slot filled (numbers in this language's digits).
    public func text(_ text: LocalizedText) -> String {
        guard !text.values.isEmpty else { return self.text(text.key) }
        return self.text(text.key, text.values.mapValues { slot in
            switch slot {
            case .text(let value): value
            case .integer(let value): numbers.integer(value)
            case .decimal(let value): numbers.decimal(value)
            case .localized(let inner): self.text(inner)
            case .day(let date): day(date)
            }
        })
    }
}
