/// A language's CLDR cardinal plural rule for whole numbers, as the index of the `msgstr[n]` form to use. Every language
/// Repbook ships has two forms, "one" (`msgstr[0]`) and "other" (`msgstr[1]`); they differ in which counts are "one".
public enum PluralRule: Sendable, Equatable {
    /// English, German, Dutch, Italian, Spanish: "one" is exactly 1 (CLDR `i = 1 and v = 0`).
    case oneIsOne
    /// French and Portuguese (Brazil): "one" is 0 and 1 (CLDR `i = 0,1`).
    case oneIsZeroOrOne

    /// The rule for a language tag (`de`, `pt-BR`...); a language not listed follows English, the commonest rule.
    public static func forLanguage(_ tag: String) -> PluralRule {
        switch tag.split(separator: "-").first.map(String.init) ?? tag {
        case "fr", "pt": .oneIsZeroOrOne
        default: .oneIsOne
        }
    }

    /// The number of forms each translation gives (`nplurals` in the catalog's `Plural-Forms` header).
    public var formCount: Int { 2 }

    /// The index of the form for `count` (0 "one", 1 "other").
    public func formIndex(for count: Int) -> Int {
        switch self {
        case .oneIsOne: count == 1 ? 0 : 1
        case .oneIsZeroOrOne: count == 0 || count == 1 ? 0 : 1
        }
    }
}
