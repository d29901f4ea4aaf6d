import Foundation
import Mustache
import RepbookCore

/// The embedded templates translated and parsed for each language on the first page in it, then kept: a server start
/// parses the source language's set only (a third of a debug server's start-up CPU was parsing the set of every
/// language), and a page in a language nobody uses costs nothing.
final class TemplateLibraries: @unchecked Sendable {
    private let localization: Localization
    private let templates: [String: String]
    private let lock = NSLock()
    private var libraries: [String: MustacheLibrary] = [:]

    /// The libraries of `templates` (name to source) in `localization`'s languages; the source language's parsed now, so
    /// a template that does not parse stops the start.
    init(localization: Localization, templates: [String: String]) throws {
        self.localization = localization
        self.templates = templates
        _ = try library(Localization.sourceLanguage)
    }

    /// The language whose templates serve `language`: itself, or the source language for one without a catalog.
    func served(_ language: String) -> String {
        localization.languages.contains(language) ? language : Localization.sourceLanguage
    }

    /// The library of `language`, the source language's for a language without a catalog.
    func library(_ language: String) throws -> MustacheLibrary {
        let language = served(language)
        return try lock.withLock {
            if let library = libraries[language] { return library }
            let localizer = localization.localizer(language)
            var library = MustacheLibrary()
            for (name, source) in templates {
                try library.register(try TemplateTranslation.translate(source, with: localizer, template: name), named: name)
            }
            libraries[language] = library
            return library
        }
    }
}
