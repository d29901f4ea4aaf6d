import Foundation
import Mustache
import RepbookCore
import Testing

@testable import RepbookServer

/// The templates of every language parse: a server start parses the source language's only, the others on their first
/// page, so a catalog string that breaks a template in one language is found here, not by the first lifter using it.
@Suite("Template libraries")
struct TemplateLibrariesTests {
    @Test("Every language's translated templates parse, each the whole set, and an unknown language gets the source one")
    func everyLanguageParses() throws {
        let localization = try Catalogs.loaded.get()
        let templates = EmbeddedResources.templates
        let libraries = try TemplateLibraries(localization: localization, templates: templates)
        #expect(localization.languages.count >= 7)
        for language in localization.languages {
            let library = try libraries.library(language)
            let missing = templates.keys.filter { library.getTemplate(named: $0) == nil }.sorted()
            #expect(missing.isEmpty, "\(language) lacks \(missing)")
        }
        let unknown = try libraries.library("xx")
        let source = try libraries.library(Localization.sourceLanguage)
        let empty: [String: String] = [:]
        for page in templates.keys {
            #expect(unknown.render(empty, withTemplate: page) == source.render(empty, withTemplate: page), "\(page)")
        }
        #expect(try libraries.library("de").render(empty, withTemplate: "signin") != source.render(empty, withTemplate: "signin"))
    }
}
