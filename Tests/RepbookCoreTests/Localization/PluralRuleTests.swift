@testable import RepbookCore
import Testing

/// CLDR cardinal rules for whole numbers in the languages Repbook ships: which counts take the "one" form.
@Suite("Plural rules")
struct PluralRuleTests {
    @Test("English, German, Dutch, Italian, Spanish: only 1 is one", arguments: ["en", "de", "nl", "it", "es"])
    func oneIsOne(language: String) {
        let rule = PluralRule.forLanguage(language)
        #expect(rule.formIndex(for: 1) == 0)
        for count in [0, 2, 3, 11, 21, 101, 1_000_000] { #expect(rule.formIndex(for: count) == 1, "\(language) \(count)") }
    }

    @Test("French and Brazilian Portuguese: 0 and 1 are one", arguments: ["fr", "pt-BR", "pt"])
    func zeroAndOne(language: String) {
        let rule = PluralRule.forLanguage(language)
        #expect(rule.formIndex(for: 0) == 0)
        #expect(rule.formIndex(for: 1) == 0)
        for count in [2, 3, 21, 100] { #expect(rule.formIndex(for: count) == 1, "\(language) \(count)") }
    }

    @Test("Every rule has the two forms the catalogs' Plural-Forms header declares")
    func formCount() {
        #expect(PluralRule.forLanguage("fr").formCount == 2)
        #expect(PluralRule.forLanguage("de").formCount == 2)
    }
}
