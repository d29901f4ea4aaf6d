import Foundation

/// Every shipped language: one `Localizer` per catalog (English, the source, complete; the others falling back to it)
/// and the generated pseudo-locale. Built once at start-up from the `.po` files.
public struct Localization: Sendable {
    /// The source language every catalog translates and every missing key falls back to.
    public static let sourceLanguage = "en"
    /// The stored language choice that means "the browser's `Accept-Language`".
    public static let automatic = "auto"

    private let localizers: [String: Localizer]
    /// The shipped language tags: English first, then by tag, the pseudo-locale last.
    public let languages: [String]

    /// Builds the localizers from catalogs by language tag; English (`en`) must be among them. `exerciseCatalogs` are the
    /// exercise names' catalogs by tag (a separate domain), each language's index built here once.
    public init(catalogs: [String: POCatalog], exerciseCatalogs: [String: POCatalog] = [:]) throws(LocalizationError) {
        guard let source = catalogs[Self.sourceLanguage] else { throw .missingSourceCatalog }
        let exerciseNames = { (tag: String) in
            ExerciseNames(language: tag, catalog: exerciseCatalogs[tag], english: exerciseCatalogs[Self.sourceLanguage])
        }
        var localizers: [String: Localizer] = [:]
        for (tag, catalog) in catalogs {
            let expected = PluralRule.forLanguage(tag).formCount
            if let count = catalog.pluralFormCount, count != expected {
                throw .pluralFormsMismatch(language: tag, header: count, rule: expected)
            }
            localizers[tag] = Localizer(
                language: tag, entries: source.entries.merging(catalog.entries) { $1 }, exerciseNames: exerciseNames(tag))
        }
        localizers[PseudoLocale.tag] = Localizer(
            language: PseudoLocale.tag,
            entries: source.entries.mapValues { forms in forms.map(PseudoLocale.translate) }.merging(
                ["number.decimal": [","], "number.group": ["."]]) { $1 },
            exerciseNames: .pseudo(english: exerciseCatalogs[Self.sourceLanguage]))
        // A language whose pages are not translated yet still shows the exercises' names in it (pages in English); it is
        // offered in Settings and matched from Accept-Language once its page catalog ships.
        for tag in exerciseCatalogs.keys where localizers[tag] == nil && Self.knownLanguages.contains(tag) {
            localizers[tag] = Localizer(language: tag, entries: source.entries, exerciseNames: exerciseNames(tag))
        }
        self.localizers = localizers
        languages = [Self.sourceLanguage] + catalogs.keys.filter { $0 != Self.sourceLanguage && $0 != PseudoLocale.tag }.sorted()
            + [PseudoLocale.tag]
    }

    /// The localizer of a shipped language, English for any other tag.
    public func localizer(_ tag: String) -> Localizer {
        localizers[tag] ?? localizers[Self.sourceLanguage]!
    }

    /// The localizer for a user's stored choice: that language, or for `auto` (and signed-out pages) the best match of the
    /// request's `Accept-Language`, English when nothing matches.
    public func localizer(choice: String, acceptLanguage: String?) -> Localizer {
        if choice != Self.automatic, let chosen = localizers[choice] { return chosen }
        let offered = languages.filter { $0 != PseudoLocale.tag }
        return localizer(AcceptLanguage.negotiate(acceptLanguage, available: offered) ?? Self.sourceLanguage)
    }

    /// The languages a user can pick, each by its own name ("Deutsch"), the pseudo-locale last.
    public var choices: [(tag: String, name: String)] {
        languages.map { ($0, localizer($0).text("language.name")) }
    }

    /// Whether `choice` can be stored as a user's language: `auto` or a language Repbook knows.
    public static func isValidChoice(_ choice: String) -> Bool {
        choice == automatic || knownLanguages.contains(choice)
    }

    /// The languages a user may choose, shipped or on their way (their missing strings show in English).
    public static let knownLanguages: Set<String> = ["en", "de", "fr", "es", "pt-BR", "it", "nl", PseudoLocale.tag]
}
