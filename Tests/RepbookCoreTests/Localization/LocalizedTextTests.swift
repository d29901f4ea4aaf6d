import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

/// An error's sentence as a key and values, written by a language's catalog: slots, numbers in the language's digits,
/// a sentence inside another, text no catalog holds, and `DomainError.message` in the bound request language.
@Suite("Localized text")
struct LocalizedTextTests {
    static func localization() throws -> Localization {
        let english = try POCatalog.parse(#"""
            msgid "number.decimal"
            msgstr "."

            msgid "error.reps_range"
            msgstr "Reps must be a whole number from 0 to {{max}}."

            msgid "error.line"
            msgstr "Line {{line}}: {{value}}"
            """#)
        let german = try POCatalog.parse(#"""
            msgid "number.decimal"
            msgstr ","

            msgid "error.reps_range"
            msgstr "Wdh. müssen eine ganze Zahl von 0 bis {{max}} sein."

            msgid "error.line"
            msgstr "Zeile {{line}}: {{value}}"
            """#)
        return try Localization(catalogs: ["en": english, "de": german])
    }

    @Test("Slots are filled per language: a whole number in the language's digits, an inner sentence in the same language")
    func slots() throws {
        let localization = try Self.localization()
        let inner = LocalizedText("error.reps_range", ["max": .integer(12500)])
        let outer = LocalizedText("error.line", ["line": "12", "value": .localized(inner)])
        #expect(localization.localizer("en").text(outer) == "Line 12: Reps must be a whole number from 0 to 12,500.")
        #expect(localization.localizer("de").text(outer) == "Zeile 12: Wdh. müssen eine ganze Zahl von 0 bis 12.500 sein.")
    }

    @Test("A verbatim text shows as it is in every language; a key no catalog holds shows as itself")
    func verbatimAndMissing() throws {
        let german = try Self.localization().localizer("de")
        #expect(german.text(LocalizedText.verbatim("SQLite: disk I/O error")) == "SQLite: disk I/O error")
        #expect(german.text(LocalizedText("error.nowhere", ["x": "1"])) == "error.nowhere")
    }

    @Test("DomainError.message follows the bound request language: Accept-Language first, the user's setting once known")
    func messageFollowsRequestLanguage() async throws {
        let error = DomainError.invalid(field: "reps", message: LocalizedText("error.reps_range", ["max": .integer(12500)]))
        let language = RequestLanguage(localization: try Self.localization(), acceptLanguage: "en-US,en;q=0.9")
        RequestLanguage.$current.withValue(language) {
            #expect(error.message == "Reps must be a whole number from 0 to 12,500.")
            language.use(choice: "de")
            #expect(error.message == "Wdh. müssen eine ganze Zahl von 0 bis 12.500 sein.")
        }
        #expect(error.message == "error.reps_range", "outside a request, the key")
        #expect(error.code == "invalid_input" && error.field == "reps")
    }

    @Test("The shipped English catalog writes a converted error as the English text it replaced")
    func shippedEnglish() {
        let error = DomainError.notFound(LocalizedText("error.no_workout_with_id", ["id": "7"]))
        #expect(error.english == "No workout with id 7.")
        #expect(DomainError.rateLimited(retryAfterSeconds: 30).english == "Too many attempts. Try again in 30 seconds.")
    }
}
