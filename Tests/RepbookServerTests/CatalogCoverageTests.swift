import Foundation
import RepbookCore
import Testing

@testable import RepbookServer

/// The catalogs against the code: every English key in every shipped language with the same slots and markup, no key
/// that nothing uses, and no user-visible English left in a converted template.
@Suite("Catalog coverage")
struct CatalogCoverageTests {
    /// Templates not yet read from the catalogs. Shrink it as pages are converted; never grow it.
    static let notYetConverted: Set<String> = [
    ]

    static func catalogs() throws -> [String: POCatalog] { try Catalogs.parsed() }

    /// `Sources`, found from this file's place in the repository.
    static var sources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
    }

    @Test("Every shipped language has every English key, with the plural forms its rule needs")
    func complete() throws {
        let catalogs = try Self.catalogs()
        let english = try #require(catalogs["en"])
        #expect(catalogs.keys.contains("de"))
        for (language, catalog) in catalogs {
            let missing = Set(english.entries.keys).subtracting(catalog.entries.keys).sorted()
            #expect(missing.isEmpty, "\(language).po lacks \(missing)")
            let extra = Set(catalog.entries.keys).subtracting(english.entries.keys).sorted()
            #expect(extra.isEmpty, "\(language).po has keys en.po does not: \(extra)")
            #expect(catalog.pluralFormCount == PluralRule.forLanguage(language).formCount, "\(language).po Plural-Forms")
            for (key, forms) in english.entries {
                guard let translated = catalog.entries[key] else { continue }
                #expect(translated.count == forms.count, "\(language) \(key): \(translated.count) forms, English has \(forms.count)")
            }
        }
    }

    @Test("Translations keep the English slots ({{week}}) and, in _html keys, the English markup")
    func slotsAndMarkup() throws {
        let catalogs = try Self.catalogs()
        let english = try #require(catalogs["en"])
        for (language, catalog) in catalogs where language != "en" {
            for (key, forms) in catalog.entries {
                guard let source = english.entries[key]?.last else { continue }
                for form in forms {
                    #expect(Self.slots(form) == Self.slots(source), "\(language) \(key): \(form)")
                    if key.hasSuffix(TemplateTranslation.htmlSuffix) {
                        #expect(Self.tags(form) == Self.tags(source), "\(language) \(key) changes the markup: \(form)")
                    } else {
                        #expect(!form.contains("<"), "\(language) \(key) holds markup but is not an _html key")
                    }
                }
            }
        }
    }

    @Test("Every key is used: by a template's [[key]], as a literal (or a literal prefix ending in \\(...)) in Swift, or by the scripts")
    func noUnusedKeys() throws {
        let english = try #require(try Self.catalogs()["en"])
        var used = Set(EmbeddedResources.templates.values.flatMap(TemplateTranslation.keys(in:)))
        // The scripts' keys go whole into every page's client-strings block (static/strings.js holds their English).
        var prefixes = [ClientStrings.prefix]
        let swift = try Self.swiftSources()
        let literal = try Regex(#""([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*\.?)(\\\()?"#)
        for match in swift.matches(of: literal) {
            let text = String(match.output[1].substring ?? "")
            guard text.contains(".") else { continue }
            if match.output[2].substring != nil, text.hasSuffix(".") { prefixes.append(text) } else { used.insert(text) }
        }
        let unused = english.entries.keys.filter { key in !used.contains(key) && !prefixes.contains { key.hasPrefix($0) } }.sorted()
        #expect(unused.isEmpty, "keys nothing uses: \(unused)")
        let unknown = EmbeddedResources.templates.values.flatMap(TemplateTranslation.keys(in:)).filter { english.entries[$0] == nil }
        #expect(unknown.isEmpty, "templates use keys en.po lacks: \(unknown)")
    }

    @Test("Converted templates show no text of their own: every word outside tags and in labels comes from [[key]]")
    func noRawText() throws {
        let templates = EmbeddedResources.templates
        #expect(Self.notYetConverted.isSubset(of: Set(templates.keys)), "the allow-list names only templates that exist")
        var offenders: [String] = []
        for (name, source) in templates where !Self.notYetConverted.contains(name) {
            offenders += Self.rawText(source).map { "\(name): \($0)" }
        }
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
        for name in Self.notYetConverted {
            #expect(!Self.rawText(templates[name] ?? "").isEmpty, "\(name) has no raw text left: take it off the allow-list")
        }
    }

    @Test("The scanner finds text between tags and in labels, and nothing in markup, slots or keys")
    func scanner() {
        #expect(Self.rawText(#"<p class="x">{{a}} [[b.c]] ✓ ›</p><script src="/s.js"></script>"#).isEmpty)
        #expect(Self.rawText("<p>Hello {{name}}</p>") == ["Hello"])
        #expect(Self.rawText(#"<input placeholder="e.g. bench" aria-label="[[k.k]]">"#) == ["e.g. bench"])
        #expect(Self.rawText(#"<form data-confirm="Sure?">"#) == ["Sure?"])
        #expect(Self.rawText("<a>Repbook</a>").isEmpty, "the product's name is not translated")
        #expect(Self.rawText("{{<layout}}{{$content}}\n{{> body-nav}}\n<h1>[[a.b]]</h1>{{/content}}").isEmpty, "partials are not text")
        #expect(Self.rawText("{{<layout}}{{$content}}\nHi {{> body-nav}}<h1>[[a.b]]</h1>") == ["Hi"])
    }

    /// The user-visible text in a template's source that no catalog supplies: text between tags and the values of
    /// `aria-label`, `placeholder`, `title`, `alt` and `data-confirm`, with Mustache tags, `[[keys]]` and the name
    /// Repbook taken out.
    static func rawText(_ source: String) -> [String] {
        // Mustache's section, partial and layout tags go first: `{{<layout}}` or `{{> partial}}` would read as HTML tags.
        var text = source.replacing(try! Regex(#"\{\{[<>$/#^!][^}]*\}\}"#), with: " ")
            .replacing(try! Regex(#"(?s)<script.*?</script>|<style.*?</style>|<template[^>]*>|</template>"#), with: " ")
        var found: [String] = []
        let attribute = try! Regex(#"(?:aria-label|placeholder|title|alt|data-confirm)="([^"]*)""#)
        for match in text.matches(of: attribute) { found.append(String(match.output[1].substring ?? "")) }
        text = text.replacing(try! Regex(#"<[^>]*>"#), with: "\n")
        found += text.split(separator: "\n").map(String.init)
        return found.map { piece in
            piece.replacing(try! Regex(#"\{\{\{?[^}]*\}?\}\}|\[\[[^\]]*\]\]|Repbook|&[a-z]+;"#), with: " ")
                .trimmingCharacters(in: .whitespaces)
        }.filter { $0.contains { $0.isLetter } }
    }

    /// A text's `{{slots}}`, sorted.
    static func slots(_ text: String) -> [String] {
        text.matches(of: try! Regex(#"\{\{[^}]*\}\}"#)).map { String(text[$0.range]) }.sorted()
    }

    /// A text's HTML tags, in order.
    static func tags(_ text: String) -> [String] {
        text.matches(of: try! Regex(#"<[^>]*>"#)).map { String(text[$0.range]) }
    }

    /// Every Swift file under `Sources`, joined.
    static func swiftSources() throws -> String {
        var all = ""
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift" { all += try String(contentsOf: url, encoding: .utf8) + "\n" }
        }
        return all
    }
}
