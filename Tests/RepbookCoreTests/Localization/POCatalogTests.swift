import Foundation
@testable import RepbookCore
import Testing

/// The `.po` reader: what gettext writes (escapes, strings over several lines, plurals, contexts, the header) and what
/// it must refuse.
@Suite("PO catalog")
struct POCatalogTests {
    static let sample = #"""
        # A translator's comment
        msgid ""
        msgstr ""
        "Language: de\n"
        "Plural-Forms: nplurals=2; plural=(n != 1);\n"

        #. English: Save
        msgid "set.save"
        msgstr "Speichern"

        msgid "quote.escapes"
        msgstr "Sag \"Hallo\"\tdann\\weiter\nZeile zwei"

        msgid ""
        "long."
        "key"
        msgstr ""
        "Erste Hälfte, "
        "zweite Hälfte"

        msgid "workout.progress"
        msgid_plural "workout.progress"
        msgstr[0] "{{done}} von {{count}} Satz erledigt"
        msgstr[1] "{{done}} von {{count}} Sätzen erledigt"

        msgctxt "button"
        msgid "finish"
        msgstr "Beenden"

        #, fuzzy
        msgid "guessed"
        msgstr "Geraten"

        msgid "untranslated"
        msgstr ""
        msgid "back.to.back"
        msgstr "Ohne Leerzeile"
        """#

    @Test("Reads the header, escapes, multi-line strings, plural forms and contexts; fuzzy and empty entries fall away")
    func reads() throws {
        let catalog = try POCatalog.parse(Self.sample)
        #expect(catalog.language == "de")
        #expect(catalog.pluralFormCount == 2)
        #expect(catalog.entries["set.save"] == ["Speichern"])
        #expect(catalog.entries["quote.escapes"] == ["Sag \"Hallo\"\tdann\\weiter\nZeile zwei"])
        #expect(catalog.entries["long.key"] == ["Erste Hälfte, zweite Hälfte"])
        #expect(catalog.entries["workout.progress"] == ["{{done}} von {{count}} Satz erledigt", "{{done}} von {{count}} Sätzen erledigt"])
        #expect(catalog.entries["button\u{4}finish"] == ["Beenden"])
        #expect(catalog.entries["finish"] == nil, "a context is part of the key")
        #expect(catalog.entries["guessed"] == nil, "fuzzy entries are not used")
        #expect(catalog.entries["untranslated"] == nil, "an empty msgstr falls back to English")
        #expect(catalog.entries["back.to.back"] == ["Ohne Leerzeile"])
        #expect(catalog.entries.count == 6)
    }

    @Test("Refuses what is not .po, naming the line", arguments: [
        ("msgid \"a\"\nmsgstr \"b", 2, "expected a quoted string"),
        ("msgid \"a\"\nmsgtxt \"b\"", 2, "unknown keyword"),
        ("msgid \"a\"\nmsgstr \"b\\q\"", 2, "unknown escape"),
        ("\"dangling\"", 1, "a string outside"),
        ("msgid \"a\"\nmsgstr[0] \"x\"\nmsgstr[1] \"y\"\n", 4, "without msgid_plural"),
        ("msgid \"a\"\nmsgstr \"x\"\n\nmsgid \"a\"\nmsgstr \"y\"\n", 6, "appears twice"),
        ("msgid \"a\"\nmsgstr \"x\"y\"", 2, "unescaped quote"),
    ])
    func refuses(text: String, line: Int, reason: String) {
        #expect {
            try POCatalog.parse(text)
        } throws: { error in
            guard let error = error as? POParseError else { return false }
            return error.line == line && error.reason.contains(reason)
        }
    }

    @Test("A catalog without Plural-Forms has no form count; CRLF line ends read the same")
    func header() throws {
        #expect(try POCatalog.parse("msgid \"a\"\nmsgstr \"b\"\n").pluralFormCount == nil)
        let windows = try POCatalog.parse("msgid \"a\"\r\nmsgstr \"b\"\r\n")
        #expect(windows.entries["a"] == ["b"])
    }
}
