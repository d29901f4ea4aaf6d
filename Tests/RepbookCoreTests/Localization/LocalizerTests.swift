@testable import RepbookCore
import Testing

/// One language's strings over English, plurals by its rule, dates by its patterns, and the generated pseudo-locale.
@Suite("Localizer")
struct LocalizerTests {
    static func localization() throws -> Localization {
        let english = try POCatalog.parse(#"""
            msgid "set.save"
            msgstr "Save"
            msgid "only.english"
            msgstr "Only in English"
            msgid "home.greeting"
            msgstr "Hi, {{username}}"
            msgid "workout.progress"
            msgid_plural "workout.progress"
            msgstr[0] "{{done}} of {{count}} set done"
            msgstr[1] "{{done}} of {{count}} sets done"
            msgid "date.day"
            msgstr "{{weekday}} {{day}} {{month}} {{year}}"
            msgid "date.weekday.short.6"
            msgstr "Sat"
            msgid "date.month.short.11"
            msgstr "Nov"
            msgid "number.decimal"
            msgstr "."
            """#)
        let german = try POCatalog.parse(#"""
            msgid ""
            msgstr "Plural-Forms: nplurals=2; plural=(n != 1);\n"
            msgid "set.save"
            msgstr "Speichern"
            msgid "home.greeting"
            msgstr "Hallo, {{username}}"
            msgid "workout.progress"
            msgid_plural "workout.progress"
            msgstr[0] "{{done}} von {{count}} Satz erledigt"
            msgstr[1] "{{done}} von {{count}} Sätzen erledigt"
            msgid "date.day"
            msgstr "{{weekday}}, {{day}}. {{month}} {{year}}"
            msgid "date.weekday.short.6"
            msgstr "Sa."
            msgid "date.month.short.11"
            msgstr "Nov."
            msgid "number.decimal"
            msgstr ","
            """#)
        let french = try POCatalog.parse(#"""
            msgid "workout.progress"
            msgid_plural "workout.progress"
            msgstr[0] "{{done}} série faite sur {{count}}"
            msgstr[1] "{{done}} séries faites sur {{count}}"
            """#)
        return try Localization(catalogs: ["en": english, "de": german, "fr": french])
    }

    @Test("A language's text, English behind a key it lacks, the key itself when no catalog has it")
    func fallback() throws {
        let german = try Self.localization().localizer("de")
        #expect(german.text("set.save") == "Speichern")
        #expect(german.text("only.english") == "Only in English")
        #expect(german.text("no.such.key") == "no.such.key")
        #expect(german.text("home.greeting", ["username": "ana"]) == "Hallo, ana")
        #expect(german.text("home.greeting", [:]) == "Hallo, {{username}}", "an unfilled slot stays for Mustache")
    }

    @Test("Plurals by each language's rule, the count in its digits")
    func plurals() throws {
        let localization = try Self.localization()
        #expect(localization.localizer("de").plural("workout.progress", count: 1, ["done": "0"]) == "0 von 1 Satz erledigt")
        #expect(localization.localizer("de").plural("workout.progress", count: 12500, ["done": "3"]) == "3 von 12.500 Sätzen erledigt")
        #expect(localization.localizer("en").plural("workout.progress", count: 0, ["done": "0"]) == "0 of 0 sets done")
        #expect(localization.localizer("fr").plural("workout.progress", count: 0, ["done": "0"]) == "0 série faite sur 0", "French 0 is one")
        #expect(localization.localizer("fr").plural("workout.progress", count: 2, ["done": "1"]) == "1 séries faites sur 2")
    }

    @Test("A day by the language's pattern and names")
    func day() throws {
        let localization = try Self.localization()
        let date = LocalDate("2026-11-28")!
        #expect(localization.localizer("de").day(date) == "Sa., 28. Nov. 2026")
        #expect(localization.localizer("en").day(date) == "Sat 28 Nov 2026")
    }

    @Test("The choice: a shipped language, else Accept-Language, else English; the pseudo-locale only when chosen")
    func choice() throws {
        let localization = try Self.localization()
        #expect(localization.localizer(choice: "de", acceptLanguage: "fr").language == "de")
        #expect(localization.localizer(choice: "auto", acceptLanguage: "fr-FR,de;q=0.5").language == "fr")
        #expect(localization.localizer(choice: "auto", acceptLanguage: "ja").language == "en")
        #expect(localization.localizer(choice: "auto", acceptLanguage: nil).language == "en")
        #expect(localization.localizer(choice: "auto", acceptLanguage: "qps").language == "en")
        #expect(localization.localizer(choice: "qps", acceptLanguage: nil).language == "qps")
        #expect(localization.localizer(choice: "nl", acceptLanguage: "de").language == "de", "a language not shipped yet reads the browser's")
        #expect(localization.languages == ["en", "de", "fr", "qps"])
    }

    @Test("Refuses catalogs without English, or whose Plural-Forms disagrees with the language's rule")
    func refusals() throws {
        let german = try POCatalog.parse("msgid \"a\"\nmsgstr \"b\"\n")
        #expect(throws: LocalizationError.missingSourceCatalog) { try Localization(catalogs: ["de": german]) }
        let threeForms = try POCatalog.parse("msgid \"\"\nmsgstr \"Plural-Forms: nplurals=3; plural=n;\\n\"\n")
        #expect(throws: LocalizationError.pluralFormsMismatch(language: "de", header: 3, rule: 2)) {
            try Localization(catalogs: ["en": german, "de": threeForms])
        }
    }

    @Test("The pseudo-locale: accented, at least 40 % longer, slots untouched, bracketed so clipping shows")
    func pseudo() throws {
        let pseudo = try Self.localization().localizer("qps")
        let text = pseudo.text("home.greeting")
        #expect(text.hasPrefix("⟦Ĥî, {{username}}"))
        #expect(text.hasSuffix("⟧"))
        for english in ["Save", "Only in English", "Every change is saved as you go.", "Rest"] {
            let translated = PseudoLocale.translate(english)
            #expect(Double(translated.count) >= Double(english.count) * 1.4, "\(english) → \(translated)")
            #expect(!translated.contains { $0.isASCII && $0.isLetter && english.contains($0) && "aeiouAEIOU".contains($0) })
        }
        #expect(PseudoLocale.translate("{{{raw}}} and {{#a}}x{{/a}}").contains("{{{raw}}}"))
        #expect(PseudoLocale.translate("{{{raw}}} and {{#a}}x{{/a}}").contains("{{#a}}ẋ{{/a}}"))
        #expect(pseudo.numbers.decimalSeparator == ",")
        let markup = PseudoLocale.translate(#"Or <a id="x" href="/plans">plans</a> &lt;token&gt; & more"#)
        #expect(markup.hasPrefix(#"⟦Öŕ <a id="x" href="/plans">þļáñš</a> &lt;ţöķéñ&gt; & ɱöŕé"#), "tags and entities stay: \(markup)")
    }
}
